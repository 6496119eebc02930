// `npm run bench:rm -- [--db pglite,postgres] [--queries K]`: the Reputation Monitor benchmark, figures
// printed, not asserted.
// 1. Sweeps against 12 lists on a loopback DNS server that holds each answer 5 ms: 1,000 IPs
//    without the per-list limit, then 10,000 IPs with it (RM_LIST_RATE's default). The baseline,
//    in the same process: the same queries sent straight through a fresh resolver, no sweep.
//    1% of the addresses are listed somewhere; every sweep uses a fresh resolver (no cache).
// 2. `ips/all` for an account of 10,000 IPs with a year of history (listing periods) and 90 days
//    of SNDS data, K times (default 30): p50 and p95 of the first call after a change (the
//    database read each time) and of the calls until the next change (kept in memory).
import '../../../scripts/benchUsage.ts';
import os from 'node:os';
import { sql } from 'kysely';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openChangeFeed } from '../src/db/changeFeed.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createDnsResolver } from '../src/dns/resolver.ts';
import type { AccountContext } from '../src/http/context.ts';
import { ipsOverview } from '../src/modules/reputation/reputation.service.ts';
import { runSweep } from '../src/modules/reputation/sweep.ts';
import type { SecretBox } from '../src/secrets/secretBox.ts';
import {
  activeCatalogue,
  nameOnList,
  serveLiveLists,
  setListing,
} from '../src/testing/blocklistZones.ts';
import { startTestDnsServer } from '../src/testing/dnsServer.ts';
import { ms, median, percentile, table } from './da/stats.ts';
import { loadAverage, option } from './benchArgs.ts';
import { freshStorage } from './freshStorage.ts';

const databases = option('db', 'pglite,postgres').split(',');
const queries = Number(option('queries', '30'));
const log = (line: string) => console.log(line);
const load = () => loadAverage();

log(
  `Reputation Monitor benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${load()}`,
);

// the catalogue's IP lists, and as many more as make 12 (zones under .example)
const extra = Array.from(
  { length: 12 - activeCatalogue.filter((list) => list.kind === 'ip').length },
  (_, index) => ({
    ...(activeCatalogue.find((list) => list.id === 'spamcop') as (typeof activeCatalogue)[number]),
    id: `bench-${index + 1}`,
    name: `Bench list ${index + 1}`,
    zone: `bench-${index + 1}.example`,
  }),
);
const lists = [...activeCatalogue.filter((list) => list.kind === 'ip'), ...extra];
const ipOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
const dns = await startTestDnsServer();
dns.delayMs = 5;
serveLiveLists(dns);
for (const list of extra) dns.set(nameOnList(list, '127.0.0.2'), 'A', ['127.0.0.2']);
for (let index = 0; index < 10_000; index += 100) {
  setListing(dns, 'spamcop', ipOf(index), '127.0.0.2', 'Listed by SpamCop');
}
const ipLists = lists;
log(
  `Lists: ${ipLists.length} IP lists (${extra.length} of them added under .example); DNS answers held ${dns.delayMs} ms.`,
);

/** The baseline: every query of a sweep of `ips`, straight through a fresh resolver. */
async function baseline(ips: number): Promise<number> {
  const resolver = createDnsResolver({ servers: [dns.address] });
  const started = performance.now();
  const names = ipLists.flatMap((list) =>
    Array.from({ length: ips }, (_, index) => nameOnList(list, ipOf(index))),
  );
  await Promise.all(names.map((name) => resolver.a(name)));
  await resolver.close();
  return performance.now() - started;
}

for (const kind of databases) {
  const { storage, cleanUp } = await freshStorage(kind, 'rm_bench');
  const { db } = storage;
  await migrateToLatest(db);
  await db
    .insertInto('blocklists')
    .values(
      extra.map((list) => ({
        ...list,
        answers: JSON.stringify(list.answers) as never,
        query_key: null,
      })),
    )
    .execute();
  await db
    .updateTable('blocklists')
    .set({ active: false })
    .where(
      'id',
      'not in',
      lists.map((list) => list.id),
    )
    .execute();
  await db
    .insertInto('accounts')
    .values({ id: 'bench', name: 'Bench', modules: ['rm'] })
    .execute();
  log('');
  log(`1. Sweeps on ${kind} (load average ${load()})`);
  const rows: string[][] = [
    ['IPs', 'per-list limit', 'queries', 'baseline p50', 'sweep p50', 'ratio', 'listed', 'runs'],
  ];
  let stored = 0;
  for (const [ips, rate, runs] of [
    [1_000, 0, 3],
    [10_000, 250, 1],
  ] as const) {
    const batch = Array.from({ length: ips - stored }, (_, index) => ({
      account_id: 'bench',
      address: ipOf(stored + index),
      description: '',
      viewers: [],
      tags: [],
      workspace_id: null,
    }));
    for (let at = 0; at < batch.length; at += 1000)
      await db
        .insertInto('ips')
        .values(batch.slice(at, at + 1000))
        .execute();
    stored = ips;
    const config = loadConfig({ RM_LIST_RATE: String(rate), APP_DIR: '/nonexistent' });
    const base: number[] = [];
    const sweeps: number[] = [];
    let report;
    for (let run = 0; run < runs; run += 1) {
      base.push(await baseline(ips));
      const resolver = createDnsResolver({ servers: [dns.address] });
      report = await runSweep({
        db,
        dns: resolver,
        config,
        secrets: {} as SecretBox,
        logger: pino({ level: 'silent' }),
      });
      sweeps.push(report.durationMs);
      await resolver.close();
    }
    rows.push([
      ips.toLocaleString('en'),
      rate === 0 ? 'off' : `${rate}/s`,
      (report?.queries ?? 0).toLocaleString('en'),
      ms(median(base)),
      ms(median(sweeps)),
      `${(median(sweeps) / median(base)).toFixed(2)}x`,
      String(report?.listed ?? 0),
      String(runs),
    ]);
  }
  for (const line of table(rows)) log(line);

  log('');
  log(
    `2. ips/all with 10,000 IPs, a year of listing periods and 90 days of SNDS (load average ${load()})`,
  );
  // a year of listings: every 20th IP listed and delisted once a month on one of the lists
  await sql`
    insert into rm_listings (target, list_id, listed_at, delisted_at, answer, meaning, reason)
    select '10.0.' || ((n / 256) % 256) || '.' || (n % 256), ${ipLists[0]?.id ?? 'spamcop'},
      now() - make_interval(days => 30 * m), now() - make_interval(days => 30 * m - 3), '127.0.0.2', 'Listed', null
    from generate_series(0, 9999, 20) as n, generate_series(1, 12) as m`.execute(db);
  await sql`
    insert into snds_days (account_id, ip, date, rcpt_commands, data_commands, recipients, filter, complaint_rate, trap_hits)
    select 'bench', '10.0.' || ((n / 256) % 256) || '.' || (n % 256), to_char(current_date - d, 'YYYY-MM-DD'),
      1000, 1000, 1000, case when n % 50 = 0 then 'RED' when n % 10 = 0 then 'YELLOW' else 'GREEN' end, 0.001, n % 3
    from generate_series(0, 9999) as n, generate_series(1, 90) as d`.execute(db);
  await sql`analyze`.execute(db);
  // a fresh feed for each call reads the database every time; the server's feed keeps the
  // answer until a table it reads changes (overviewCache.ts)
  const contextWith = (changes: AccountContext['changes']) =>
    ({
      db,
      changes,
      account: { id: 'bench' },
      directory: { workspace: async () => ({ id: 'bench', account_id: 'bench' }) },
    }) as unknown as AccountContext;
  const feed = await openChangeFeed(storage, pino({ level: 'silent' }));
  const timed = async (contextOf: () => AccountContext, serialized = false) => {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < queries + 3; run += 1) {
      const started = performance.now();
      const rows = await ipsOverview(contextOf(), { account: 'bench', workspace: 'bench' });
      if (serialized) JSON.stringify(rows);
      size = rows.length;
      if (run >= 3) times.push(performance.now() - started);
    }
    return [size.toLocaleString('en'), ms(median(times)), ms(percentile(times, 0.95))];
  };
  const cold = await timed(() => contextWith({ subscribe: () => () => undefined }));
  const warm = await timed(() => contextWith(feed));
  const reply = await timed(() => contextWith(feed), true);
  for (const line of table([
    ['call', 'rows', 'p50', 'p95', 'runs'],
    ['ips/all, first call after a change', ...cold, String(queries)],
    ['ips/all, again until the next change', ...warm, String(queries)],
    ['the same with its JSON reply written', ...reply, String(queries)],
  ]))
    log(line);
  await feed.close();
  await storage.close();
  cleanUp();
}
await dns.close();
