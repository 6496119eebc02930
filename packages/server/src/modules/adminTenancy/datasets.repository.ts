// All SQL of the admin's datasets, workspaces and dimension catalogue.
import type { Insertable, Updateable } from 'kysely';
import type { DatasetsTable, Db, DimensionsTable, WorkspacesTable } from '../../db/schema/index.ts';

export function datasetRows(db: Db, filter: { id?: string; account?: string }) {
  let query = db.selectFrom('datasets').selectAll().orderBy('account_id').orderBy('id');
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.account !== undefined) query = query.where('account_id', '=', filter.account);
  return query.execute();
}

export async function insertDatasetRow(db: Db, values: Insertable<DatasetsTable>): Promise<void> {
  await db.insertInto('datasets').values(values).execute();
}

export async function updateDatasetRow(db: Db, id: string, changes: Updateable<DatasetsTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('datasets').set(changes).where('id', '=', id).execute();
}

export async function deleteDatasetRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('datasets').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countWorkspacesOfDataset(db: Db, datasetId: string): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function workspaceRows(db: Db, filter: { id?: string; account?: string }) {
  let query = db.selectFrom('workspaces').selectAll().orderBy('name').orderBy('id');
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.account !== undefined) query = query.where('account_id', '=', filter.account);
  return query.execute();
}

export async function insertWorkspaceRow(db: Db, values: Insertable<WorkspacesTable>) {
  await db.insertInto('workspaces').values(values).execute();
}

export async function updateWorkspaceRow(
  db: Db,
  id: string,
  changes: Updateable<WorkspacesTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('workspaces').set(changes).where('id', '=', id).execute();
}

export async function deleteWorkspaceRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('workspaces').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function dimensionRows(db: Db, id?: string) {
  let query = db.selectFrom('dimensions').selectAll().orderBy('position').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function insertDimensionRow(db: Db, values: Insertable<DimensionsTable>) {
  await db.insertInto('dimensions').values(values).execute();
}

export async function updateDimensionRow(
  db: Db,
  id: string,
  changes: Updateable<DimensionsTable>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await dimensionRows(db, id)).length > 0;
  const result = await db
    .updateTable('dimensions')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDimensionRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('dimensions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Datasets whose dimensions name the dimension. */
export async function datasetsUsingDimension(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('datasets')
    .select('id')
    .where((eb) => eb(eb.val(id), '=', eb.fn.any('dimensions')))
    .execute();
  return rows.map((row) => row.id);
}
