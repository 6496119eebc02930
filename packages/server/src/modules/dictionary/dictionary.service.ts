// The dictionary: translations of product terms (en, fr, de), read before sign-in.
import type { DictionaryEntry } from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { allEntries } from './dictionary.repository.ts';

export function listDictionary(db: Db): Promise<DictionaryEntry[]> {
  return allEntries(db);
}
