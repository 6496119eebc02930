// The metric catalogue as plain data, without zod: the ids, display styles and definitions the
// app's report reads at run time. metrics.ts builds the schemas on these lists and re-exports
// them, so a screen that only looks a metric up does not load the schema library.
import type { MetricDefinition, MetricId } from './metrics.ts';

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

export const metricStyles = ['decimal', 'percent', 'time'] as const;

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
