// All SQL about workspaces: an account plus one of its datasets, with modules, dimensions and
// filters. The IPs and domains a workspace shows are the assets repository's.
import type { Insertable, Updateable } from 'kysely';
import type { Db, WorkspacesTable } from '../../db/schema/index.ts';

export function findWorkspace(db: Db, id: string) {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Workspaces of the given accounts, or of every account when `accountIds` is null. */
export function workspacesOfAccounts(db: Db, accountIds: readonly string[] | null) {
  let query = db.selectFrom('workspaces').selectAll().orderBy('name').orderBy('id');
  if (accountIds !== null) {
    if (accountIds.length === 0) return Promise.resolve([]);
    query = query.where('account_id', 'in', accountIds);
  }
  return query.execute();
}

export async function countWorkspacesOfDataset(db: Db, datasetId: string): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertWorkspace(db: Db, values: Insertable<WorkspacesTable>): Promise<void> {
  await db.insertInto('workspaces').values(values).execute();
}

export async function updateWorkspace(
  db: Db,
  id: string,
  changes: Updateable<WorkspacesTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('workspaces').set(changes).where('id', '=', id).execute();
}

export async function deleteWorkspace(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('workspaces').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
