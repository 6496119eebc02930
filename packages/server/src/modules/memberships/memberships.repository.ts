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
