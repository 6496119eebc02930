// Secrets at rest (src/secrets): which key sealed the credentials of this database, as a value
// sealed with it. A server process whose SECRET_KEY differs refuses to start instead of
// sealing new values that the other processes can not open.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('secret_keys')
    // 'current'; a rotation would add the key it replaces
    .addColumn('role', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('check_value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('secret_keys').execute();
}
