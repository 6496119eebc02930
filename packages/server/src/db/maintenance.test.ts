import { describe, expect, it } from 'vitest';
import type { Services } from '../http/context.ts';
import { createLogger } from '../http/logging.ts';
import { testDatabases } from '../testing/databases.ts';
import { insertRows, plannerView, useSendsTable } from '../testing/tableStatistics.ts';
import { dbJobs } from './db.jobs.ts';
import { maintainDatabase, serverMaintenanceRules } from './maintenance.ts';

describe.each(testDatabases)('database maintenance on %s', (kind) => {
  const sends = useSendsTable(kind);

  it('vacuums and analyzes what is due when its job runs (every minute)', async () => {
    const maintenance = dbJobs.find((job) => job.name === 'db.maintenance');
    expect(maintenance?.cron).toBe('* * * * *');
    const services = {
      db: sends.storage.db,
      // as on PGlite, or a PostgreSQL server whose autovacuum is off
      storageKind: 'pglite',
      logger: createLogger('silent'),
    } as unknown as Services;
    await insertRows(sends.storage, 1500);
    await maintenance?.run({}, services);
    const view = await plannerView(sends.storage);
    expect(view.rows).toBe(1500);
    expect(view.allVisiblePages).toBe(view.pages);
  });

  it('checkpoints in a run when one is due, after the tables', async () => {
    const rules = await serverMaintenanceRules(sends.storage.db);
    const scope = { unlessAutovacuum: false };
    await insertRows(sends.storage, 1500);
    const first = await maintainDatabase(sends.storage.db, scope, rules);
    expect(first).toMatchObject({ vacuumed: 1, analyzed: 1, checkpoints: 0 });

    // due as soon as any WAL follows the redo point
    const due = { ...rules, checkpoint: { walBytes: 1, timeoutSeconds: 0, segmentBytes: 1 } };
    const second = await maintainDatabase(sends.storage.db, scope, due);
    expect(second).toMatchObject({ vacuumed: 0, analyzed: 0, checkpoints: 1 });
    expect(second.longestMs).toBe(second.checkpointMs);
  });
});
