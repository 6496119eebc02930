// Counters to the metric catalogue (contract metrics.ts, definitions of the domain doc): counts
// as summed, rates as numerator over sent or delivered (0 when that is 0), avg_del_time in
// seconds over delivered messages with a known delivery time.
import { metricCatalogue, type MetricValues } from '@console/contract';
import { counterIndex } from '../eventCodes.ts';

const countOf: Readonly<Record<string, number>> = {
  submitted: counterIndex.submitted,
  sent: counterIndex.sent,
  deferred: counterIndex.deferred,
  delivered: counterIndex.delivered,
  bounced: counterIndex.bounced,
  opens: counterIndex.opens,
  unique_opens: counterIndex.unique_opens,
  unique_opens_ex_nhi: counterIndex.unique_opens_ex_nhi,
  complaints: counterIndex.complaints,
  unique_clicks: counterIndex.unique_clicks,
  unique_unsubs: counterIndex.unique_unsubs,
  traps: counterIndex.traps,
};

/** Metric values of the counters at `offset` in `counters`. */
export function metricValues(counters: Float64Array, offset = 0): MetricValues {
  const count = (id: string) => counters[offset + (countOf[id] as number)] as number;
  const values: Partial<MetricValues> = {};
  for (const metric of metricCatalogue) {
    if (metric.kind === 'count') values[metric.id] = count(metric.id);
    else if (metric.kind === 'rate') {
      const denominator = count(metric.denominator as string);
      values[metric.id] = denominator === 0 ? 0 : count(metric.numerator as string) / denominator;
    } else {
      const delivered = counters[offset + counterIndex.delay_count] as number;
      const sumMs = counters[offset + counterIndex.delay_sum_ms] as number;
      values[metric.id] = delivered === 0 ? 0 : sumMs / 1000 / delivered;
    }
  }
  return values as MetricValues;
}
