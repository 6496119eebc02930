// The operator's views (admin area): issues raised by background work, with one row per
// occurrence so a range can count them, and each user's activity per day (statistics/users).
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.references('datasets.id').onDelete('cascade'))
    .addColumn('module', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolved_at', 'timestamptz')
    .addCheckConstraint('issues_severity', sql`severity in ('INFO', 'SUCCESS', 'WARNING', 'ERROR')`)
    .execute();
  await db.schema.createIndex('issues_account').on('issues').column('account_id').execute();

  await db.schema
    .createTable('issue_occurrences')
    .addColumn('issue_id', 'text', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('issue_occurrences_time')
    .on('issue_occurrences')
    .columns(['occurred_at', 'issue_id'])
    .execute();

  // No foreign key to users: counts are written in batches, and a batch must not fail because
  // one of its users was deleted meanwhile; deleting a user deletes its rows.
  await db.schema
    .createTable('user_activity')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_activity_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('user_activity_day').on('user_activity').column('day').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['user_activity', 'issue_occurrences', 'issues']) {
    await db.schema.dropTable(table).execute();
  }
}
