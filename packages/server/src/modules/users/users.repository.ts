// All SQL about users: the row with its settings, password, second factor and visits, the
// management list, and deletion.
import type { Insertable, Updateable } from 'kysely';
import type { Db, UsersTable } from '../../db/schema/index.ts';

export function findUser(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Db, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: string, changes: Updateable<UsersTable>) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() } as Updateable<UsersTable>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Accepts a TOTP step only if it is newer than the last one, atomically (no replay race). */
export async function claimTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every user as the management list shows them. */
export function allUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'admin', 'language', 'last_visit'])
    .orderBy('id')
    .execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin', '=', true)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Deletes the user (memberships, sessions and settings go with it); false when there was none. */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
