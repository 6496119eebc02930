// Answers for the home's stories and tests: the demo newsletter sender (PowerMTA, about 180,000
// messages a day, a bad Thursday for bounces and deferrals) and its transactional stream on
// SendGrid; the same calls answered with zeros for a dataset that has received nothing yet.
import {
  metricIds,
  type Dataset,
  type MetricValues,
  type ReportRange,
  type TimeseriesReport,
  type TotalsReport,
} from '@console/contract';

export { storyNow } from '../search/searchStoryData.ts';

export const datasets: Dataset[] = [
  {
    id: 'demo-newsletters',
    owner: 'demo',
    dimensions: ['domain', 'provider', 'ip', 'vmta', 'job', 'sender'],
    dimensions_default: ['domain', 'provider'],
    metrics: ['sent', 'delivered', 'bounce_rate', 'deferred_rate', 'complaint_rate'],
    viewers: [],
    platform: 'powermta',
    location: 'eu-central',
  },
  {
    id: 'demo-transactional',
    owner: 'demo',
    dimensions: ['domain', 'provider', 'ip'],
    dimensions_default: ['provider'],
    metrics: ['sent', 'delivered', 'bounce_rate'],
    viewers: ['claire.martin@example.com', 'ops@example.com'],
    platform: 'sendgrid',
    location: 'eu-central',
  },
];

/** Every metric at zero, with the given counts and their rates (over sent or delivered). */
export function metricValues(counts: Partial<MetricValues> = {}): MetricValues {
  const values = Object.fromEntries(metricIds.map((id) => [id, 0])) as MetricValues;
  Object.assign(values, counts);
  const over = (count: number, total: number) => (total > 0 ? count / total : 0);
  values.bounce_rate = over(values.bounced, values.sent);
  values.deferred_rate = over(values.deferred, values.sent);
  values.complaint_rate = over(values.complaints, values.delivered);
  values.unique_open_rate = over(values.unique_opens, values.delivered);
  return values;
}

export const yesterdayTotals: TotalsReport = {
  totals: metricValues({
    submitted: 186_400,
    sent: 184_220,
    delivered: 182_011,
    bounced: 2_209,
    deferred: 6_931,
    complaints: 38,
    unique_opens: 41_876,
  }),
};
export const dayBeforeTotals: TotalsReport = {
  totals: metricValues({
    submitted: 173_050,
    sent: 171_905,
    delivered: 170_310,
    bounced: 1_595,
    deferred: 4_102,
    complaints: 21,
    unique_opens: 40_112,
  }),
};
export const zeroTotals: TotalsReport = { totals: metricValues() };

const hourMs = 3_600_000;

function points(start: string, count: number, stepMs: number, active: boolean) {
  const first = Date.parse(start);
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(first + index * stepMs).toISOString(),
    values: active
      ? metricValues({ sent: 6_000 + ((index * 977) % 2_500), delivered: 5_900, deferred: 140 })
      : metricValues(),
  }));
}

/** Daily from 21 October (Paris midnight) to today, or hourly over the last 24 hours. */
export function activity(range: ReportRange, active = true): TimeseriesReport {
  return range.preset === 'last24hours'
    ? { bucket: 'hour', timezone: 'Europe/Paris', points: points(range.start, 24, hourMs, active) }
    : {
        bucket: 'day',
        timezone: 'Europe/Paris',
        points: points('2026-10-20T22:00:00.000Z', 31, 24 * hourMs, active),
      };
}
