// Answers of the Delivery Analytics reports (member/datasets/*). Designed here: the spec shows no
// output. Counts are message counts in the range after filters; shares are fractions (0..1) of
// the report's total; durations are seconds.
import { z } from 'zod';
import { MetricValues } from '../metrics.ts';
import { IsoDateTime } from '../primitives.ts';

/** PowerMTA bounce categories (bounceCat); other platforms' classes are mapped onto them. */
export const bounceCategories = [
  'bad-configuration',
  'bad-connection',
  'bad-domain',
  'bad-mailbox',
  'content-related',
  'inactive-mailbox',
  'invalid-sender',
  'message-expired',
  'no-answer-from-host',
  'other',
  'policy-related',
  'protocol-errors',
  'quota-issues',
  'relaying-issues',
  'routing-errors',
  'spam-related',
  'virus-related',
] as const;
export const BounceCategory = z.enum(bounceCategories);
export type BounceCategory = z.infer<typeof BounceCategory>;

/** Categories that mean the address will never accept mail: hard bounces. */
export const hardBounceCategories = [
  'bad-mailbox',
  'inactive-mailbox',
  'bad-domain',
] as const satisfies readonly BounceCategory[];

export function bounceKind(category: BounceCategory): 'hard' | 'soft' {
  return (hardBounceCategories as readonly BounceCategory[]).includes(category) ? 'hard' : 'soft';
}

/** datasets/totals: one value per metric of the catalogue. */
export const TotalsReport = z.strictObject({ totals: MetricValues });
export type TotalsReport = z.infer<typeof TotalsReport>;

/**
 * datasets/timeseries: hourly buckets for ranges up to 72 hours, daily beyond (see
 * `timeseriesBucket`). Day buckets start at midnight in the user's time zone. Every bucket of
 * the range is present, empty ones with zeros, so charts need no gap filling.
 */
export const TimeseriesReport = z.strictObject({
  bucket: z.enum(['hour', 'day']),
  timezone: z.string(),
  points: z.array(z.strictObject({ start: IsoDateTime, values: MetricValues })),
});
export type TimeseriesReport = z.infer<typeof TimeseriesReport>;

/**
 * datasets/categories: bounces and deferrals per category (PowerMTA also categorises
 * deferrals), with the hard/soft kind. Shares are of all bounces and of all deferrals.
 */
export const CategoriesReport = z.strictObject({
  bounced: z.number().int().min(0),
  deferred: z.number().int().min(0),
  rows: z.array(
    z.strictObject({
      category: BounceCategory,
      kind: z.enum(['hard', 'soft']),
      bounced: z.number().int().min(0),
      bounced_share: z.number().min(0).max(1),
      deferred: z.number().int().min(0),
      deferred_share: z.number().min(0).max(1),
    }),
  ),
});
export type CategoriesReport = z.infer<typeof CategoriesReport>;

/** Most frequent diagnostic templates returned by datasets/bounces and datasets/deferrals. */
export const topDiagnosticsLimit = 100;
/** Providers listed per diagnostic template. */
export const topProvidersPerDiagnostic = 5;

/**
 * datasets/bounces and datasets/deferrals: diagnostics normalised into templates (addresses,
 * ids, IPs and numbers replaced by placeholders) so that "550 5.1.1 <ana@x> unknown" and
 * "550 5.1.1 <bo@y> unknown" count together. `example` is one real diagnostic.
 */
export const DiagnosticsReport = z.strictObject({
  total: z.number().int().min(0),
  rows: z.array(
    z.strictObject({
      template: z.string(),
      count: z.number().int().min(0),
      share: z.number().min(0).max(1),
      category: BounceCategory,
      /** enhanced status code (e.g. 5.1.1) when the diagnostic has one */
      dsn_status: z.string().nullable(),
      example: z.string(),
      providers: z.array(z.strictObject({ provider: z.string(), count: z.number().int().min(0) })),
    }),
  ),
});
export type DiagnosticsReport = z.infer<typeof DiagnosticsReport>;

/** Upper bounds (seconds) of the delivery-time histogram; the last bucket is open-ended. */
export const delayBucketBoundsSeconds = [
  10, 60, 300, 900, 1800, 3600, 7200, 14_400, 43_200, 86_400, 172_800,
] as const;

/** datasets/delays: delivery time of delivered messages. */
export const DelaysReport = z.strictObject({
  delivered: z.number().int().min(0),
  average_seconds: z.number().min(0),
  median_seconds: z.number().min(0),
  p95_seconds: z.number().min(0),
  buckets: z.array(
    z.strictObject({
      from_seconds: z.number().min(0),
      /** null for the last, open-ended bucket */
      to_seconds: z.number().min(0).nullable(),
      count: z.number().int().min(0),
      share: z.number().min(0).max(1),
    }),
  ),
});
export type DelaysReport = z.infer<typeof DelaysReport>;

/** Rows returned by datasets/grouping at most; `truncated` says when more exist. */
export const groupingMaxRows = 1000;

/** datasets/grouping: one row per value of the dimension, plus the totals row. */
export const GroupingReport = z.strictObject({
  group_by: z.string(),
  rows: z.array(
    z.strictObject({
      key: z.string(),
      /** display name when it differs from the key (e.g. provider names) */
      label: z.string().nullable(),
      values: MetricValues,
    }),
  ),
  totals: MetricValues,
  truncated: z.boolean(),
});
export type GroupingReport = z.infer<typeof GroupingReport>;

/** Normalised event types across MTAs and ESPs (domain/delivery-data.md). */
export const eventTypes = [
  'received',
  'delivered',
  'bounced',
  'deferred',
  'expired',
  'rejected',
  'complained',
  'opened',
  'clicked',
  'unsubscribed',
] as const;
export const EventType = z.enum(eventTypes);

/** Events returned by datasets/search at most. */
export const searchMaxEvents = 1000;

/**
 * One normalised delivery event. Fields come from ingested data, so they are plain strings
 * (a recipient may be malformed in the source) and null when the source lacks them.
 */
export const DeliveryEvent = z.strictObject({
  event: EventType,
  timestamp: IsoDateTime,
  message_id: z.string().nullable(),
  recipient: z.string(),
  sender: z.string().nullable(),
  sending_ip: z.string().nullable(),
  vmta: z.string().nullable(),
  pool: z.string().nullable(),
  mx: z.string().nullable(),
  provider: z.string().nullable(),
  dsn_status: z.string().nullable(),
  diagnostic: z.string().nullable(),
  bounce_category: BounceCategory.nullable(),
  /** seconds from queueing to this event, for delivered and bounced events */
  delivery_seconds: z.number().min(0).nullable(),
  campaign: z.string().nullable(),
  /** the source platform of the event */
  platform: z.string(),
  /**
   * An open or click made by a machine (privacy proxy, security scanner, ESP flag or within
   * seconds of delivery), not by the recipient; false for every other event.
   */
  machine: z.boolean(),
});
export type DeliveryEvent = z.infer<typeof DeliveryEvent>;

/** datasets/search: the matching messages' events, oldest first. */
export const SearchReport = z.strictObject({
  events: z.array(DeliveryEvent),
  truncated: z.boolean(),
});
export type SearchReport = z.infer<typeof SearchReport>;
