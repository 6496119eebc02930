import { describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { insertRows, plannerView, useSendsTable } from '../testing/tableStatistics.ts';
import {
  maintainDatabase,
  serverMaintenanceRules,
  startDatabaseMaintenance,
} from './maintenance.ts';

describe.each(testDatabases)('database maintenance on %s', (kind) => {
  const sends = useSendsTable(kind);

  it('vacuums and analyzes every naptime in the background until stopped', async () => {
    const logger = { error: vi.fn() };
    const maintenance = startDatabaseMaintenance(
      sends.storage.db,
      { unlessAutovacuum: false },
      logger,
      20,
    );
    await insertRows(sends.storage, 1500);
    await vi.waitFor(
      async () => {
        const view = await plannerView(sends.storage);
        expect(view.rows).toBe(1500);
        expect(view.allVisiblePages).toBe(view.pages);
      },
      { timeout: 5000 },
    );
    await maintenance.stop();
    expect(maintenance.totals).toMatchObject({ vacuumed: 1, froze: 0, analyzed: 1 });

    await insertRows(sends.storage, 1500, 1501);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await plannerView(sends.storage)).rows).toBe(1500);
    expect(logger.error).not.toHaveBeenCalled();
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
