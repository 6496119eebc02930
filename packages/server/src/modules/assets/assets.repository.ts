// All SQL about an account's sending assets: IPs and domains (Reputation Monitor) and DMARC
// policy domains (DMARC Reports), for editors, admins, workspaces and usage. The three tables
// share their shape: the account, a key column (address, name, id) and descriptive fields;
// `kind` picks the table.
import { sql, type Updateable } from 'kysely';
import type { Db, DomainsTable, IpsTable, PoliciesTable } from '../../db/schema/index.ts';

export const assetKinds = {
  ips: { key: 'address', limit: 'ip_limit', noun: 'IPs' },
  domains: { key: 'name', limit: 'domain_limit', noun: 'domains' },
  policies: { key: 'id', limit: 'policy_limit', noun: 'policy domains' },
} as const;
export type AssetKind = keyof typeof assetKinds;

interface AssetRows {
  ips: IpsTable;
  domains: DomainsTable;
  policies: PoliciesTable;
}
export type AssetValues<K extends AssetKind> = Omit<AssetRows[K], 'created_at'>;
export type AssetChanges<K extends AssetKind> = Updateable<AssetRows[K]>;

const keyRef = (kind: AssetKind) => sql.ref(assetKinds[kind].key);

/** How many assets of a kind the account has; an IP range counts each of its addresses. */
export async function countAssets(db: Db, kind: AssetKind, accountId: string): Promise<number> {
  const counted =
    kind === 'ips'
      ? sql<number>`coalesce(sum(case when address like '%/%'
          then power(2, 32 - split_part(address, '/', 2)::int) else 1 end), 0)::int`
      : sql<number>`count(*)::int`;
  const row = await db
    .selectFrom(kind)
    .select(counted.as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findAsset<K extends AssetKind>(
  db: Db,
  kind: K,
  accountId: string,
  key: string,
): Promise<AssetValues<K> | undefined> {
  const row = await db
    .selectFrom(kind as AssetKind)
    .selectAll()
    .where('account_id', '=', accountId)
    .where(keyRef(kind), '=', key)
    .executeTakeFirst();
  return row as AssetValues<K> | undefined;
}

/** The assets of one account, or of every account, by account then key. */
export async function assetsOf<K extends AssetKind>(
  db: Db,
  kind: K,
  accountId?: string,
): Promise<AssetValues<K>[]> {
  let query = db
    .selectFrom(kind as AssetKind)
    .selectAll()
    .orderBy('account_id')
    .orderBy(keyRef(kind));
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return (await query.execute()) as unknown as AssetValues<K>[];
}

/** How many assets of a kind each account has (accounts without any are absent). */
export function assetCountsPerAccount(db: Db, kind: AssetKind) {
  return db
    .selectFrom(kind)
    .select((eb) => ['account_id', eb.fn.countAll<number>().as('count')])
    .groupBy('account_id')
    .execute();
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

export async function insertAsset<K extends AssetKind>(db: Db, kind: K, values: AssetValues<K>) {
  await db
    .insertInto(kind as AssetKind)
    .values(values as AssetValues<'ips'>)
    .execute();
}

export async function updateAsset<K extends AssetKind>(
  db: Db,
  kind: K,
  accountId: string,
  key: string,
  changes: AssetChanges<K>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable(kind as AssetKind)
    .set(changes as AssetChanges<'ips'>)
    .where('account_id', '=', accountId)
    .where(keyRef(kind), '=', key)
    .execute();
}

export async function deleteAsset(db: Db, kind: AssetKind, accountId: string, key: string) {
  const result = await db
    .deleteFrom(kind)
    .where('account_id', '=', accountId)
    .where(keyRef(kind), '=', key)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
