// Invitations: an owner's offer to join an account, which the invitee accepts (until then they
// are not a member, and whether their address has a user here is nobody's business but
// theirs). One open invitation per address and account; inviting again renews it. Memberships
// get their own last visit, so an owner sees when a member last used this account, not others.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invitations')
    /** sha256 of the token the mail carries */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('invitations_account_email', ['account_id', 'email'])
    .execute();
  await db.schema.alterTable('memberships').addColumn('last_visit', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('memberships').dropColumn('last_visit').execute();
  await db.schema.dropTable('invitations').execute();
}
