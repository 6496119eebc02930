// All SQL of the admin's view of sending assets: IPs and domains of any account. The two
// tables have the same columns but their key (address, name), so one set of functions serves
// both; `asKey` renames the key column to `key` on the way out.
import { sql } from 'kysely';
import type { Db } from '../../db/schema/index.ts';

export type AssetKind = 'ips' | 'domains';

export const keyColumn = { ips: 'address', domains: 'name' } as const;

export interface AssetRow {
  account_id: string;
  key: string;
  description: string;
  viewers: string[];
  tags: string[];
  workspace_id: string | null;
}

export interface AssetValues {
  description: string;
  viewers: string[];
  tags: string[];
  workspace_id: string | null;
}

// One table at a time: Kysely's types follow the `ips` table, whose columns the other shares.
const table = (kind: AssetKind) => kind as 'ips';
const key = (kind: AssetKind) => keyColumn[kind] as 'address';

export function assetRows(
  db: Db,
  kind: AssetKind,
  filter: { account?: string; key?: string },
): Promise<AssetRow[]> {
  let query = db
    .selectFrom(table(kind))
    .select([
      'account_id',
      sql.ref<string>(key(kind)).as('key'),
      'description',
      'viewers',
      'tags',
      'workspace_id',
    ])
    .orderBy('account_id')
    .orderBy(key(kind));
  if (filter.account !== undefined) query = query.where('account_id', '=', filter.account);
  if (filter.key !== undefined) query = query.where(key(kind), '=', filter.key);
  return query.execute();
}

export async function countAssets(db: Db, kind: AssetKind, account: string): Promise<number> {
  const row = await db
    .selectFrom(table(kind))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', account)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertAsset(
  db: Db,
  kind: AssetKind,
  account: string,
  assetKey: string,
  values: AssetValues,
): Promise<void> {
  await db
    .insertInto(table(kind))
    .values({ account_id: account, [key(kind)]: assetKey, ...values } as never)
    .execute();
}

export async function updateAsset(
  db: Db,
  kind: AssetKind,
  account: string,
  assetKey: string,
  values: Partial<AssetValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable(table(kind))
    .set(values)
    .where('account_id', '=', account)
    .where(key(kind), '=', assetKey)
    .execute();
}

export async function deleteAsset(
  db: Db,
  kind: AssetKind,
  account: string,
  assetKey: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table(kind))
    .where('account_id', '=', account)
    .where(key(kind), '=', assetKey)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
