// All SQL about system messages and release notes: what users read, and the admin's changes.
import type { Insertable, Updateable } from 'kysely';
import type { Db, MessagesTable, ReleaseNotesTable } from '../../db/schema/index.ts';

/** Active messages, newest first. */
export function activeMessages(db: Db) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('active', '=', true)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The newest active message with a banner, or else the newest active message. */
export function currentBannerMessage(db: Db) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('active', '=', true)
    .orderBy((eb) => eb.case().when('banner', '<>', '').then(0).else(1).end())
    .orderBy('timestamp', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The release of the newest active message that announces one. */
export async function latestRelease(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('messages')
    .select('release')
    .where('active', '=', true)
    .where('release', 'is not', null)
    .orderBy('timestamp', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.release ?? null;
}

/** Every message, active or not, newest first (the admin's list). */
export function allMessages(db: Db) {
  return db.selectFrom('messages').selectAll().orderBy('timestamp', 'desc').orderBy('id').execute();
}

export function findMessage(db: Db, id: string) {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMessage(db: Db, values: Insertable<MessagesTable>): Promise<void> {
  await db.insertInto('messages').values(values).execute();
}

export async function updateMessage(db: Db, id: string, changes: Updateable<MessagesTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('messages').set(changes).where('id', '=', id).execute();
}

export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('messages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function releaseNotesNewestFirst(db: Db) {
  return db
    .selectFrom('release_notes')
    .select(['date', 'notes', 'remarques'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertReleaseNote(db: Db, values: Insertable<ReleaseNotesTable>) {
  await db.insertInto('release_notes').values(values).execute();
}
