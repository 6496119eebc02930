// Retention on both databases: a dataset keeping 10 days loses its older events, rollups and
// partitions, another keeping 30 days keeps its own, and reports read the same afterwards.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { updateIngestSettings } from '../../datasets.repository.ts';
import { createTestDataset, testEvent } from '../../../../testing/delivery/helpers.ts';
import { storeEvents } from './eventStore.ts';
import { existingPartitions, partitionName, partitionStart } from './partitions.ts';
import { applyRetention } from './retention.ts';

const dayMs = 86_400_000;
const now = Date.UTC(2025, 2, 1, 12);
const today = Math.floor(now / dayMs);

describe.each(testDatabases)('retention on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  it('drops what is older than each dataset keeps', async () => {
    await createTestDataset(db(), 'acme', 'short');
    await createTestDataset(db(), 'acme', 'long');
    await updateIngestSettings(db(), 'short', { retention_days: 10 });
    await updateIngestSettings(db(), 'long', { retention_days: 30 });
    for (const dataset of ['short', 'long']) {
      await storeEvents(
        db(),
        dataset,
        [40, 20, 5].map((daysAgo) =>
          testEvent({
            type: 'delivered',
            timestamp: now - daysAgo * dayMs,
            messageId: `${dataset}-${daysAgo}`,
          }),
        ),
      );
    }
    const result = await applyRetention(db(), now);
    // Weeks of the events 40, 20 and 5 days ago; only the first ends before both cutoffs.
    expect(result).toEqual({ droppedPartitions: 1, deletedEvents: 1 });
    expect(await existingPartitions(db())).toEqual([
      partitionStart(today - 20),
      partitionStart(today - 5),
    ]);
    const left = await sql<{ dataset_id: string; days: number[] }>`
      select d.dataset_id, array_agg(r.day order by r.day) as days
      from delivery_rollup_daily r join delivery_datasets d using (dataset_no)
      group by d.dataset_id order by d.dataset_id`.execute(db());
    expect(left.rows).toEqual([
      { dataset_id: 'long', days: [today - 20, today - 5] },
      { dataset_id: 'short', days: [today - 5] },
    ]);
    const events = await sql<{ n: number }>`select count(*)::int as n from delivery_events`.execute(
      db(),
    );
    expect(events.rows[0]?.n).toBe(3);
  });

  it('stores into a week whose partition another process dropped meanwhile', async () => {
    const at = now - 20 * dayMs;
    await storeEvents(db(), 'long', [
      testEvent({ type: 'delivered', timestamp: at, messageId: 'x1' }),
    ]);
    // As retention in another process would: this process still believes the week exists.
    await sql`drop table ${sql.id(partitionName(partitionStart(today - 20)))}`.execute(db());
    const stored = await storeEvents(db(), 'long', [
      testEvent({ type: 'delivered', timestamp: at, messageId: 'x2' }),
    ]);
    expect(stored).toEqual({ stored: 1, duplicates: 0 });
  });

  it('removes the rows of a deleted dataset', async () => {
    await db().deleteFrom('datasets').where('id', '=', 'short').execute();
    expect(await applyRetention(db(), now)).toEqual({ droppedPartitions: 0, deletedEvents: 1 });
    const left = await sql<{ n: number }>`
      select (select count(*) from delivery_events)::int + (select count(*) from delivery_combos)::int
        + (select count(*) from delivery_rollup_hourly)::int as n`.execute(db());
    // The long dataset's event of 5 days ago and the one stored 20 days ago after the drop, their
    // combination, and their two hourly rows.
    expect(left.rows[0]?.n).toBe(5);
  });
});
