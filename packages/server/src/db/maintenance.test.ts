import { describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { insertRows, plannerView, useSendsTable } from '../testing/tableStatistics.ts';
import { startTableMaintenance } from './maintenance.ts';

describe.each(testDatabases)('table maintenance on %s', (kind) => {
  const sends = useSendsTable(kind);

  it('vacuums and analyzes every naptime in the background until stopped', async () => {
    const logger = { error: vi.fn() };
    const maintenance = startTableMaintenance(
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
});
