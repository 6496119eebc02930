// A filter of a report: a dimension, include (IN) or exclude (NOT_IN), and the values.
import { z } from 'zod';
import { maxItems, maxLength } from '../limits.ts';
import { DimensionId } from '../primitives.ts';

export const filterOperators = ['IN', 'NOT_IN'] as const;
export const FilterOperator = z.enum(filterOperators);
export type FilterOperator = z.infer<typeof FilterOperator>;

/** Values are trimmed and non-empty (section 5). */
export const FilterValue = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.id)
  .meta({ examples: ['gmail.com'] });

export const Filter = z.strictObject({
  field: DimensionId,
  op: FilterOperator,
  values: z.array(FilterValue).min(1).max(maxItems.filterValues),
});
export type Filter = z.infer<typeof Filter>;

export const Filters = z.array(Filter).max(maxItems.filters);
export type Filters = z.infer<typeof Filters>;
