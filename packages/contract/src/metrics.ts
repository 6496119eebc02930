// The metric catalogue of section 3: every metric a delivery report can show, its display style
// and how it is computed (definitions from domain/delivery-data.md). Rates are fractions of
// their denominator (0.05 is shown as 5 %); a rate whose denominator is 0 is reported as 0.
// The schemas are here; the lists and definitions themselves are in metricCatalogue.ts, free of
// zod, so the app's report can read them without the schema library.
import { z } from 'zod';
import { metricIds, metricStyles } from './metricCatalogue.ts';

export { metricCatalogue, metricDefinition, metricIds, metricStyles } from './metricCatalogue.ts';

export const MetricId = z.enum(metricIds);
export type MetricId = z.infer<typeof MetricId>;

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

/** A value for every metric of the catalogue (the record is exhaustive: all 22 keys required). */
export const MetricValues = z.record(MetricId, z.number());
export type MetricValues = z.infer<typeof MetricValues>;
