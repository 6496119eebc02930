// All SQL about the dictionary (translations of product terms an admin edits).
import type { Updateable } from 'kysely';
import type { Db, DictionaryTable } from '../../db/schema/index.ts';

export function allEntries(db: Db) {
  return db.selectFrom('dictionary').select(['key', 'en', 'fr', 'de']).orderBy('key').execute();
}

export function findEntry(db: Db, key: string) {
  return db
    .selectFrom('dictionary')
    .select(['key', 'en', 'fr', 'de'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertEntries(db: Db, entries: DictionaryTable[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('dictionary').values(entries).execute();
}

export async function updateEntry(db: Db, key: string, changes: Updateable<DictionaryTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('dictionary').set(changes).where('key', '=', key).execute();
}

export async function deleteEntry(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('dictionary').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
