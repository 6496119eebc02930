// Totals, timeseries, delays and categories from the report data (the cache's blocks for the
// range and the filter mask). Groupings and diagnostics have their own files.
import {
  bounceCategories,
  bounceKind,
  delayBucketBoundsSeconds,
  type BounceCategory,
  type CategoriesReport,
  type DelaysReport,
  type TimeseriesReport,
  type TotalsReport,
} from '@console/contract';
import { counterCount, counterIndex } from '../eventCodes.ts';
import {
  bucketCeilingSeconds,
  bucketFloorSeconds,
  histogramQuantile,
  histogramSize,
} from '../delayHistogram.ts';
import { metricValues } from './metricValues.ts';
import type { ReportData } from './reportData.ts';
import { countersByBucket } from './scan.ts';
import type { Bucket } from './timeBuckets.ts';

export function totalsReport(data: ReportData): TotalsReport {
  return { totals: metricValues(data.sum(null, 1)) };
}

export function timeseriesPoints(
  data: ReportData,
  buckets: readonly Bucket[],
): TimeseriesReport['points'] {
  const counters = countersByBucket(data.parts, data.mask, buckets.length);
  return buckets.map((bucket, index) => ({
    start: new Date(bucket.label).toISOString(),
    values: metricValues(counters, index * counterCount),
  }));
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(1, part / whole));

export function delaysReport(data: ReportData): DelaysReport {
  const histogram = data.histogram();
  const totals = data.sum(null, 1);
  const delivered = totals[counterIndex.delay_count] as number;
  const sumMs = totals[counterIndex.delay_sum_ms] as number;
  const bounds = [0, ...delayBucketBoundsSeconds];
  const buckets = bounds.map((from, index) => {
    const to = delayBucketBoundsSeconds[index] ?? null;
    let count = 0;
    for (let bucket = 0; bucket < histogramSize; bucket += 1) {
      const floor = bucketFloorSeconds(bucket);
      const ceiling = bucketCeilingSeconds(bucket) ?? Infinity;
      if (floor >= from && ceiling <= (to ?? Infinity)) count += histogram[bucket] as number;
    }
    return { from_seconds: from, to_seconds: to, count, share: share(count, delivered) };
  });
  return {
    delivered,
    average_seconds: delivered === 0 ? 0 : sumMs / 1000 / delivered,
    median_seconds: histogramQuantile(histogram, 0.5),
    p95_seconds: histogramQuantile(histogram, 0.95),
    buckets,
  };
}

const categoryIndex = new Map<string, number>(bounceCategories.map((name, index) => [name, index]));

export function categoriesReport(data: ReportData): CategoriesReport {
  const { combos } = data;
  const other = categoryIndex.get('other') as number;
  const dictionary = combos.dictionaries.bounce_category.values;
  const groupOf = combos.codes.bounce_category.map((code) =>
    code === 0 ? other : (categoryIndex.get(dictionary[code] ?? '') ?? other),
  );
  const byCategory = data.sum(groupOf, bounceCategories.length);
  const totals = data.sum(null, 1);
  const bounced = totals[counterIndex.bounced] as number;
  const deferred = totals[counterIndex.deferred] as number;
  const rows = bounceCategories
    .map((category, index) => {
      const categoryBounced = byCategory[index * counterCount + counterIndex.bounced] as number;
      const categoryDeferred = byCategory[index * counterCount + counterIndex.deferred] as number;
      return {
        category: category as BounceCategory,
        kind: bounceKind(category),
        bounced: categoryBounced,
        bounced_share: share(categoryBounced, bounced),
        deferred: categoryDeferred,
        deferred_share: share(categoryDeferred, deferred),
      };
    })
    .filter((row) => row.bounced > 0 || row.deferred > 0)
    .sort(
      (a, b) =>
        b.bounced - a.bounced || b.deferred - a.deferred || a.category.localeCompare(b.category),
    );
  return { bounced, deferred, rows };
}
