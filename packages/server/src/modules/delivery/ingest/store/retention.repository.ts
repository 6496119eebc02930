// SQL of retention: the deletes of delivery's tables by age (a dataset's rows older than its
// cutoff, the ingest log older than an hour) and by dataset (the rows of deleted datasets).
// Dropping whole week partitions is partitions.repository.ts's; retention.ts decides what goes.
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema/index.ts';

/** Deletes the dataset's events before `before`; answers how many went. */
export async function deleteEventsBefore(db: Db, datasetNo: number, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('delivery_events')
    .where('dataset_no', '=', datasetNo)
    .where('ts', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the dataset's hourly and daily rollups before a day; answers how many rows went. */
export async function deleteRollupsBefore(db: Db, datasetNo: number, day: number): Promise<number> {
  let deleted = 0;
  for (const [table, column, bound] of [
    ['delivery_rollup_hourly', 'hour', day * 24],
    ['delivery_delays_hourly', 'hour', day * 24],
    ['delivery_rollup_daily', 'day', day],
    ['delivery_delays_daily', 'day', day],
  ] as const) {
    const removed = await sql`delete from ${sql.table(table)}
      where dataset_no = ${datasetNo} and ${sql.ref(column)} < ${bound}`.execute(db);
    deleted += Number(removed.numAffectedRows ?? 0);
  }
  return deleted;
}

/** Forgets the engagement states of messages last touched before `before`. */
export async function deleteEngagementBefore(
  db: Db,
  datasetNo: number,
  before: Date,
): Promise<void> {
  await db
    .deleteFrom('delivery_engagement')
    .where('dataset_no', '=', datasetNo)
    .where('last_at', '<', before)
    .execute();
}

export async function deleteIngestLogBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('delivery_ingest_log').where('created_at', '<', before).execute();
}

/** Dataset numbers that still have combinations but are not among `kept`. */
export async function datasetNumbersOutside(db: Db, kept: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('delivery_combos')
    .select('dataset_no')
    .distinct()
    .where('dataset_no', 'not in', kept.length > 0 ? kept : [-1])
    .execute();
  return rows.map((row) => row.dataset_no);
}

/** Deletes every row of a dataset number from delivery's tables; answers how many events went. */
export async function deleteRowsOfDataset(db: Db, datasetNo: number): Promise<number> {
  const events = await db
    .deleteFrom('delivery_events')
    .where('dataset_no', '=', datasetNo)
    .executeTakeFirst();
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
  return Number(events.numDeletedRows);
}
