// The Reputation Monitor's calls (member, module rm): the workspace's IPs and domains with their
// listings, one IP or domain in detail, the blocklists with their health, and the listings that
// started or ended lately. An asset is the account's (a range stands for each of its
// addresses); the workspace must be the account's, and shows the assets limited to it and those
// of every workspace. The two overviews are kept in memory until a table they read changes
// (overviewCache.ts). A list that failed its health probe counts as a failed check of every
// asset of its kind, never as clear.
import type {
  BlocklistStatus,
  DomainDetail,
  DomainOverview,
  IpDetail,
  IpOverview,
  ListingChange,
  ListingCheck,
  ListingPeriod,
  ParsedInput,
} from '@console/contract';
import type { Selectable } from 'kysely';
import type { RmChecksTable } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import { findAsset } from '../assets/assets.repository.ts';
import { allBlocklists } from '../blocklists/blocklists.repository.ts';
import { addressesOf, isRange, sizeOf } from './ipRange.ts';
import { cachedOverview } from './overviewCache.ts';
import {
  activeListRows,
  assetOverviewRows,
  checksOf,
  checksOfAccount,
  listHealthRows,
  listingsSince,
  sweptTargets,
  type AssetOverviewRow,
} from './reputation.repository.ts';
import { latestSndsOverview, sndsBlockedStatus, sndsDaysSince } from './snds/snds.repository.ts';

type Kind = 'ip' | 'domain';
type CheckState = Pick<Selectable<RmChecksTable>, 'target' | 'list_id' | 'status'>;
const iso = (value: Date | string) => new Date(value).toISOString();

async function workspaceOf(context: AccountContext, id: string) {
  const workspace = await context.directory.workspace(id);
  if (!workspace || workspace.account_id !== context.account.id) {
    throw notFound('No such workspace in this account');
  }
  return workspace.id;
}

async function listsOf(context: AccountContext) {
  const [lists, health] = await Promise.all([
    activeListRows(context.db),
    listHealthRows(context.db),
  ]);
  const unhealthy = new Set(
    health.filter((row) => row.health === 'unhealthy').map((row) => row.list_id),
  );
  return { lists, health, unhealthy };
}

/** Every list's name, retired ones too (history outlives them). */
async function listNames(context: AccountContext) {
  return new Map((await allBlocklists(context.db)).map((list) => [list.id, list.name]));
}

interface AssetStatus {
  listed_on: string[];
  failed_checks: number;
  last_checked: string | null;
  listed_addresses: number;
}

/** Listed lists, failed lists and listed addresses of each asset, from its addresses' checks. */
function statusOf(
  asset: AssetOverviewRow,
  checks: Map<string, CheckState[]>,
  unhealthyOfKind: number,
): AssetStatus {
  const failedChecks = asset.checked_at ? unhealthyOfKind : 0;
  if (!isRange(asset.key) && !checks.has(asset.key)) {
    // most assets: nothing listed, nothing failed but the unhealthy lists
    return {
      listed_on: [],
      failed_checks: failedChecks,
      last_checked: asset.checked_at,
      listed_addresses: 0,
    };
  }
  const listed = new Set<string>();
  const failed = new Set<string>();
  let listedAddresses = 0;
  for (const address of isRange(asset.key) ? addressesOf(asset.key) : [asset.key]) {
    const rows = checks.get(address);
    if (!rows) continue;
    if (rows.some((row) => row.status === 'listed')) listedAddresses += 1;
    for (const row of rows) (row.status === 'listed' ? listed : failed).add(row.list_id);
  }
  return {
    listed_on: [...listed].sort(),
    failed_checks: asset.checked_at ? failed.size + failedChecks : 0,
    last_checked: asset.checked_at,
    listed_addresses: listedAddresses,
  };
}

type Lists = Awaited<ReturnType<typeof listsOf>>;

async function overview(
  context: AccountContext,
  kind: Kind,
  workspace: string,
  { lists, unhealthy }: Lists,
) {
  const [assets, singles] = await Promise.all([
    assetOverviewRows(context.db, kind, context.account.id, workspace),
    checksOfAccount(context.db, kind, context.account.id),
  ]);
  const ranges = assets
    .filter((asset) => isRange(asset.key))
    .flatMap((asset) => addressesOf(asset.key));
  const checks = new Map<string, CheckState[]>();
  for (const row of [...singles, ...(await checksOf(context.db, ranges))]) {
    const own = checks.get(row.target);
    if (own) own.push(row);
    else checks.set(row.target, [row]);
  }
  const unhealthyOfKind = lists.filter(
    (list) => list.kind === kind && unhealthy.has(list.id),
  ).length;
  return assets.map((asset) => ({ asset, status: statusOf(asset, checks, unhealthyOfKind) }));
}

export async function ipsOverview(
  context: AccountContext,
  input: ParsedInput<'member/ips/all'>,
): Promise<IpOverview[]> {
  const workspace = await workspaceOf(context, input.workspace);
  return cachedOverview(context.changes, `ip:${context.account.id}:${workspace}`, () =>
    readIpsOverview(context, workspace),
  );
}

async function readIpsOverview(context: AccountContext, workspace: string): Promise<IpOverview[]> {
  const [rows, snds] = await Promise.all([
    listsOf(context).then((lists) => overview(context, 'ip', workspace, lists)),
    latestSndsOverview(context.db, context.account.id),
  ]);
  return rows.map(({ asset, status }) => {
    const days = isRange(asset.key)
      ? addressesOf(asset.key).flatMap((address) => snds.get(address) ?? [])
      : [snds.get(asset.key)].filter((day) => day !== undefined);
    const worst =
      days.find((day) => day.filter === 'RED') ??
      days.find((day) => day.filter === 'YELLOW') ??
      days[0];
    return {
      address: asset.key,
      description: asset.description,
      viewers: asset.viewers,
      tags: asset.tags,
      ...status,
      size: sizeOf(asset.key),
      ptr: asset.ptr,
      snds_filter: worst?.filter ?? null,
      snds_date: worst?.date ?? null,
      snds_complaint_rate: worst?.complaint_rate ?? null,
      snds_trap_hits: worst?.trap_hits ?? null,
    };
  });
}

export async function domainsOverview(
  context: AccountContext,
  input: ParsedInput<'member/domains/all'>,
): Promise<DomainOverview[]> {
  const workspace = await workspaceOf(context, input.workspace);
  return cachedOverview(context.changes, `domain:${context.account.id}:${workspace}`, () =>
    readDomainsOverview(context, workspace),
  );
}

async function readDomainsOverview(
  context: AccountContext,
  workspace: string,
): Promise<DomainOverview[]> {
  const rows = await overview(context, 'domain', workspace, await listsOf(context));
  return rows.map(({ asset, status }) => {
    const { listed_addresses: _count, ...shape } = status;
    return {
      name: asset.key,
      description: asset.description,
      viewers: asset.viewers,
      tags: asset.tags,
      ...shape,
    };
  });
}

/** The latest check of an asset on every active list of its kind. */
async function checksOfAsset(
  context: AccountContext,
  kind: Kind,
  asset: string,
  checkedAt: Date | undefined,
): Promise<ListingCheck[]> {
  if (!checkedAt) return [];
  const addresses = addressesOf(asset);
  const [rows, { lists, health }] = await Promise.all([
    checksOf(context.db, addresses),
    listsOf(context),
  ]);
  return lists
    .filter((list) => list.kind === kind)
    .map((list): ListingCheck => {
      const own = rows.filter((row) => row.list_id === list.id);
      const listed = own
        .filter((row) => row.status === 'listed')
        .sort((a, b) => a.target.localeCompare(b.target));
      const failed = own.find((row) => row.status === 'error');
      const probe = health.find((row) => row.list_id === list.id);
      const first = listed[0];
      const base = {
        list: list.id,
        name: list.name,
        delisting_url: list.delisting_url,
        listed_addresses: addresses.length > 1 ? listed.slice(0, 100).map((row) => row.target) : [],
      };
      if (first) {
        return {
          ...base,
          status: 'listed',
          answer: first.answer,
          meaning: first.meaning,
          reason: first.reason,
          listed_since: iso(first.listed_since ?? first.checked_at),
          checked_at: iso(first.checked_at),
        };
      }
      if (probe?.health === 'unhealthy') {
        return {
          ...base,
          status: 'error',
          answer: 'unhealthy',
          meaning: probe.detail,
          reason: null,
          listed_since: null,
          checked_at: iso(probe.checked_at),
        };
      }
      if (failed) {
        return {
          ...base,
          status: 'error',
          answer: failed.answer,
          meaning: null,
          reason: null,
          listed_since: null,
          checked_at: iso(failed.checked_at),
        };
      }
      return {
        ...base,
        status: 'clear',
        answer: null,
        meaning: null,
        reason: null,
        listed_since: null,
        checked_at: iso(checkedAt),
      };
    });
}

async function historyOf(
  context: AccountContext,
  asset: string,
  since: string,
): Promise<ListingPeriod[]> {
  const [rows, names] = await Promise.all([
    listingsSince(context.db, addressesOf(asset), new Date(`${since}T00:00:00Z`)),
    listNames(context),
  ]);
  return rows.map((row) => ({
    list: row.list_id,
    name: names.get(row.list_id) ?? row.list_id,
    target: row.target,
    listed_at: iso(row.listed_at),
    delisted_at: row.delisted_at ? iso(row.delisted_at) : null,
    answer: row.answer,
    meaning: row.meaning,
    reason: row.reason,
  }));
}

export async function ipDetail(
  context: AccountContext,
  input: ParsedInput<'member/ips/get'>,
): Promise<IpDetail> {
  const row = await findAsset(context.db, 'ips', context.account.id, input.address);
  if (!row) throw notFound(`No IP ${input.address} in this account`);
  const addresses = addressesOf(row.address);
  const target = (await sweptTargets(context.db, [row.address])).get(row.address);
  const [checks, history, snds, blocked] = await Promise.all([
    checksOfAsset(context, 'ip', row.address, target?.checked_at),
    historyOf(context, row.address, input.since),
    sndsDaysSince(context.db, context.account.id, addresses, input.since),
    addresses.length === 1
      ? sndsBlockedStatus(context.db, context.account.id, row.address)
      : undefined,
  ]);
  return {
    ip: {
      address: row.address,
      description: row.description,
      viewers: row.viewers,
      tags: row.tags,
    },
    size: addresses.length,
    ptr: target?.ptr ?? null,
    fcrdns: target?.fcrdns ?? null,
    checks,
    history,
    snds: snds.map((day) => ({
      ip: day.ip,
      date: day.date,
      activity_start: day.activity_start ? iso(day.activity_start) : null,
      activity_end: day.activity_end ? iso(day.activity_end) : null,
      rcpt_commands: day.rcpt_commands,
      data_commands: day.data_commands,
      recipients: day.recipients,
      filter: day.filter as IpDetail['snds'][number]['filter'],
      complaint_rate: day.complaint_rate,
      trap_hits: day.trap_hits,
      sample_helo: day.sample_helo,
      sample_mail_from: day.sample_mail_from,
      comments: day.comments,
    })),
    snds_blocked: blocked?.blocked ? (blocked.reason ?? 'Blocked') : null,
  };
}

export async function domainDetail(
  context: AccountContext,
  input: ParsedInput<'member/domains/get'>,
): Promise<DomainDetail> {
  const row = await findAsset(context.db, 'domains', context.account.id, input.name);
  if (!row) throw notFound(`No domain ${input.name} in this account`);
  const swept = await sweptTargets(context.db, [row.name]);
  const [checks, history] = await Promise.all([
    checksOfAsset(context, 'domain', row.name, swept.get(row.name)?.checked_at),
    historyOf(context, row.name, input.since),
  ]);
  return {
    domain: { name: row.name, description: row.description, viewers: row.viewers, tags: row.tags },
    checks,
    history,
  };
}

export async function blocklistStatuses(
  context: AccountContext,
  input: ParsedInput<'member/blocklists/all'>,
): Promise<BlocklistStatus[]> {
  const known = await listsOf(context);
  const [ips, domains] = await Promise.all([
    overview(context, 'ip', input.workspace, known),
    overview(context, 'domain', input.workspace, known),
  ]);
  const { lists, health } = known;
  const listedCount = (id: string) =>
    [...ips, ...domains].filter(({ status }) => status.listed_on.includes(id)).length;
  return lists.map((list) => {
    const probe = health.find((row) => row.list_id === list.id);
    return {
      id: list.id,
      name: list.name,
      zone: list.zone,
      kind: list.kind as Kind,
      description: list.description,
      delisting_url: list.delisting_url,
      health: (probe?.health ?? 'unknown') as BlocklistStatus['health'],
      health_detail: probe?.detail ?? null,
      health_checked_at: probe ? iso(probe.checked_at) : null,
      listed: listedCount(list.id),
    };
  });
}

export async function listingChanges(
  context: AccountContext,
  input: ParsedInput<'member/reputation/changes'>,
): Promise<ListingChange[]> {
  const workspace = await workspaceOf(context, input.workspace);
  const since = new Date(`${input.since}T00:00:00Z`);
  const lists = await listNames(context);
  const changes: ListingChange[] = [];
  for (const kind of ['ip', 'domain'] as const) {
    const assets = await assetOverviewRows(context.db, kind, context.account.id, workspace);
    const assetOf = new Map(
      assets.flatMap((asset) => addressesOf(asset.key).map((address) => [address, asset.key])),
    );
    const rows = await listingsSince(context.db, [...assetOf.keys()], since);
    for (const row of rows) {
      const base = {
        kind,
        asset: assetOf.get(row.target) ?? row.target,
        target: row.target,
        list: row.list_id,
        name: lists.get(row.list_id) ?? row.list_id,
        answer: row.answer,
        meaning: row.meaning,
        reason: row.reason,
      };
      if (row.listed_at >= since)
        changes.push({ ...base, event: 'listed', at: iso(row.listed_at) });
      if (row.delisted_at && row.delisted_at >= since)
        changes.push({ ...base, event: 'delisted', at: iso(row.delisted_at) });
    }
  }
  return changes.sort((a, b) => b.at.localeCompare(a.at) || a.target.localeCompare(b.target));
}
