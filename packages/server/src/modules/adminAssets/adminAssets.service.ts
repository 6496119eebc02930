// IPs and domains of any account, as the admin manages them. The account's limit (ip_limit,
// domain_limit) holds for admins too: LimitExceeded with { limit, count }. A workspace an asset
// is limited to must be of the same account.
import { fail, notFound } from '../../http/apiError.ts';
import type { Db } from '../../db/schema/index.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import {
  assetKinds,
  assetsOf,
  countAssets,
  deleteAsset,
  findAsset,
  insertAsset,
  updateAsset,
  type AssetValues,
} from '../assets/assets.repository.ts';
import { findWorkspace } from '../workspaces/workspaces.repository.ts';
import { definedFields, write } from '../adminTenancy/adminWrites.ts';

export type AssetKind = 'ips' | 'domains';

/** An IP or a domain with its key (address, name) under one name. */
export interface AssetRow {
  account_id: string;
  key: string;
  description: string;
  viewers: string[];
  tags: string[];
  workspace_id: string | null;
}

interface AssetFields {
  account: string;
  description?: string | undefined;
  viewers?: string[] | undefined;
  tags?: string[] | undefined;
  workspace?: string | null | undefined;
}

const nouns = { ips: 'IP', domains: 'domain' } as const;

function asRow(kind: AssetKind, values: AssetValues<AssetKind>): AssetRow {
  const { description, viewers, tags, workspace_id } = values;
  const key = (values as unknown as Record<string, string>)[assetKinds[kind].key] as string;
  return { account_id: values.account_id, key, description, viewers, tags, workspace_id };
}

function toAsset(row: AssetRow) {
  return {
    account: row.account_id,
    description: row.description,
    viewers: row.viewers,
    tags: row.tags,
    workspace: row.workspace_id,
  };
}

/** An IP as the contract has it. */
export const asIp = (row: AssetRow) => ({ address: row.key, ...toAsset(row) });
/** A domain as the contract has it. */
export const asDomain = (row: AssetRow) => ({ name: row.key, ...toAsset(row) });

export async function listAssets(db: Db, kind: AssetKind, account?: string): Promise<AssetRow[]> {
  return (await assetsOf(db, kind, account)).map((values) => asRow(kind, values));
}

export async function getAsset(db: Db, kind: AssetKind, account: string, key: string) {
  const values = await findAsset(db, kind, account, key);
  if (!values) throw notFound(`No such ${nouns[kind]} in account ${account}`);
  return asRow(kind, values);
}

async function checkWorkspace(db: Db, account: string, workspace: string | null | undefined) {
  if (workspace === null || workspace === undefined) return;
  const found = await findWorkspace(db, workspace);
  if (!found || found.account_id !== account) throw notFound(`No workspace ${workspace} here`);
}

export async function addAsset(
  db: Db,
  kind: AssetKind,
  key: string,
  input: AssetFields & { description: string; viewers: string[]; tags: string[] },
) {
  const account = await findAccount(db, input.account);
  if (!account) throw notFound('No such account');
  await checkWorkspace(db, account.id, input.workspace);
  const limit = kind === 'ips' ? account.ip_limit : account.domain_limit;
  const count = await countAssets(db, kind, account.id);
  if (limit !== null && count >= limit) {
    throw fail('LimitExceeded', `The account may have ${limit} ${kind}`, { limit, count });
  }
  const values = {
    account_id: account.id,
    [assetKinds[kind].key]: key,
    description: input.description,
    viewers: input.viewers,
    tags: input.tags,
    workspace_id: input.workspace ?? null,
  } as AssetValues<AssetKind>;
  await write(`${nouns[kind]} ${key}`, () => insertAsset(db, kind, values));
  return getAsset(db, kind, account.id, key);
}

export async function setAsset(db: Db, kind: AssetKind, key: string, input: AssetFields) {
  await getAsset(db, kind, input.account, key);
  await checkWorkspace(db, input.account, input.workspace);
  const { workspace, account: _account, ...rest } = input;
  const changes = definedFields({ ...rest, workspace_id: workspace });
  await updateAsset(db, kind, input.account, key, changes);
  return getAsset(db, kind, input.account, key);
}

export async function removeAsset(db: Db, kind: AssetKind, account: string, key: string) {
  if (!(await deleteAsset(db, kind, account, key))) {
    throw notFound(`No such ${nouns[kind]} in account ${account}`);
  }
  return { ok: true as const };
}
