// Column configuration of the data table (section 3), shared by app screens and saved layouts.
import { z } from 'zod';
import { Code, Name } from '../primitives.ts';

export const TableColumnConfig = z.strictObject({
  /** the row field shown */
  name: Code,
  /** header group the column sits under */
  group: Name.nullable(),
  /** px; null lets the table size it */
  width: z.number().int().min(0).max(4000).nullable(),
  /** takes the remaining width */
  fill: z.boolean(),
  align: z.enum(['left', 'center', 'right']),
  hidden: z.boolean(),
  /** lower numbers stay visible longer when space runs out */
  priority: z.number().int().min(0).max(1000),
  order: z.number().int().min(0).max(1000),
  /** show the full value on hover */
  hover: z.boolean(),
  /** name of a custom cell renderer */
  slot: Code.nullable(),
  /** render the value as a pill */
  pill: z.boolean(),
  /** show a total in the footer row */
  footer: z.boolean(),
});
export type TableColumnConfig = z.infer<typeof TableColumnConfig>;
