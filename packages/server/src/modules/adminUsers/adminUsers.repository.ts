// All SQL of the admin's users: the list with memberships, changes, deletion and the copy of a
// user's memberships and alert settings (clone).
import type { Updateable } from 'kysely';
import type { Db, UsersTable } from '../../db/schema/index.ts';

export function userListRows(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'admin', 'language', 'last_visit'])
    .orderBy('id')
    .execute();
}

export function allMemberships(db: Db, userId?: string) {
  let query = db
    .selectFrom('memberships')
    .select(['account_id', 'user_id', 'role'])
    .orderBy('user_id')
    .orderBy('account_id');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.execute();
}

export async function updateUserRow(db: Db, id: string, changes: Updateable<UsersTable>) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() } as Updateable<UsersTable>)
    .where('id', '=', id)
    .execute();
}

export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Gives `to` the memberships (with the alert-recipient flag) and alert settings of `from`. */
export async function copyMembershipsAndAlerts(db: Db, from: string, to: string): Promise<void> {
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
  await db
    .insertInto('alert_settings')
    .columns([
      'alert_id',
      'user_id',
      'account_id',
      'active',
      'exclude_rhsbl',
      'exclude_dnsbl',
      'mappings',
    ])
    .expression((eb) =>
      eb
        .selectFrom('alert_settings')
        .select([
          'alert_id',
          eb.val(to).as('user_id'),
          'account_id',
          'active',
          'exclude_rhsbl',
          'exclude_dnsbl',
          'mappings',
        ])
        .where('user_id', '=', from),
    )
    .execute();
}
