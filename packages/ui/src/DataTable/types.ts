// The table's column configuration (spec section 3: name, group, width, fill, align, hidden,
// priority, order, hover, slot, pill, footer) plus the few display fields a column needs.
import type { Key, ReactNode } from 'react';
import type { MetricStyle } from '../MetricTile/formatMetric.ts';

export type DataRow = Record<string, unknown>;

/** How a footer cell totals its column; the `totals` prop of the table overrides it. */
export type FooterAggregate = 'sum' | 'avg' | 'min' | 'max' | 'count';

export interface ColumnConfig {
  /** The row field the column shows and sorts by; also the column's key. */
  name: string;
  /** Header text; defaults to `name`. */
  label?: string;
  /** Columns sharing a group get one header cell above them (a grouped header row). */
  group?: string;
  /** Width in px (default 120), widened when the header label needs more; with `fill` the minimum. */
  width?: number;
  /** Takes a share of the width left over once every column has its width. */
  fill?: boolean;
  /**
   * With `fill`: the narrowest it gets (its text and label then end in an ellipsis) when the
   * columns without priority would not fit otherwise, so that none of them is pushed behind
   * horizontal scrolling. Default: `width`, it never narrows.
   */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** Never shown (a user's preference). */
  hidden?: boolean;
  /**
   * When the table is too narrow, columns are dropped by priority: the largest number goes
   * first. A column without priority is never dropped (the `fill` columns narrow to their
   * `minWidth` for it).
   */
  priority?: number;
  /** Display position; columns without order keep their place after those with one. */
  order?: number;
  /** The cell content is shown only while its row is hovered, focused or selected (row actions). */
  hover?: boolean;
  /** Name of a renderer in the table's `slots` prop that draws this column's cells. */
  slot?: string;
  /** The value is shown as a pill (status words, tags). */
  pill?: boolean;
  /** Footer total of the column. */
  footer?: FooterAggregate;
  /** Metric style of numeric values, formatted by the table's `numberFormat`. */
  format?: MetricStyle;
  /** Default true. */
  isSortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

/** react-aria's SortDescriptor vocabulary; spec's ASC and DESC. */
export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

export type SelectionMode = 'none' | 'single' | 'multiple';

export type CellSlot<Row extends DataRow> = (row: Row, column: ColumnConfig) => ReactNode;

export type RowKey = Key;
