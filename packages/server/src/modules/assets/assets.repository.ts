// All SQL about an account's sending assets: IPs and domains (Reputation Monitor) and DMARC
// policy domains (DMARC Reports). The three tables share their shape: the account, a key column
// (address, name, id) and descriptive fields; `kind` picks the table.
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

export async function countAssets(db: Db, kind: AssetKind, accountId: string): Promise<number> {
  const row = await db
    .selectFrom(kind)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.count;
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
