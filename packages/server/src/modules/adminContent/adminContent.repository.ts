// All SQL of what the admin writes for everyone: system messages, the dictionary and the
// blocklist catalogue.
import type { Insertable, Updateable } from 'kysely';
import type { BlocklistsTable, Db, DictionaryTable, MessagesTable } from '../../db/schema/index.ts';

export function messageRows(db: Db, id?: string) {
  let query = db.selectFrom('messages').selectAll().orderBy('timestamp', 'desc').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function insertMessageRow(db: Db, values: Insertable<MessagesTable>) {
  await db.insertInto('messages').values(values).execute();
}

export async function updateMessageRow(db: Db, id: string, changes: Updateable<MessagesTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('messages').set(changes).where('id', '=', id).execute();
}

export async function deleteMessageRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('messages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function dictionaryRows(db: Db, key?: string) {
  let query = db.selectFrom('dictionary').select(['key', 'en', 'fr', 'de']).orderBy('key');
  if (key !== undefined) query = query.where('key', '=', key);
  return query.execute();
}

export async function insertDictionaryRow(db: Db, values: DictionaryTable) {
  await db.insertInto('dictionary').values(values).execute();
}

export async function updateDictionaryRow(
  db: Db,
  key: string,
  changes: Updateable<DictionaryTable>,
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('dictionary').set(changes).where('key', '=', key).execute();
}

export async function deleteDictionaryRow(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('dictionary').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function blocklistRows(db: Db, id?: string) {
  let query = db.selectFrom('blocklists').selectAll().orderBy('kind').orderBy('name');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function insertBlocklistRow(db: Db, values: Insertable<BlocklistsTable>) {
  await db.insertInto('blocklists').values(values).execute();
}

export async function updateBlocklistRow(db: Db, id: string, changes: Updateable<BlocklistsTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('blocklists').set(changes).where('id', '=', id).execute();
}

export async function deleteBlocklistRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blocklists').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
