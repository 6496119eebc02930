// Single sign-on: the external identities (OpenID Connect issuer and subject) linked to users,
// and the sign-ins under way (state, nonce and PKCE verifier kept server-side for 10 minutes).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** the issuer that vouched for the subject (Microsoft's differs per tenant) */
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    // one identity per provider and user: a second one with the same email is refused
    .addUniqueConstraint('user_identities_user_provider', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('sso_requests')
    /** sha256 of the browser-binding cookie's value */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_requests_expires')
    .on('sso_requests')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['sso_requests', 'user_identities']) {
    await db.schema.dropTable(table).execute();
  }
}
