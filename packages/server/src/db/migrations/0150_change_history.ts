// The change history (modules/changeHistory): every change an admin or owner made through a
// call, with the entity before and after. No foreign keys: the history of a deleted account or
// user is what an operator looks for afterwards.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('change_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('change_history_subject')
    .on('change_history')
    .columns(['resource', 'subject', 'id desc'])
    .execute();
  await db.schema
    .createIndex('change_history_account')
    .on('change_history')
    .columns(['account_id', 'id desc'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('change_history').execute();
}
