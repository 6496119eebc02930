// How a change of a metric reads: which ones are better when they fall, and the smallest change
// worth showing at the precision a tile prints.
import { metricDefinition, type MetricId } from '@console/contract';

/** Bounces, deferrals, complaints, traps, unsubscribes and delivery time: lower is better. */
const lowerIsBetter: ReadonlySet<MetricId> = new Set([
  'deferred',
  'deferred_rate',
  'bounced',
  'bounce_rate',
  'avg_del_time',
  'complaints',
  'complaint_rate',
  'unique_unsubs',
  'unique_unsub_rate',
  'traps',
  'trap_rate',
]);

export const isLowerBetter = (metric: MetricId): boolean => lowerIsBetter.has(metric);

/**
 * The change as a tile can show it: rates to the hundredth of a percent, times to the second,
 * counts to two decimals. A smaller difference is no change ("±0 %", never "-0 %").
 */
export function shownDelta(metric: MetricId, value: number, before: number): number {
  const style = metricDefinition(metric).style;
  const step = style === 'percent' ? 10_000 : style === 'time' ? 1 : 100;
  return Math.round((value - before) * step) / step || 0;
}
