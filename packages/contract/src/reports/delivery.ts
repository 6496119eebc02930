// Answers of the Delivery Analytics reports (member/datasets/*). Designed here: the spec shows no
// output. Counts are message counts in the range after filters; shares are fractions (0..1) of
// the report's total; durations are seconds. The plain lists and limits (bounce categories,
// event types, histogram bounds, row limits) are in deliveryCatalogue.ts, free of zod, so the
// app's screens can use them without the schema library.
import { z } from 'zod';
import { MetricValues } from '../metrics.ts';
import { IsoDateTime } from '../primitives.ts';
import { bounceCategories, eventTypes } from './deliveryCatalogue.ts';

export {
  bounceCategories,
  bounceKind,
  delayBucketBoundsSeconds,
  eventTypes,
  groupingMaxRows,
  hardBounceCategories,
  searchMaxEvents,
  topDiagnosticsLimit,
  topProvidersPerDiagnostic,
} from './deliveryCatalogue.ts';

/** PowerMTA bounce categories (bounceCat); other platforms' classes are mapped onto them. */
export const BounceCategory = z.enum(bounceCategories);
export type BounceCategory = z.infer<typeof BounceCategory>;

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
export const EventType = z.enum(eventTypes);

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
