// The metric catalogue of section 3: every metric a delivery report can show, its display style
// and how it is computed (definitions from domain/delivery-data.md). Rates are fractions of
// their denominator (0.05 is shown as 5 %); a rate whose denominator is 0 is reported as 0.
import { z } from 'zod';

export const metricIds = [
  'submitted',
  'sent',
  'deferred',
  'deferred_rate',
  'delivered',
  'bounced',
  'bounce_rate',
  'avg_del_time',
  'opens',
  'open_rate',
  'unique_opens',
  'unique_open_rate',
  'unique_opens_ex_nhi',
  'unique_open_rate_ex_nhi',
  'complaints',
  'complaint_rate',
  'unique_clicks',
  'unique_click_rate',
  'unique_unsubs',
  'unique_unsub_rate',
  'traps',
  'trap_rate',
] as const;
export const MetricId = z.enum(metricIds);
export type MetricId = z.infer<typeof MetricId>;

export const metricStyles = ['decimal', 'percent', 'time'] as const;
export const MetricStyle = z.enum(metricStyles);
export type MetricStyle = z.infer<typeof MetricStyle>;

/** Counts are summed; rates divide two counts; avg_del_time averages seconds. */
export const MetricKind = z.enum(['count', 'rate', 'average']);

export const MetricDefinition = z.strictObject({
  id: MetricId,
  style: MetricStyle,
  kind: MetricKind,
  /** for rates: the count divided */
  numerator: MetricId.nullable(),
  /** for rates: the count divided by (sent or delivered) */
  denominator: z.enum(['sent', 'delivered']).nullable(),
  /** for time metrics: the unit of the value */
  unit: z.enum(['seconds']).nullable(),
  definition: z.string(),
});
export type MetricDefinition = z.infer<typeof MetricDefinition>;

function count(id: MetricId, definition: string): MetricDefinition {
  return {
    id,
    style: 'decimal',
    kind: 'count',
    numerator: null,
    denominator: null,
    unit: null,
    definition,
  };
}
function rate(
  id: MetricId,
  numerator: MetricId,
  denominator: 'sent' | 'delivered',
): MetricDefinition {
  return {
    id,
    style: 'percent',
    kind: 'rate',
    numerator,
    denominator,
    unit: null,
    definition: `${numerator} / ${denominator}`,
  };
}

export const metricCatalogue: readonly MetricDefinition[] = [
  count('submitted', 'messages handed to the MTA (reception, injection, send)'),
  count('sent', 'delivery outcomes reached: delivered + bounced (first final attempt)'),
  count('deferred', 'temporary failures, each deferral event'),
  rate('deferred_rate', 'deferred', 'sent'),
  count('delivered', 'accepted by the receiving server'),
  count('bounced', 'permanent failures'),
  rate('bounce_rate', 'bounced', 'sent'),
  {
    id: 'avg_del_time',
    style: 'time',
    kind: 'average',
    numerator: null,
    denominator: null,
    unit: 'seconds',
    definition: 'mean seconds from queueing to delivery, delivered messages only',
  },
  count('opens', 'open events'),
  rate('open_rate', 'opens', 'delivered'),
  count('unique_opens', 'opened messages, one per message'),
  rate('unique_open_rate', 'unique_opens', 'delivered'),
  count(
    'unique_opens_ex_nhi',
    'unique opens excluding non-human interaction (privacy-proxy prefetch, security scanners, opens within seconds of delivery)',
  ),
  rate('unique_open_rate_ex_nhi', 'unique_opens_ex_nhi', 'delivered'),
  count(
    'complaints',
    'feedback-loop reports (ARF, PowerMTA f, KumoMTA Feedback, ESP spam reports)',
  ),
  rate('complaint_rate', 'complaints', 'delivered'),
  count('unique_clicks', 'clicked messages, one per message'),
  rate('unique_click_rate', 'unique_clicks', 'delivered'),
  count('unique_unsubs', 'unsubscribed messages, one per message'),
  rate('unique_unsub_rate', 'unique_unsubs', 'delivered'),
  count('traps', 'spam-trap hits reported by a trap feed'),
  rate('trap_rate', 'traps', 'sent'),
];

const byId = new Map(metricCatalogue.map((metric) => [metric.id, metric]));

export function metricDefinition(id: MetricId): MetricDefinition {
  const metric = byId.get(id);
  if (!metric) throw new Error(`Unknown metric ${id}`);
  return metric;
}

/** A value for every metric of the catalogue (the record is exhaustive: all 22 keys required). */
export const MetricValues = z.record(MetricId, z.number());
export type MetricValues = z.infer<typeof MetricValues>;
