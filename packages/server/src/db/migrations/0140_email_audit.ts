// Email Auditor's tables (modules/auditor): each workspace's audit address (a token, renewable)
// and the reports of the test messages received at it, kept with the message's header block,
// text and HTML parts and the facts the tests read. The raw message stays in inbound_messages.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_addresses')
    .addColumn('workspace_id', 'text', (c) =>
      c.primaryKey().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('inbound_message_id', 'integer', (c) =>
      c.unique().references('inbound_messages.id').onDelete('set null'),
    )
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('from_address', 'text')
    // mean of the topic scores
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('topics', 'jsonb', (c) => c.notNull())
    .addColumn('requirements', 'jsonb', (c) => c.notNull())
    .addColumn('header', 'text', (c) => c.notNull())
    .addColumn('text_part', 'text')
    .addColumn('html_part', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_reports_workspace_received')
    .on('audit_reports')
    .columns(['workspace_id', 'received_at desc'])
    .execute();
  await db.schema
    .createIndex('audit_reports_account_received')
    .on('audit_reports')
    .columns(['account_id', 'received_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_reports').execute();
  await db.schema.dropTable('audit_addresses').execute();
}
