// All SQL about workspaces and the assets they show.
import type { Insertable } from 'kysely';
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

/** IPs and domains of the accounts, with the workspace each is limited to (null: all). */
export async function assetsOfAccounts(db: Db, accountIds: readonly string[]) {
  if (accountIds.length === 0) return { ips: [], domains: [] };
  const ips = await db
    .selectFrom('ips')
    .select(['account_id', 'address as value', 'workspace_id'])
    .where('account_id', 'in', accountIds)
    .orderBy('address')
    .execute();
  const domains = await db
    .selectFrom('domains')
    .select(['account_id', 'name as value', 'workspace_id'])
    .where('account_id', 'in', accountIds)
    .orderBy('name')
    .execute();
  return { ips, domains };
}

export async function insertWorkspace(db: Db, values: Insertable<WorkspacesTable>): Promise<void> {
  await db.insertInto('workspaces').values(values).execute();
}
