// A Delivery Analytics alert's metric over its window, per value of its dimension (or for the
// dataset as a whole), read through the report engine exactly as datasets/grouping and
// datasets/totals read it: the same cache, rollups and raw edges, the same metric values.
// Values are read by volume (the metric's denominator), so the groupingMaxRows values with the
// most mail are the ones judged.
import type { Filter } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { totalsReport } from '../reports/builders.ts';
import { groupingReport } from '../reports/grouping.ts';
import { withReportData } from '../reports/reportData.ts';
import type { Interval } from '../reports/segments.ts';
import type { DeliveryAlertRule } from './alertRule.ts';

export interface MeasuredValue {
  /** the dimension value; null for the dataset as a whole */
  key: string | null;
  label: string | null;
  /** the rate as a fraction (0.05 is 5 %) */
  value: number;
  /** the rate's denominator (sent or delivered) */
  volume: number;
}

export function measureRule(
  db: Kysely<Database>,
  datasetNo: number,
  rule: DeliveryAlertRule,
  interval: Interval,
): Promise<MeasuredValue[]> {
  const dimension = rule.dimension;
  const filters: Filter[] =
    dimension !== null && rule.values.length > 0
      ? [{ field: dimension, op: 'IN', values: [...rule.values] }]
      : [];
  return withReportData(db, datasetNo, [interval], filters, {}, (data) => {
    if (dimension === null) {
      const { totals } = totalsReport(data);
      return [
        { key: null, label: null, value: totals[rule.metric], volume: totals[rule.denominator] },
      ];
    }
    const report = groupingReport(data, {
      groupBy: dimension,
      order: rule.denominator,
      direction: 'DESC',
    });
    return report.rows.map((row) => ({
      key: row.key,
      label: row.label,
      value: row.values[rule.metric],
      volume: row.values[rule.denominator],
    }));
  });
}
