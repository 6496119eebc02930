// Datasets (where delivery events land) and the dimensions reports group and filter by.
import { z } from 'zod';
import { maxItems } from '../limits.ts';
import { MetricId } from '../metrics.ts';
import {
  AccountId,
  Code,
  DatasetId,
  Description,
  DimensionId,
  Emails,
  Name,
} from '../primitives.ts';
import { platforms } from '../platforms.ts';
import { FilterValue } from './filters.ts';

/** The MTA or ESP that feeds a dataset: a push source or `other` (platforms.ts). */
export const Platform = z.enum(platforms);
export type Platform = z.infer<typeof Platform>;

export const Dataset = z.strictObject({
  id: DatasetId,
  /** the owning account */
  owner: AccountId,
  dimensions: z.array(DimensionId).max(maxItems.columns),
  dimensions_default: z.array(DimensionId).max(maxItems.columns),
  metrics: z.array(MetricId).max(maxItems.columns),
  viewers: Emails,
  platform: Platform,
  /** where the data is kept: a region or storage name chosen by the operator */
  location: Code,
});
export type Dataset = z.infer<typeof Dataset>;

/**
 * A dimension of the catalogue. `dimension` is the key reports use (domain, provider, ip, vmta,
 * job, sender, cat, dsn, esp, mx); `column` the normalised event field it reads; `position`
 * its place in pickers; `order` and `sort` how its values are listed in a filter.
 */
export const Dimension = z.strictObject({
  id: DimensionId,
  dimension: Code,
  position: z.number().int().min(0).max(10_000),
  description: Description,
  name: Name,
  caption: Name,
  column: Code,
  /** usable as a filter */
  filter: z.boolean(),
  /** fixed values offered in the filter (empty: values come from the data) */
  options: z.array(FilterValue).max(maxItems.list),
  order: z.enum(['ASC', 'DESC']),
  sort: z.enum(['value', 'volume']),
});
export type Dimension = z.infer<typeof Dimension>;
