// All SQL about login attempts, the shared memory of the brute-force throttle.
import type { Db } from '../db/schema/index.ts';

export async function recordAttempt(db: Db, username: string, clientAddress: string) {
  const row = await db
    .insertInto('login_attempts')
    .values({ username, client_address: clientAddress })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', id).execute();
}

export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function forgetFailuresOfUser(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('username', '=', username)
    .where('succeeded', '=', false)
    .execute();
}

/** Failures in the window by username or by address: how many, and the oldest. */
export async function failuresSince(
  db: Db,
  by: 'username' | 'client_address',
  value: string,
  since: Date,
) {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where(by, '=', value)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest as Date | null };
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}
