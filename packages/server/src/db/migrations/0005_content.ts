// System messages, release notes, the dictionary, feedback, client error reports and the mail
// outbox.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  let messages = db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('timestamp', 'timestamptz', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('release', 'text');
  for (const prefix of ['', 'fr_', 'de_']) {
    for (const field of ['title', 'message', 'banner']) {
      messages = messages.addColumn(`${prefix}${field}`, 'text', (c) => c.notNull().defaultTo(''));
    }
  }
  await messages
    .addCheckConstraint(
      'messages_severity',
      sql`severity in ('INFO', 'SUCCESS', 'WARNING', 'ERROR')`,
    )
    .execute();
  await db.schema
    .createIndex('messages_active_timestamp')
    .on('messages')
    .columns(['active', 'timestamp'])
    .execute();

  await db.schema
    .createTable('release_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('remarques', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('dictionary')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('de', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('local_storage', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('client_errors_created')
    .on('client_errors')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('outbox_mail')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = ['outbox_mail', 'client_errors', 'feedback', 'dictionary', 'release_notes'];
  for (const table of [...tables, 'messages']) await db.schema.dropTable(table).execute();
}
