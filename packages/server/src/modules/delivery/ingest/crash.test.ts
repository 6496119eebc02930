// A server killed mid-batch loses nothing it acknowledged, on both databases: the product
// (main.ts, as `npm start` runs it) serves the ingest endpoint, batches are posted one after another, the child is killed with
// SIGKILL while a batch is in flight; every batch answered 200 is then found whole in the
// database, and resending all batches to a new server stores the missing ones exactly once.
// The database starts as a copy of the migrated test template (testing/databases.ts).
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../auth/tokens.ts';
import { openStorage, type Storage } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { openMigratedStorage, testDatabases } from '../../../testing/databases.ts';
import { freshMigratedPgliteDataDir } from '../../../testing/pgliteTemplate.ts';
import { startProduct, type ProductProcess } from '../../../testing/productProcess.ts';
import { createTestDataset } from '../../../testing/delivery/helpers.ts';

const secret = 'crash-test-key-0123456789abcdef';
const batches = 40;
const perBatch = 250;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

function batchCsv(batch: number): string {
  const lines = ['type,timeLogged,timeQueued,orig,rcpt,dsnStatus,dsnDiag,dlvSourceIp,vmta,jobId'];
  for (let row = 0; row < perBatch; row += 1) {
    const at = 1_736_150_400 + batch * 600 + row;
    lines.push(
      `d,${at},${at - 5},bounces@news.example.com,b${batch}.r${row}@gmail.com,2.0.0,smtp;250 OK,192.0.2.10,mta1,crash`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The product as `npm start` runs it, on this database. */
function startServer(location: string): Promise<ProductProcess> {
  const database = location.startsWith('postgres')
    ? { DATABASE_URL: location, DATABASE_POOL_SIZE: '2' }
    : { DATA_DIR: location };
  return startProduct({ env: { ...database, LOG_LEVEL: 'warn', SEED_DEMO: '0' } });
}

function post(port: number, batch: number): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/ingest/crash-events/powermta`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/csv' },
    body: batchCsv(batch),
  });
}

async function prepare(storage: Storage): Promise<void> {
  // applies nothing on the template's copy; kept so that any database would do
  await migrateToLatest(storage.db);
  await createTestDataset(storage.db, 'crash', 'crash-events');
  await storage.db
    .insertInto('dataset_keys')
    .values({
      description: '',
      id: 'crash-key',
      dataset_id: 'crash-events',
      prefix: 'crash',
      secret_hash: sha256(secret),
      created_by: 'test',
    })
    .execute();
}

describe.each(testDatabases)('an ingest server killed mid-batch on %s', (kind) => {
  it('keeps every acknowledged batch and stores the rest once when they are resent', async () => {
    let location: string;
    if (kind === 'pglite') {
      location = await freshMigratedPgliteDataDir();
      const storage = await openStorage({ kind, dataDir: location });
      await prepare(storage);
      await storage.close();
      cleanups.push(async () => fs.rmSync(location, { recursive: true, force: true }));
    } else {
      const storage = await openMigratedStorage(kind);
      await prepare(storage);
      location = storage.location;
      cleanups.push(() => storage.close());
    }

    const first = await startServer(location);
    const acknowledged: number[] = [];
    for (let batch = 0; batch < batches; batch += 1) {
      const answer = post(first.port, batch);
      if (batch === 12) {
        // Killed while this batch is being parsed, stored or committed.
        setTimeout(() => first.child.kill('SIGKILL'), 15);
        await answer.catch(() => undefined);
        break;
      }
      const response = await answer;
      expect(response.status).toBe(200);
      acknowledged.push(batch);
    }
    await first.stop('SIGKILL');

    const countOf = async (storage: Storage) => {
      const rows = await sql<{ job: string; n: number }>`
        select split_part(recipient, '.', 1) as job, count(*)::int as n from delivery_events
        group by 1 order by 1`.execute(storage.db);
      return new Map(rows.rows.map((row) => [row.job, row.n]));
    };
    const reopen = () =>
      kind === 'pglite'
        ? openStorage({ kind, dataDir: location })
        : openStorage({ kind, url: location, poolSize: 1 });
    const afterCrash = await reopen();
    const stored = await countOf(afterCrash);
    await afterCrash.close();
    for (const batch of acknowledged) expect(stored.get(`b${batch}`)).toBe(perBatch);

    const second = await startServer(location);
    for (let batch = 0; batch < batches; batch += 1) {
      const response = await post(second.port, batch);
      expect(response.status).toBe(200);
    }
    await second.stop();

    const final = await reopen();
    const totals = await countOf(final);
    const rollup = await final.db
      .selectFrom('delivery_rollup_daily')
      .select((eb) => eb.fn.sum<number>('delivered').as('delivered'))
      .executeTakeFirstOrThrow();
    await final.close();
    expect([...totals.values()].reduce((sum, n) => sum + n, 0)).toBe(batches * perBatch);
    expect(totals.size).toBe(batches);
    expect(Number(rollup.delivered)).toBe(batches * perBatch);
  }, 180_000);
});
