// All SQL about sessions. Ids are SHA-256 digests of the cookie value (auth/tokens.ts).
import type { Insertable } from 'kysely';
import type { Db, SessionsTable } from '../db/schema/index.ts';

export async function insertSession(db: Db, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** A session by its id, expired or not (the caller compares `expires_at`). */
export function findSession(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'csrf_hash', 'created_at', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, seenAt: Date, expiresAt: Date) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: seenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
