// All SQL about passwords and reset tokens: password history and single-use reset tokens.
import type { Db } from '../db/schema/index.ts';

export async function recentPasswordHashes(db: Db, userId: string, count: number) {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.password_hash);
}

export async function addPasswordToHistory(db: Db, userId: string, hash: string): Promise<void> {
  await db
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: hash })
    .execute();
}

export async function insertResetToken(
  db: Db,
  values: { token_hash: string; user_id: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('reset_tokens').values(values).execute();
}

export function findResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('reset_tokens')
    .select(['token_hash', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function claimResetToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countResetTokensSince(db: Db, userId: string, since: Date) {
  const row = await db
    .selectFrom('reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Tokens used or expired before `before` are of no use to anyone. */
export async function deleteSpentResetTokens(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .execute();
}
