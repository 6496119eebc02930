// Sending services an admin adds to DMARC Reports' catalogue (modules/dmarc/services/): a PTR
// base domain the built-in catalogue does not know, or names otherwise, with the service's
// name and type. Shared by every account, as the built-in catalogue is.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dmarc_services')
    .addColumn('base_domain', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('dmarc_services').execute();
}
