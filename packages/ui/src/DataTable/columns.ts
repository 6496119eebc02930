// Which columns show and how wide (spec section 3 column config): order, hidden, priority on
// narrow widths, grouped headers and the CSS grid template. Pure, so it is tested without a DOM.
import type { ColumnConfig } from './types.ts';

export const DEFAULT_COLUMN_WIDTH = 120;

export const columnWidth = (column: ColumnConfig): number => column.width ?? DEFAULT_COLUMN_WIDTH;

/** What a header cell adds to its label: padding at the spacious density, and the sort mark. */
const HEADER_PADDING = 26;
const SORT_MARK = 14;

/**
 * Each column at least as wide as its header label needs (`measure` gives the label's width in
 * px): a configured width is a minimum, so that no language's label is cut ("Nachrichten"
 * where "Messages" fits).
 */
export function withRoomForLabels(
  columns: readonly ColumnConfig[],
  measure: (label: string) => number,
): ColumnConfig[] {
  return columns.map((column) => {
    const chrome = HEADER_PADDING + (column.isSortable === false ? 0 : SORT_MARK);
    const needed = measure(column.label ?? column.name) + chrome;
    return needed > columnWidth(column) ? { ...column, width: needed } : column;
  });
}

/** Columns not hidden, by `order` (stable: columns without order keep their place after). */
export function orderColumns(columns: readonly ColumnConfig[]): ColumnConfig[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !column.hidden)
    .sort(
      (a, b) =>
        (a.column.order ?? Number.POSITIVE_INFINITY) -
          (b.column.order ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ column }) => column);
}

/**
 * The columns that fit in `availableWidth` px (after `reservedWidth` for the selection and
 * expansion columns): while the widths do not fit, the column with the largest priority number
 * is dropped (on a tie, the rightmost). Columns without priority always stay: when they still do
 * not fit, the `fill` columns narrow to their `minWidth` (the width they are returned with),
 * so a count beside a long text stays in view rather than behind horizontal scrolling. Only
 * what does not fit even then scrolls.
 */
export function fitColumns(
  columns: readonly ColumnConfig[],
  availableWidth: number,
  reservedWidth = 0,
): ColumnConfig[] {
  const visible = orderColumns(columns);
  let total = reservedWidth + visible.reduce((sum, column) => sum + columnWidth(column), 0);
  while (total > availableWidth) {
    let dropIndex = -1;
    visible.forEach((column, index) => {
      if (column.priority === undefined) return;
      const current = visible[dropIndex];
      if (!current || column.priority >= (current.priority ?? 0)) dropIndex = index;
    });
    if (dropIndex < 0) break;
    const [dropped] = visible.splice(dropIndex, 1);
    if (dropped) total -= columnWidth(dropped);
  }
  if (total <= availableWidth) return visible;
  // Narrowed to the floor, not by the overflow: the grid's 1fr gives a fill column whatever is
  // left, and a width that only changes when narrowing starts or stops re-renders nothing on
  // resize (the table keys its render by the fitted columns).
  return visible.map((column) =>
    column.fill && column.minWidth !== undefined && column.minWidth < columnWidth(column)
      ? { ...column, width: column.minWidth }
      : column,
  );
}

export interface HeaderGroup {
  /** Empty for a run of columns without a group. */
  label: string;
  span: number;
}

/** Consecutive columns sharing a group become one header cell; null when no column has one. */
export function headerGroups(columns: readonly ColumnConfig[]): HeaderGroup[] | null {
  if (!columns.some((column) => column.group)) return null;
  const groups: HeaderGroup[] = [];
  for (const column of columns) {
    const label = column.group ?? '';
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.span += 1;
    else groups.push({ label, span: 1 });
  }
  return groups;
}

/** The CSS grid template: fixed px columns, `fill` columns share the rest (minimum: width). */
export function gridTemplate(columns: readonly ColumnConfig[], leading: readonly number[]): string {
  return [
    ...leading.map((width) => `${width}px`),
    ...columns.map((column) =>
      column.fill ? `minmax(${columnWidth(column)}px, 1fr)` : `${columnWidth(column)}px`,
    ),
  ].join(' ');
}

/** The smallest width of a row, so the grid scrolls sideways rather than squeezing. */
export const minimumRowWidth = (columns: readonly ColumnConfig[], leading: readonly number[]) =>
  leading.reduce((sum, width) => sum + width, 0) +
  columns.reduce((sum, column) => sum + columnWidth(column), 0);
