// An editor's management of the account's sending assets (spec section 6): IPs, domains and
// DMARC policy domains. Every asset named must belong to `context.account`: an unknown one and
// another account's answer the same 404 NotFound, since the tables are keyed by account and an
// address registered elsewhere is simply not here (two accounts may register the same shared
// IP or domain). Adding beyond the account's limit fails with 422 LimitExceeded { limit, count };
// an asset the account has already is 409 Conflict.
import type { Domain, Ip, ParsedInput, Policy } from '@console/contract';
import { fail, notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import { lockAccount } from '../accounts/accounts.repository.ts';
import {
  assetKinds,
  countAssets,
  deleteAsset,
  findAsset,
  insertAsset,
  updateAsset,
  type AssetChanges,
  type AssetKind,
  type AssetValues,
} from './assets.repository.ts';

const missing = (kind: AssetKind, key: string) =>
  notFound(`No ${assetKinds[kind].noun.replace(/s$/, '')} ${key} in this account`);

/** Inserts within the account's limit; the account row is locked so racing adds cannot pass. */
async function addAsset<K extends AssetKind>(
  context: AccountContext,
  kind: K,
  values: AssetValues<K>,
  key: string,
): Promise<void> {
  await context.db.transaction().execute(async (tx) => {
    const account = await lockAccount(tx, context.account.id);
    if (!account) throw notFound('No such account');
    if (await findAsset(tx, kind, account.id, key)) {
      throw fail('Conflict', `${key} is registered in this account already`);
    }
    const limit = account[assetKinds[kind].limit];
    const count = await countAssets(tx, kind, account.id);
    // a range takes as many places as it has addresses
    const adding = kind === 'ips' && key.includes('/') ? 2 ** (32 - Number(key.split('/')[1])) : 1;
    if (limit !== null && count + adding > limit) {
      throw fail(
        'LimitExceeded',
        `The account may have at most ${limit} ${assetKinds[kind].noun}`,
        {
          limit,
          count,
        },
      );
    }
    await insertAsset(tx, kind, values);
  });
}

async function changeAsset<K extends AssetKind>(
  context: AccountContext,
  kind: K,
  key: string,
  changes: AssetChanges<K>,
): Promise<AssetValues<K>> {
  const { db, account } = context;
  if (!(await findAsset(db, kind, account.id, key))) throw missing(kind, key);
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as AssetChanges<K>;
  await updateAsset(db, kind, account.id, key, defined);
  const row = await findAsset(db, kind, account.id, key);
  if (!row) throw missing(kind, key);
  return row;
}

export async function removeAsset(
  context: AccountContext,
  kind: AssetKind,
  key: string,
): Promise<{ ok: true }> {
  if (!(await deleteAsset(context.db, kind, context.account.id, key))) throw missing(kind, key);
  return { ok: true };
}

export async function countWithLimit(context: AccountContext, kind: 'ips' | 'domains') {
  const count = await countAssets(context.db, kind, context.account.id);
  return { count, limit: context.account[assetKinds[kind].limit] };
}

const ipOf = (row: AssetValues<'ips'>): Ip => ({
  address: row.address,
  description: row.description,
  viewers: row.viewers,
  tags: row.tags,
});
const domainOf = (row: AssetValues<'domains'>): Domain => ({
  name: row.name,
  description: row.description,
  viewers: row.viewers,
  tags: row.tags,
});
const policyOf = (row: AssetValues<'policies'>): Policy => ({
  id: row.id,
  description: row.description,
  tags: row.tags,
  guests: row.guests,
});

export async function addIp(context: AccountContext, input: ParsedInput<'editor/ips/add'>) {
  const { account, address, workspace, ...fields } = input;
  const values = { account_id: account, address, workspace_id: workspace, ...fields };
  await addAsset(context, 'ips', values, address);
  return ipOf(values);
}

export async function setIp(context: AccountContext, input: ParsedInput<'editor/ips/set'>) {
  const { description, viewers, tags, workspace } = input;
  const changes = { description, viewers, tags, workspace_id: workspace };
  return ipOf(await changeAsset(context, 'ips', input.address, changes));
}

export async function addDomain(context: AccountContext, input: ParsedInput<'editor/domains/add'>) {
  const { account, name, workspace, ...fields } = input;
  const values = { account_id: account, name, workspace_id: workspace, ...fields };
  await addAsset(context, 'domains', values, name);
  return domainOf(values);
}

export async function setDomain(context: AccountContext, input: ParsedInput<'editor/domains/set'>) {
  const { description, viewers, tags, workspace } = input;
  const changes = { description, viewers, tags, workspace_id: workspace };
  return domainOf(await changeAsset(context, 'domains', input.name, changes));
}

export async function addPolicy(
  context: AccountContext,
  input: ParsedInput<'editor/policies/add'>,
) {
  const { account, ...fields } = input;
  const values = { account_id: account, ...fields };
  await addAsset(context, 'policies', values, input.id);
  return policyOf(values);
}

export async function setPolicy(
  context: AccountContext,
  input: ParsedInput<'editor/policies/set'>,
) {
  const { description, tags, guests } = input;
  return policyOf(await changeAsset(context, 'policies', input.id, { description, tags, guests }));
}
