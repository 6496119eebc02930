// `npm run bench:dmarc -- [--records N] [--small S] [--stored M] [--db pglite,postgres] [--queries K]`:
// the DMARC Reports benchmark, figures printed, not asserted.
// 1. Parse only: a large aggregate report of N records (default 100,000), and S small reports
//    (default 5,000; 1 to 5 records each) through the input chain (sniffing, decoding, parsing).
//    The baseline, in the same process: htmlparser2's tokenizer alone on the same bytes.
// 2. Stored end to end (parse, deduplicate, spread over days, store), on each database: the
//    large report, the small reports batched as a mailbox or import-dmarc brings them (the JS
//    heap after a collection before and after: run with --expose-gc, as bench:dmarc does), and
//    up to 1,000 others one import each, as mail brings them.
// 3. The calls over 30 days with M records stored (default 1,000,000: 30 days of reports),
//    K times each (default 30): p50 and p95.
// PostgreSQL is TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres,
// database dmarc_bench); PGlite a temp folder.
import '../../../scripts/benchUsage.ts';
import os from 'node:os';
import { Parser } from 'htmlparser2';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  domainSourceTotals,
  policyDomainTotals,
  sourceRecords,
} from '../src/modules/dmarc/dmarc.repository.ts';
import { parseAggregateReport } from '../src/modules/dmarc/parse/aggregate.ts';
import { extractReportDocuments } from '../src/modules/dmarc/parse/inputs.ts';
import { importReports, ReportImport } from '../src/modules/dmarc/reportImport.ts';
import { aggregateReport } from './dmarc/reports.ts';
import { loadAverage, option } from './benchArgs.ts';
import { freshStorage } from './freshStorage.ts';
import { count, mb, ms, median, percentile, rate, table } from './da/stats.ts';

const largeRecords = Number(option('records', '100000'));
const smallReports = Number(option('small', '5000'));
const storedRecords = Number(option('stored', '1000000'));
const databases = option('db', 'pglite,postgres').split(',');
const queries = Number(option('queries', '30'));
const log = (line: string) => console.log(line);
const load = () => loadAverage();
const day0 = Date.UTC(2026, 9, 1) / 1000;

log(
  `DMARC Reports benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${load()}`,
);

const large = aggregateReport({
  org: 'google.com',
  id: 'large-1',
  domain: 'example.com',
  begin: day0,
  records: largeRecords,
});
const smallReportsOf = (prefix: string, reports: number) =>
  Array.from({ length: reports }, (_, index) =>
    aggregateReport({
      org: `receiver${index % 40}.example`,
      id: `${prefix}-${index}`,
      domain: 'example.com',
      begin: day0 + (index % 30) * 86_400,
      records: 1 + (index % 5),
      firstRecord: index,
    }),
  );
const small = smallReportsOf('small', smallReports);
/** as mail brings them: one input, one import each */
const mailed = smallReportsOf('mail', Math.min(smallReports, 1000));
log(
  `inputs: a report of ${count(largeRecords)} records (${mb(large.length)}), ${count(smallReports)} small reports`,
);

// ---- 1. parse only
async function parseLarge(): Promise<number> {
  let records = 0;
  await parseAggregateReport(large, {
    onRecords: (batch) => {
      records += batch.length;
    },
  });
  return records;
}
async function parseSmall(): Promise<number> {
  let reports = 0;
  for (const input of small) {
    for (const part of await extractReportDocuments(input)) {
      if (!part.ok) continue;
      await parseAggregateReport(part.bytes, { onRecords: () => undefined });
      reports += 1;
    }
  }
  return reports;
}
function tokenizerOnly(): void {
  const parser = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { xmlMode: true });
  parser.write(large.toString('utf8'));
  parser.end();
}
async function timed(work: () => unknown, runs = 3): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}
const baseline = median(await timed(tokenizerOnly));
const largeTimes = median(await timed(parseLarge));
const smallTimes = median(await timed(parseSmall));
log('');
log('1. Parse only (median of 3)');
for (const line of table([
  ['', 'time', 'rate', 'vs tokenizer'],
  ['large report, tokenizer alone (baseline)', ms(baseline), rate(largeRecords, baseline), '1.00'],
  [
    'large report, parsed to records',
    ms(largeTimes),
    rate(largeRecords, largeTimes),
    (largeTimes / baseline).toFixed(2),
  ],
  [
    `${count(smallReports)} small reports, whole input chain`,
    ms(smallTimes),
    rate(smallReports, smallTimes),
    '',
  ],
]))
  log(`  ${line}`);

// ---- 2 and 3, per database
for (const kind of databases) {
  const { storage, cleanUp } = await freshStorage(kind, 'dmarc_bench');
  const { db } = storage;
  await migrateToLatest(db);
  await db
    .insertInto('accounts')
    .values({ id: 'bench', name: 'Bench', modules: ['dr'] })
    .execute();
  log('');
  log(`2. Stored end to end on ${kind} (load average ${load()})`);
  const memory = () => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return { rss, heapUsed };
  };
  const before = memory();
  let started = performance.now();
  const stored = await importReports(db, 'bench', large);
  const largeMs = performance.now() - started;
  started = performance.now();
  const run = new ReportImport(db, 'bench');
  for (const input of small) await run.add(input, {});
  await run.finish();
  const smallMs = performance.now() - started;
  const after = memory();
  started = performance.now();
  for (const input of mailed) await importReports(db, 'bench', input);
  const mailedMs = performance.now() - started;
  for (const line of table([
    ['', 'time', 'rate'],
    [
      `large report (${count(stored.records)} records)`,
      ms(largeMs),
      `${rate(largeRecords, largeMs)} records`,
    ],
    [
      `${count(smallReports)} small reports, batched (a mailbox, import-dmarc)`,
      ms(smallMs),
      `${rate(smallReports, smallMs)} reports`,
    ],
    [
      `${count(mailed.length)} small reports, one import each (mail)`,
      ms(mailedMs),
      `${rate(mailed.length, mailedMs)} reports`,
    ],
  ]))
    log(`  ${line}`);
  // the JavaScript heap after a collection is the import's own memory; the resident size also
  // holds PGlite's database memory, which grows with what it stores and never shrinks
  log(
    `  JS heap ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} after the batched import (resident ${mb(before.rss)}, ${mb(after.rss)})`,
  );

  // 3. up to storedRecords: 30 days of reports from 10 receivers
  const perReport = Math.max(1, Math.round(storedRecords / 300));
  started = performance.now();
  for (let dayIndex = 0; dayIndex < 30; dayIndex += 1)
    for (let receiver = 0; receiver < 10; receiver += 1)
      await importReports(
        db,
        'bench',
        aggregateReport({
          org: `big${receiver}.example`,
          id: `d${dayIndex}-${receiver}`,
          domain: 'example.com',
          begin: day0 + dayIndex * 86_400,
          records: perReport,
          firstRecord: receiver * perReport,
        }),
      );
  const fillMs = performance.now() - started;
  const total = await db
    .selectFrom('dmarc_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  log(
    `  then ${count(300 * perReport)} more records in 300 reports: ${rate(300 * perReport, fillMs)} records; ${count(Number(total.n))} rows stored`,
  );
  // analyzed, as the maintenance job does after such a load (db/autoAnalyze.ts)
  await sql`analyze`.execute(db);
  const from = '2026-10-01';
  const to = '2026-10-30';
  const calls: [string, () => Promise<unknown>][] = [
    ['policy_domains, 30 days', () => policyDomainTotals(db, 'bench', from, to)],
    ['domain_sources, 30 days', () => domainSourceTotals(db, 'bench', 'example.com', from, to)],
    [
      'source_results, 30 days',
      () => sourceRecords(db, 'bench', 'example.com', '192.0.2.8', from, to, 5000),
    ],
  ];
  log(`3. Calls' queries over 30 days with ${count(Number(total.n))} records (${queries} each)`);
  const rows: string[][] = [['', 'p50', 'p95']];
  for (const [name, run] of calls) {
    const times = await timed(run, queries);
    rows.push([name, ms(percentile(times, 0.5)), ms(percentile(times, 0.95))]);
  }
  for (const line of table(rows)) log(`  ${line}`);
  await storage.close();
  cleanUp();
}
