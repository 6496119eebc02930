// One sweep: each active list's health is probed, then every address of every account is asked
// of each healthy IP list and every domain of each healthy domain list (through the shared
// resolver, DNS_SERVERS), paced per list (queryPacing.ts). What changed against the stored
// state becomes the sweep's changes: a listing that started (a period opens, with the list's
// TXT reason) or ended (it closes). A failed check changes nothing: a listing stays open until
// the list answers clear, and a list that fails its probe is not asked at all; both count as
// "check failed" on the screens, never as listed or clear. The results are written in one
// transaction. `pnpm console blocklists check [--account A]` and the job rm.sweep run it.
import net from 'node:net';
import type { Services } from '../../http/context.ts';
import { isRange } from './ipRange.ts';
import { reverseDns } from './reverseDns.ts';
import { raiseIssue } from '../statistics/statistics.repository.ts';
import { probeList } from './listHealth.ts';
import { queryName, readListAnswer, type ListAnswer, type ListDefinition } from './listAnswer.ts';
import { pace, slots } from './queryPacing.ts';
import {
  activeListRows,
  applySweep,
  checksOf,
  openListings,
  saveListHealth,
  type SweepWrites,
} from './reputation.repository.ts';
import { sweepTargets, type AssetRef } from './sweepTargets.ts';

export interface ListingEvent {
  /** the address or domain asked */
  target: string;
  list: ListDefinition;
  event: 'listed' | 'delisted';
  answer: string | null;
  meaning: string | null;
  reason: string | null;
  /** the assets it belongs to */
  owners: AssetRef[];
}

export interface SweepReport {
  at: Date;
  durationMs: number;
  /** addresses and domains asked */
  targets: number;
  queries: number;
  listed: number;
  failed: number;
  unhealthy: string[];
  events: ListingEvent[];
}

type SweepServices = Pick<Services, 'db' | 'dns' | 'secrets' | 'config' | 'logger'>;

export async function loadLists(services: Pick<Services, 'db' | 'secrets'>) {
  const rows = await activeListRows(services.db);
  return rows.map((row): ListDefinition => ({
    id: row.id,
    name: row.name,
    zone: row.zone,
    kind: row.kind as ListDefinition['kind'],
    delisting_url: row.delisting_url,
    answers: row.answers,
    errors: row.errors,
    bitmask: row.bitmask,
    test_point: row.test_point,
    key: row.query_key === null ? null : services.secrets.open(row.query_key),
  }));
}

async function probeAll(services: SweepServices, lists: ListDefinition[], at: Date) {
  const results = await Promise.all(lists.map((list) => probeList(services.dns, list)));
  await saveListHealth(
    services.db,
    lists.map((list, index) => ({
      list_id: list.id,
      health: results[index]?.healthy ? 'healthy' : 'unhealthy',
      detail: results[index]?.detail ?? null,
      checked_at: at,
    })),
  );
  for (const [index, list] of lists.entries()) {
    const result = results[index];
    if (result?.healthy) continue;
    await raiseIssue(services.db, {
      id: `blocklists:unhealthy:${list.id}`,
      severity: 'WARNING',
      source: 'blocklists',
      account_id: null,
      dataset_id: null,
      module: 'rm',
      title: `${list.name} failed its health probe`,
      detail: `${list.zone}: ${result?.detail ?? 'no answer'}. Its checks count as failed.`,
    });
  }
  return lists.filter((_, index) => results[index]?.healthy);
}

/** Asks every target of every list; answers the results that are not clear. */
async function askLists(
  services: SweepServices,
  lists: ListDefinition[],
  targets: {
    ips: string[];
    domains: string[];
  },
) {
  const { dnsConcurrency, listQueriesPerSecond } = services.config.reputation;
  const inFlight = slots(dnsConcurrency);
  const results = new Map<string, { list: ListDefinition; target: string; answer: ListAnswer }>();
  let queries = 0;
  await Promise.all(
    lists.map(async (list) => {
      const next = pace(listQueriesPerSecond);
      for (const target of list.kind === 'ip' ? targets.ips : targets.domains) {
        const name = queryName(list, target);
        if (name === null) continue;
        await next();
        await inFlight.start(async () => {
          queries += 1;
          const answer = readListAnswer(list, await services.dns.a(name));
          if (answer.status !== 'clear')
            results.set(`${target}\u0000${list.id}`, { list, target, answer });
        });
      }
    }),
  );
  await inFlight.drain();
  return { results, queries };
}

/** The list's own words on a listing: its TXT record at the same name. */
async function reasonOf(services: SweepServices, list: ListDefinition, target: string) {
  const name = queryName(list, target);
  if (name === null) return null;
  const answer = await services.dns.txt(name);
  return answer.status === 'ok' ? answer.records.join(' ').slice(0, 500) : null;
}

/** Every asset swept, with the reverse DNS of each single address. */
async function reverseNames(services: SweepServices, assets: string[]) {
  const inFlight = slots(services.config.reputation.dnsConcurrency);
  const checked: SweepWrites['checked'] = [];
  for (const target of assets) {
    if (isRange(target) || net.isIP(target) === 0) {
      checked.push({ target, ptr: null, fcrdns: null });
      continue;
    }
    await inFlight.start(async () => {
      checked.push({ target, ...(await reverseDns(services.dns, target)) });
    });
  }
  await inFlight.drain();
  return checked;
}

export async function runSweep(
  services: SweepServices,
  options: { accountId?: string; now?: Date } = {},
): Promise<SweepReport> {
  const started = performance.now();
  const at = options.now ?? new Date();
  const targets = await sweepTargets(services.db, options.accountId);
  const lists = await loadLists(services);
  const healthy = await probeAll(services, lists, at);
  const { results, queries } = await askLists(services, healthy, targets);

  const scope = options.accountId === undefined ? undefined : [...targets.owners.keys()];
  const previous = new Map(
    (await checksOf(services.db, scope)).map((row) => [`${row.target}\u0000${row.list_id}`, row]),
  );
  const open = new Set(
    (await openListings(services.db, scope)).map((row) => `${row.target}\u0000${row.list_id}`),
  );
  const asked = new Set(healthy.map((list) => list.id));
  const writes: SweepWrites = {
    now: at,
    checked: await reverseNames(services, targets.assets),
    upserts: [],
    clears: [],
    opens: [],
    closes: [],
  };
  const events: ListingEvent[] = [];
  let listed = 0;
  let failed = 0;
  for (const [key, { list, target, answer }] of results) {
    const before = previous.get(key);
    if (answer.status === 'error') {
      failed += 1;
      // a failed check keeps a listing as it was; otherwise it is recorded as failed
      if (before?.status === 'listed') continue;
      writes.upserts.push({
        target,
        list_id: list.id,
        status: 'error',
        answer: answer.answer,
        meaning: null,
        reason: null,
        listed_since: null,
        checked_at: at,
      });
      continue;
    }
    if (answer.status !== 'listed') continue;
    listed += 1;
    const isNew = !open.has(key);
    const reason =
      isNew || before?.answer !== answer.answer
        ? await reasonOf(services, list, target)
        : before.reason;
    const since = before?.status === 'listed' && !isNew ? before.listed_since : at;
    writes.upserts.push({
      target,
      list_id: list.id,
      status: 'listed',
      answer: answer.answer,
      meaning: answer.meaning,
      reason,
      listed_since: since,
      checked_at: at,
    });
    if (!isNew) continue;
    writes.opens.push({
      target,
      list_id: list.id,
      listed_at: at,
      answer: answer.answer,
      meaning: answer.meaning,
      reason,
    });
    events.push({
      target,
      list,
      event: 'listed',
      answer: answer.answer,
      meaning: answer.meaning,
      reason,
      owners: targets.owners.get(target) ?? [],
    });
  }
  const listsById = new Map(healthy.map((list) => [list.id, list]));
  for (const [key, row] of previous) {
    if (!asked.has(row.list_id) || results.has(key) || !targets.owners.has(row.target)) continue;
    writes.clears.push([row.target, row.list_id]);
  }
  for (const key of open) {
    const [target = '', listId = ''] = key.split('\u0000');
    const list = listsById.get(listId);
    if (!list || results.has(key) || !targets.owners.has(target)) continue;
    writes.closes.push([target, listId]);
    const before = previous.get(key);
    events.push({
      target,
      list,
      event: 'delisted',
      answer: before?.answer ?? null,
      meaning: before?.meaning ?? null,
      reason: before?.reason ?? null,
      owners: targets.owners.get(target) ?? [],
    });
  }
  await services.db.transaction().execute((tx) => applySweep(tx, writes));
  return {
    at,
    durationMs: performance.now() - started,
    targets: targets.ips.length + targets.domains.length,
    queries,
    listed,
    failed,
    unhealthy: lists.filter((list) => !asked.has(list.id)).map((list) => list.id),
    events,
  };
}
