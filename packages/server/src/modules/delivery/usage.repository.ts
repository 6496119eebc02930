// SQL of what accounts sent: submitted messages per account from the daily rollups, for the
// monthly volume limit at ingest and the admin's usage view. Rollups are keyed by dataset
// number, so the count reads delivery_datasets and datasets to reach the account (a join that
// only reads).
import type { Db } from '../../db/schema/index.ts';

/**
 * Submitted messages per account from `fromDay` to before `toDay` (days since the epoch; no end
 * when absent), of one account or of every account that sent any.
 */
export async function submittedPerAccount(
  db: Db,
  range: { fromDay: number; toDay?: number; account?: string },
): Promise<{ account_id: string; count: number }[]> {
  let query = db
    .selectFrom('delivery_rollup_daily')
    .innerJoin(
      'delivery_datasets',
      'delivery_datasets.dataset_no',
      'delivery_rollup_daily.dataset_no',
    )
    .innerJoin('datasets', 'datasets.id', 'delivery_datasets.dataset_id')
    .where('delivery_rollup_daily.day', '>=', range.fromDay)
    .select((eb) => [
      'datasets.account_id',
      eb.fn.sum<number | string>('delivery_rollup_daily.submitted').as('count'),
    ])
    .groupBy('datasets.account_id');
  if (range.toDay !== undefined) query = query.where('delivery_rollup_daily.day', '<', range.toDay);
  if (range.account !== undefined) query = query.where('datasets.account_id', '=', range.account);
  // sum() of integers is a bigint, which node-postgres answers as text
  const rows = await query.execute();
  return rows.map((row) => ({ account_id: row.account_id, count: Number(row.count) }));
}
