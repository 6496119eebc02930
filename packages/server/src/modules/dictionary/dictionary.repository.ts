// All SQL about the dictionary (translations of product terms an admin edits).
import type { Db, DictionaryTable } from '../../db/schema/index.ts';

export function allEntries(db: Db) {
  return db.selectFrom('dictionary').select(['key', 'en', 'fr', 'de']).orderBy('key').execute();
}

export async function insertEntries(db: Db, entries: DictionaryTable[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('dictionary').values(entries).execute();
}
