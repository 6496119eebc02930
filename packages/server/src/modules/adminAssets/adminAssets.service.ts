// IPs and domains of any account, as the admin manages them. The account's limit (ip_limit,
// domain_limit) holds for admins too: LimitExceeded with { limit, count }. A workspace an asset
// is limited to must be of the same account.
import { fail, notFound } from '../../http/apiError.ts';
import type { Db } from '../../db/schema/index.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import { findWorkspace } from '../workspaces/workspaces.repository.ts';
import { definedFields, write } from '../adminTenancy/adminWrites.ts';
import {
  assetRows,
  countAssets,
  deleteAsset,
  insertAsset,
  updateAsset,
  type AssetKind,
  type AssetRow,
} from './adminAssets.repository.ts';

interface AssetFields {
  account: string;
  description?: string | undefined;
  viewers?: string[] | undefined;
  tags?: string[] | undefined;
  workspace?: string | null | undefined;
}

const nouns = { ips: 'IP', domains: 'domain' } as const;

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

export async function listAssets(db: Db, kind: AssetKind, account?: string) {
  return assetRows(db, kind, { account });
}

export async function getAsset(db: Db, kind: AssetKind, account: string, key: string) {
  const [row] = await assetRows(db, kind, { account, key });
  if (!row) throw notFound(`No such ${nouns[kind]} in account ${account}`);
  return row;
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
  await write(`${nouns[kind]} ${key}`, () =>
    insertAsset(db, kind, account.id, key, {
      description: input.description,
      viewers: input.viewers,
      tags: input.tags,
      workspace_id: input.workspace ?? null,
    }),
  );
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
