// Retention: each dataset keeps its raw events and rollups for `retention_days` (default 90,
// the calendar's window), counted in whole UTC days. Week partitions older than every
// dataset's cutoff are dropped whole; younger rows of datasets with a shorter retention are
// deleted. A dataset that lost rows bumps its generation, so report caches start afresh. The
// rows of deleted datasets go too.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { allDeliveryDatasets, bumpGeneration } from '../datasets.repository.ts';
import { dayMs, dropPartitionsBefore, existingPartitions } from './partitions.ts';

const hourMs = 3_600_000;

export interface RetentionResult {
  droppedPartitions: number;
  deletedEvents: number;
}

export async function applyRetention(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<RetentionResult> {
  const datasets = await allDeliveryDatasets(db);
  const result: RetentionResult = { droppedPartitions: 0, deletedEvents: 0 };
  if (datasets.length === 0) return result;
  const today = Math.floor(now / dayMs);
  const cutoffs = datasets.map((dataset) => ({ dataset, day: today - dataset.retention_days }));
  const oldestKept = Math.min(...cutoffs.map((cutoff) => cutoff.day));
  const firstPartition = (await existingPartitions(db))[0];
  result.droppedPartitions = await dropPartitionsBefore(db, oldestKept);
  for (const { dataset, day } of cutoffs) {
    const before = new Date(day * dayMs);
    const events = await db
      .deleteFrom('delivery_events')
      .where('dataset_no', '=', dataset.dataset_no)
      .where('ts', '<', before)
      .executeTakeFirst();
    const deleted = Number(events.numDeletedRows);
    result.deletedEvents += deleted;
    let rollups = 0;
    for (const [table, column, bound] of [
      ['delivery_rollup_hourly', 'hour', day * 24],
      ['delivery_delays_hourly', 'hour', day * 24],
      ['delivery_rollup_daily', 'day', day],
      ['delivery_delays_daily', 'day', day],
    ] as const) {
      const removed = await sql`delete from ${sql.table(table)}
        where dataset_no = ${dataset.dataset_no} and ${sql.ref(column)} < ${bound}`.execute(db);
      rollups += Number(removed.numAffectedRows ?? 0);
    }
    await db
      .deleteFrom('delivery_engagement')
      .where('dataset_no', '=', dataset.dataset_no)
      .where('last_at', '<', before)
      .execute();
    const hadOldPartitions = firstPartition !== undefined && firstPartition < day;
    if (deleted > 0 || rollups > 0 || hadOldPartitions)
      await bumpGeneration(db, dataset.dataset_no);
  }
  // The log only serves caches a few requests behind; a cache behind its start reloads.
  await db
    .deleteFrom('delivery_ingest_log')
    .where('created_at', '<', new Date(now - hourMs))
    .execute();
  result.deletedEvents += await removeDeletedDatasets(
    db,
    datasets.map((dataset) => dataset.dataset_no),
  );
  return result;
}

/** Rows of datasets deleted since (their delivery_datasets row went with the dataset). */
async function removeDeletedDatasets(
  db: Kysely<Database>,
  kept: readonly number[],
): Promise<number> {
  const orphans = await db
    .selectFrom('delivery_combos')
    .select('dataset_no')
    .distinct()
    .where('dataset_no', 'not in', kept.length > 0 ? kept : [-1])
    .execute();
  let deleted = 0;
  for (const { dataset_no: datasetNo } of orphans) {
    const events = await db
      .deleteFrom('delivery_events')
      .where('dataset_no', '=', datasetNo)
      .executeTakeFirst();
    deleted += Number(events.numDeletedRows);
    for (const table of [
      'delivery_rollup_hourly',
      'delivery_rollup_daily',
      'delivery_delays_hourly',
      'delivery_delays_daily',
      'delivery_engagement',
      'delivery_ingest_log',
      'delivery_combos',
    ] as const) {
      await db.deleteFrom(table).where('dataset_no', '=', datasetNo).execute();
    }
  }
  return deleted;
}
