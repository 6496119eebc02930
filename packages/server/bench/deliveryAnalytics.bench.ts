// `npm run bench:da -- [--events N] [--db postgres,pglite] [--queries K] [--body R] [--concurrency C]
// [--keep]`:
// the Delivery Analytics benchmark. N events (default 10,000,000: two datasets of N/2, 30 days
// of the demo sender) are posted through the HTTP ingest endpoint, C requests of R records in
// flight per dataset (default 2 and 10,000); then storage per event, the report calls over 30
// days (p50, p95) and message search are measured, and a COPY of the same rows gives the
// baseline. Figures are printed, not asserted. PostgreSQL is TEST_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, database da_bench, left until the next run);
// PGlite a temp folder, removed unless --keep (to open it again and look at plans).
import '../../../scripts/benchUsage.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sha256 } from '../src/auth/tokens.ts';
import { openStorage, type Storage } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { maintainDatabase, serverMaintenanceRules } from '../src/db/maintenance.ts';
import { updateIngestSettings } from '../src/modules/delivery/datasets.repository.ts';
import { createTestDataset } from '../src/testing/delivery/helpers.ts';
import { loadAverage, option } from './benchArgs.ts';
import { copyBaseline } from './da/copyBaseline.ts';
import { ingestOverHttp } from './da/ingestPhase.ts';
import { startMaintenanceLoop } from './da/maintenanceLoop.ts';
import { parseBaseline } from './da/parseBaseline.ts';
import { reportCalls } from './da/reportPhase.ts';
import { count, mb, ms, rate, table } from './da/stats.ts';
import { storageFigures, walFigures } from './da/storagePhase.ts';
import { trafficDirectory, writeDatasetTraffic, type DatasetTraffic } from './da/traffic.ts';

const argv = process.argv.slice(2);
const totalEvents = Number(option('events', '10000000'));
const databases = option('db', 'postgres,pglite').split(',');
const iterations = Number(option('queries', '50'));
const recordsPerBody = Number(option('body', '10000'));
const concurrency = Number(option('concurrency', '2'));
const keep = argv.includes('--keep');
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const secret = 'bench-access-key-0123456789abcdef';
const log = (line: string) => console.log(line);

log(
  `Delivery Analytics benchmark: ${count(totalEvents)} events (2 datasets of ${count(totalEvents / 2)}, 30 days)`,
);
log(`requests: ${concurrency} in flight per dataset, ${count(recordsPerBody)} records a body`);
log(`machine: ${os.cpus().length} cores, load average ${loadAverage(1)}, Node ${process.version}`);

const directory = trafficDirectory(totalEvents);
const generation = performance.now();
const traffic: DatasetTraffic[] = [
  writeDatasetTraffic(directory, 'bench-a', 1, totalEvents / 2, recordsPerBody, log),
  writeDatasetTraffic(directory, 'bench-b', 2, totalEvents / 2, recordsPerBody, log),
];
const records = traffic.reduce((sum, dataset) => sum + dataset.records, 0);
const parsed = await parseBaseline(traffic[0] as DatasetTraffic, 20);
log(
  `parse only (the ingest sources, nothing stored): ${count(parsed.records)} records, ${((parsed.cpuMs * 1000) / parsed.records).toFixed(1)} µs CPU each = ${rate(parsed.records, parsed.cpuMs)} on one core`,
);
log(
  `traffic: ${count(records)} records in ${traffic.reduce((sum, d) => sum + d.bodies.length, 0)} bodies, ${mb(traffic.reduce((sum, d) => sum + d.bytes, 0))} (${directory}, ready in ${ms(performance.now() - generation)})`,
);

async function open(
  kind: string,
): Promise<{ storage: Storage; url: string | null; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('drop database if exists da_bench with (force)');
    await admin.query('create database da_bench');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/da_bench';
    const storage = await openStorage({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    return { storage, url: url.toString(), drop: async () => storage.close() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-bench-pglite-'));
  const storage = await openStorage({ kind: 'pglite', dataDir });
  return {
    storage,
    url: null,
    drop: async () => {
      if (keep) log(`kept the PGlite data folder: ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

for (const kind of databases) {
  log('');
  log(`== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  const { storage, url, drop } = await open(kind);
  await migrateToLatest(storage.db);
  for (const dataset of traffic) {
    await createTestDataset(storage.db, 'bench', dataset.dataset);
    await updateIngestSettings(storage.db, dataset.dataset, { retention_days: 36_500 });
    await storage.db
      .insertInto('dataset_keys')
      .values({
        description: '',
        id: `key-${dataset.dataset}`,
        dataset_id: dataset.dataset,
        prefix: 'bench',
        secret_hash: sha256(`${secret}-${dataset.dataset}`),
        created_by: 'bench',
      })
      .execute();
  }
  // As the server does (its db.maintenance job): PGlite has no autovacuum and no checkpointer, and this
  // machine's PostgreSQL runs with autovacuum off; someone must vacuum and analyze what the
  // ingest writes, and on PGlite checkpoint it.
  const scope = { unlessAutovacuum: kind === 'postgres' };
  const maintenance = startMaintenanceLoop(storage.db, scope, log);
  const ingest = await ingestOverHttp(storage, traffic, secret, 'da_bench', concurrency, log);
  log(
    `ingest over HTTP: ${count(ingest.records)} records in ${ms(ingest.wallMs)} = ${rate(ingest.records, ingest.wallMs)} (stored ${count(ingest.stored)}, duplicates ${count(ingest.duplicates)}, rejected ${count(ingest.rejected)})`,
  );
  const steps = Object.entries(ingest.timings)
    .map(
      ([step, value]) =>
        `${step} ${step.startsWith('rows.') || step === 'checkedRedos' ? count(value) : `${(value / 1000).toFixed(1)} s`}`,
    )
    .join(', ');
  log(`  steps (summed over both streams): ${steps}`);
  await maintenance.stop();
  const during = maintenance.totals;
  log(
    `  maintenance during the ingest: vacuumed ${during.vacuumed} tables (${during.froze} frozen) in ${ms(during.vacuumMs)}, analyzed ${during.analyzed} in ${ms(during.analyzeMs)}, ${during.checkpoints} checkpoints in ${ms(during.checkpointMs)}, the longest statement ${ms(during.longestMs)}`,
  );
  // The reports below are measured once the maintenance the ingest left due is done, as a server
  // is seconds after a load, not while it runs.
  const after = await maintainDatabase(storage.db, scope, await serverMaintenanceRules(storage.db));
  const wal = await walFigures(storage);
  log(
    `  after the ingest: vacuumed ${after.vacuumed} tables in ${ms(after.vacuumMs)}, analyzed ${after.analyzed} in ${ms(after.analyzeMs)}, ${after.checkpoints} checkpoints; WAL ${mb(wal.keptBytes)} kept, ${mb(wal.sinceCheckpointBytes)} since the last checkpoint`,
  );
  const perEvent = (cpuMs: number) => ((cpuMs * 1000) / ingest.records).toFixed(1);
  const cpuLine =
    kind === 'postgres'
      ? `CPU per event: Node ${perEvent(ingest.nodeCpuMs)} µs, PostgreSQL backends ${perEvent(ingest.postgresCpuMs)} µs`
      : `CPU per event: Node with PGlite ${perEvent(ingest.nodeCpuMs)} µs`;
  log(`  ${cpuLine}; load average after ingest: ${loadAverage(1)}`);

  const stored = await storageFigures(storage);
  log(
    `storage: ${mb(stored.totalBytes)} = ${Math.round(stored.totalBytes / ingest.stored)} bytes/event (${stored.parts.map(([name, bytes]) => `${name} ${mb(bytes)}`).join(', ')})`,
  );

  const calls = await reportCalls(
    storage,
    'bench',
    'bench-a',
    iterations,
    traffic[0] as DatasetTraffic,
  );
  log(`report calls on bench-a over 30 days (${iterations} warm calls each):`);
  for (const line of table([
    ['call', 'cold', 'p50', 'p95', 'repeat p50'],
    ...calls.map((call) => [
      call.name,
      ms(call.coldMs),
      ms(call.p50Ms),
      ms(call.p95Ms),
      ms(call.repeatP50Ms),
    ]),
  ]))
    log(`  ${line}`);

  const copyRows = Math.min(1_000_000, ingest.stored);
  const copy = await copyBaseline(storage, url, copyRows);
  log(
    `baseline COPY of ${count(copy.rows)} stored rows: plain table ${rate(copy.rows, copy.plainMs)}, delivery_events shape with its indexes ${rate(copy.rows, copy.indexedMs)}`,
  );
  log(
    `  ingest rate / COPY plain = ${(ingest.records / ingest.wallMs / (copy.rows / copy.plainMs)).toFixed(2)}, / COPY indexed = ${(ingest.records / ingest.wallMs / (copy.rows / copy.indexedMs)).toFixed(2)}`,
  );
  await storage.close();
  await drop();
}
