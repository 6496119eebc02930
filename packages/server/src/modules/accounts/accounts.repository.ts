// All SQL about accounts: the rows with their modules, limits and sealed SNDS key, their
// changes (management area), and the lock that makes limit checks of one account take turns.
import type { Insertable, Updateable } from 'kysely';
import type { AccountsTable, Db } from '../../db/schema/index.ts';

export function findAccount(db: Db, id: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Accounts the user has a membership in, by name. */
export function accountsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('memberships', 'memberships.account_id', 'accounts.id')
    .selectAll('accounts')
    .where('memberships.user_id', '=', userId)
    .orderBy('accounts.name')
    .orderBy('accounts.id')
    .execute();
}

export function allAccounts(db: Db) {
  return db.selectFrom('accounts').selectAll().orderBy('name').orderBy('id').execute();
}

export async function insertAccount(db: Db, values: Insertable<AccountsTable>): Promise<void> {
  await db.insertInto('accounts').values(values).execute();
}

/** Changes the columns given; false when there is no such account. */
export async function updateAccount(
  db: Db,
  id: string,
  changes: Updateable<AccountsTable>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findAccount(db, id)) !== undefined;
  const result = await db
    .updateTable('accounts')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the account and, by the foreign keys, all it owns; false when there was none. */
export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Locks the account row, so limit checks of concurrent calls run one after the other. */
export function lockAccount(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}
