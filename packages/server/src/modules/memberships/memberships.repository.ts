// All SQL about memberships: who holds which role in which account.
import type { Insertable } from 'kysely';
import type { Db, MembershipsTable } from '../../db/schema/index.ts';

export function findMembership(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function membershipsOfUser(db: Db, userId: string) {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).execute();
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

/** The account's members with what the administration screen shows of each user. */
export function membersOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'memberships.account_id',
      'memberships.user_id',
      'memberships.role',
      'memberships.alerts',
      'users.name',
      'users.last_visit',
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

/** Locks the account row, so limit checks of concurrent calls run one after the other. */
export async function lockAccount(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
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
