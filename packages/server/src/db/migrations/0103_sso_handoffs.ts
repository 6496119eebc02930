// Single sign-on from another name of a loopback console (http://localhost:8080 when PUBLIC_URL
// is http://127.0.0.1:8080, or the other way round): the provider brings the popup back to
// PUBLIC_URL, where the sign-in is finished; a one-minute, single-use handoff then starts the
// session on the origin the console was opened at, whose cookie jar is its own.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sso_handoffs')
    /** sha256 of the code in the handoff address */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** the only origin that may claim it */
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sso_handoffs').execute();
}
