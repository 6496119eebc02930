// All SQL of the admin's accounts: the rows with their members, and their changes.
import type { Insertable, Updateable } from 'kysely';
import type { AccountsTable, Db } from '../../db/schema/index.ts';

export function accountRows(db: Db, id?: string) {
  let query = db.selectFrom('accounts').selectAll().orderBy('name').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export function membersOfAccounts(db: Db, accountIds: readonly string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberships')
    .select(['account_id', 'user_id', 'role'])
    .where('account_id', 'in', accountIds)
    .orderBy('user_id')
    .execute();
}

export async function insertAccountRow(db: Db, values: Insertable<AccountsTable>): Promise<void> {
  await db.insertInto('accounts').values(values).execute();
}

export async function updateAccountRow(
  db: Db,
  id: string,
  changes: Updateable<AccountsTable>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) {
    return (await accountRows(db, id)).length > 0;
  }
  const result = await db
    .updateTable('accounts')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAccountRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
