// All SQL about accounts.
import type { Insertable } from 'kysely';
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
