// All SQL of dataset access keys ("API users"): only the SHA-256 of a key is stored.
import type { Insertable } from 'kysely';
import type { DatasetKeysTable, Db } from '../../db/schema/index.ts';

const listed = [
  'id',
  'dataset_id',
  'description',
  'prefix',
  'created_by',
  'created_at',
  'last_used_at',
  'expires_at',
] as const;

export function apiKeyRows(db: Db, filter: { id?: string; dataset?: string }) {
  let query = db.selectFrom('dataset_keys').select(listed).orderBy('created_at').orderBy('id');
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.dataset !== undefined) query = query.where('dataset_id', '=', filter.dataset);
  return query.execute();
}

export async function insertApiKey(db: Db, values: Insertable<DatasetKeysTable>): Promise<void> {
  await db.insertInto('dataset_keys').values(values).execute();
}

export async function deleteApiKey(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('dataset_keys').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
