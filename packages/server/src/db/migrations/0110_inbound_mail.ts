// Mail received (src/mail/inbound): every message as it arrived, over SMTP or from an IMAP
// mailbox, stored raw with its envelope and connection facts before anything parses it, with
// the state of its processing; and the IMAP mailboxes an admin configured for an account.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('inbound_mailboxes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    // implicit TLS (imaps, usually 993); otherwise STARTTLS when the server offers it
    .addColumn('tls', 'boolean', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    // sealed (src/secrets)
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo('INBOX'))
    .addColumn('processed_folder', 'text', (c) => c.notNull().defaultTo('Processed'))
    // a registered route prefix; null: the route of the account's module
    .addColumn('handler', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_fetch_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('inbound_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull())
    // the route prefix (dmarc, audit, ...) whose handler takes it
    .addColumn('route', 'text')
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('mailbox_id', 'bigint', (c) =>
      c.references('inbound_mailboxes.id').onDelete('set null'),
    )
    // user@host/folder, kept when the mailbox is removed
    .addColumn('mailbox', 'text')
    .addColumn('imap_uid_validity', 'bigint')
    .addColumn('imap_uid', 'bigint')
    // SMTP envelope: '' is the null sender <>; null when it came from IMAP
    .addColumn('mail_from', 'text')
    .addColumn('rcpt_to', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('client_address', 'text')
    .addColumn('helo', 'text')
    .addColumn('tls_protocol', 'text')
    .addColumn('tls_cipher', 'text')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('raw', 'bytea', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('failure', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processing_started_at', 'timestamptz')
    .addColumn('processed_at', 'timestamptz')
    .addCheckConstraint('inbound_messages_source', sql`source in ('smtp', 'imap')`)
    .addCheckConstraint(
      'inbound_messages_state',
      sql`state in ('received', 'processing', 'processed', 'failed')`,
    )
    .execute();
  // A message fetched again after a crash between its store and its move is not stored twice.
  await db.schema
    .createIndex('inbound_messages_imap_uid')
    .on('inbound_messages')
    .columns(['mailbox_id', 'imap_uid_validity', 'imap_uid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('inbound_messages_received')
    .on('inbound_messages')
    .column('received_at')
    .execute();
  await db.schema
    .createIndex('inbound_messages_pending')
    .on('inbound_messages')
    .column('id')
    .where(sql<boolean>`state in ('received', 'processing')`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('inbound_messages').execute();
  await db.schema.dropTable('inbound_mailboxes').execute();
}
