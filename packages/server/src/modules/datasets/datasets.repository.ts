// All SQL about datasets and their access keys: where an account's delivery events land, with
// the dimensions and metrics its reports offer, and the keys ingestion authenticates batches
// with (only a key's SHA-256 is stored). Delivery's own per-dataset state (number, retention,
// ingest sequence) is modules/delivery/datasets.repository.ts's.
import type { Insertable, Updateable } from 'kysely';
import type { DatasetKeysTable, DatasetsTable, Db } from '../../db/schema/index.ts';

export function findDataset(db: Db, id: string) {
  return db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The datasets of one account, or of every account, by account then id. */
export function datasetRows(db: Db, accountId?: string) {
  let query = db.selectFrom('datasets').selectAll().orderBy('account_id').orderBy('id');
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.execute();
}

/** Datasets whose dimensions name the dimension. */
export async function datasetsUsingDimension(db: Db, dimensionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('datasets')
    .select('id')
    .where((eb) => eb(eb.val(dimensionId), '=', eb.fn.any('dimensions')))
    .execute();
  return rows.map((row) => row.id);
}

/** The account a dataset belongs to, with its limits (one statement: ingest asks per batch). */
export function accountOfDataset(db: Db, datasetId: string) {
  return db
    .selectFrom('datasets')
    .innerJoin('accounts', 'accounts.id', 'datasets.account_id')
    .selectAll('accounts')
    .where('datasets.id', '=', datasetId)
    .executeTakeFirst();
}

export async function insertDataset(db: Db, values: Insertable<DatasetsTable>): Promise<void> {
  await db.insertInto('datasets').values(values).execute();
}

export async function updateDataset(
  db: Db,
  id: string,
  changes: Updateable<DatasetsTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('datasets').set(changes).where('id', '=', id).execute();
}

/** Deletes the dataset with its workspaces, keys and events (foreign keys, then retention). */
export async function deleteDataset(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('datasets').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What a list of keys shows: never the hash. */
const listedKeyColumns = [
  'id',
  'dataset_id',
  'description',
  'prefix',
  'created_by',
  'created_at',
  'last_used_at',
  'expires_at',
] as const;

export function datasetKeyRows(db: Db, filter: { id?: string; dataset?: string }) {
  let query = db
    .selectFrom('dataset_keys')
    .select(listedKeyColumns)
    .orderBy('created_at')
    .orderBy('id');
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.dataset !== undefined) query = query.where('dataset_id', '=', filter.dataset);
  return query.execute();
}

/** Every key of the dataset with its hash and expiry, to compare a presented key with. */
export function keyHashesOfDataset(db: Db, datasetId: string) {
  return db
    .selectFrom('dataset_keys')
    .select(['id', 'secret_hash', 'expires_at'])
    .where('dataset_id', '=', datasetId)
    .execute();
}

export async function insertDatasetKey(
  db: Db,
  values: Insertable<DatasetKeysTable>,
): Promise<void> {
  await db.insertInto('dataset_keys').values(values).execute();
}

export async function touchDatasetKey(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('dataset_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}

export async function deleteDatasetKey(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('dataset_keys').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
