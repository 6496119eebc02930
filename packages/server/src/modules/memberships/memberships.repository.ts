// All SQL about memberships and invitations: who holds which role in which account, and who
// was offered one. The member list and an invitation read the user's and the account's name
// with them (joins that only read; users and accounts are written by their own repositories).
import type { Insertable, Selectable } from 'kysely';
import type { Db, InvitationsTable, MembershipsTable } from '../../db/schema/index.ts';

export function findMembership(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's memberships, by account. */
export function membershipsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('account_id')
    .execute();
}

/** Who holds which role where, by user then account: of the accounts given, or of every one. */
export function membershipRows(db: Db, accountIds?: readonly string[]) {
  if (accountIds !== undefined && accountIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('memberships')
    .select(['account_id', 'user_id', 'role'])
    .orderBy('user_id')
    .orderBy('account_id');
  if (accountIds !== undefined) query = query.where('account_id', 'in', accountIds);
  return query.execute();
}

/** Accounts in which the user is an owner. */
export async function ownedAccountIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .orderBy('account_id')
    .execute();
  return rows.map((row) => row.account_id);
}

export async function insertMembership(
  db: Db,
  values: Insertable<MembershipsTable>,
): Promise<void> {
  await db.insertInto('memberships').values(values).execute();
}

/** The account's members with what the administration screen shows: nothing beyond it. */
export function membersOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'memberships.account_id',
      'memberships.user_id',
      'memberships.role',
      'memberships.alerts',
      'memberships.last_visit',
      'users.name',
    ])
    .where('memberships.account_id', '=', accountId)
    .orderBy('memberships.user_id')
    .execute();
}

export async function countMembers(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Members of every account that has some (usage/all). */
export function memberCountsPerAccount(db: Db) {
  return db
    .selectFrom('memberships')
    .select((eb) => ['account_id', eb.fn.countAll<number>().as('count')])
    .groupBy('account_id')
    .execute();
}

/**
 * The account's owners, locked until the transaction ends: two owners demoting each other at
 * once cannot both pass the last-owner check.
 */
export async function lockOwners(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .forUpdate()
    .execute();
  return rows.map((row) => row.user_id);
}

export async function updateMembership(
  db: Db,
  accountId: string,
  userId: string,
  changes: { role?: string; alerts?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteMembership(db: Db, accountId: string, userId: string) {
  const result = await db
    .deleteFrom('memberships')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Gives `to` the memberships of `from`, with their role and alert-recipient flag (clone). */
export async function copyMemberships(db: Db, from: string, to: string): Promise<void> {
  await db
    .insertInto('memberships')
    .columns(['account_id', 'user_id', 'role', 'alerts'])
    .expression((eb) =>
      eb
        .selectFrom('memberships')
        .select(['account_id', eb.val(to).as('user_id'), 'role', 'alerts'])
        .where('user_id', '=', from),
    )
    .execute();
}

/** Notes a member's call in the account. */
export async function touchMembership(db: Db, accountId: string, userId: string, at: Date) {
  await db
    .updateTable('memberships')
    .set({ last_visit: at })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .execute();
}

export type InvitationRow = Selectable<InvitationsTable>;

/** The one open invitation of an address to an account: a new one replaces an older one. */
export async function replaceInvitation(db: Db, values: Insertable<InvitationsTable>) {
  await deleteInvitation(db, values.account_id, values.email);
  await db.insertInto('invitations').values(values).execute();
}

export function invitationsOfAccount(db: Db, accountId: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .orderBy('email')
    .execute();
}

export async function countOpenInvitations(db: Db, accountId: string, now: Date, except: string) {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .where('email', '!=', except)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Invitations with the account's name and the inviter's. */
function invitationsWithNames(db: Db) {
  return db
    .selectFrom('invitations')
    .innerJoin('accounts', 'accounts.id', 'invitations.account_id')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .selectAll('invitations')
    .select(['accounts.name as account_name', 'users.name as inviter_name']);
}

/** An invitation by the hash of its token. */
export function findInvitation(db: Db, tokenHash: string) {
  return invitationsWithNames(db)
    .where('invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The open invitation of an address to an account. */
export function findOpenInvitation(db: Db, accountId: string, email: string, now: Date) {
  return invitationsWithNames(db)
    .where('invitations.account_id', '=', accountId)
    .where('invitations.email', '=', email)
    .where('invitations.expires_at', '>', now)
    .executeTakeFirst();
}

/** Gives an invitation the token its mail carries (the one stored before no one knew). */
export async function setInvitationToken(db: Db, accountId: string, email: string, hash: string) {
  await db
    .updateTable('invitations')
    .set({ token_hash: hash })
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .execute();
}

export async function updateInvitationRole(
  db: Db,
  accountId: string,
  email: string,
  role: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ role })
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteInvitation(db: Db, accountId: string, email: string) {
  const result = await db
    .deleteFrom('invitations')
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteInvitationsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('invitations').where('expires_at', '<', before).execute();
}
