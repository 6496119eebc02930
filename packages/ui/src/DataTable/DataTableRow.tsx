// One body row of the table (a treegrid row, level 1, when rows expand; details are level 2). Plain elements styled by class from the Grid: while scrolling, a
// frame renders a few hundred cells and every styled wrapper would add to its cost.
import { memo, type ReactNode } from 'react';
import type { NumberFormat } from '../MetricTile/formatMetric.ts';
import { formatCellValue } from './format.ts';
import type { CellSlot, ColumnConfig, DataRow, RowKey } from './types.ts';

export interface LeadingColumns {
  expand: boolean;
  select: boolean;
}

export interface DataTableRowProps<T extends DataRow> {
  row: T;
  rowKey: RowKey;
  bodyIndex: number;
  ariaRowIndex: number;
  start: number;
  columns: readonly ColumnConfig[];
  leading: LeadingColumns;
  /** The focused column when this row holds the grid's tab stop, else null. */
  focusedCol: number | null;
  isSelected: boolean | undefined;
  isExpanded: boolean | undefined;
  numberFormat: NumberFormat;
  slots: Record<string, CellSlot<T>> | undefined;
  onPress: (key: RowKey, target: 'row' | 'expand') => void;
}

const checkIcon = (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path d="M1.5 5.2 4 7.5l4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const chevronIcon = (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

function cellContent<T extends DataRow>(
  row: T,
  column: ColumnConfig,
  numberFormat: NumberFormat,
  slots: Record<string, CellSlot<T>> | undefined,
): ReactNode {
  const slot = column.slot ? slots?.[column.slot] : undefined;
  if (slot) return slot(row, column);
  const text = formatCellValue(row[column.name], column, numberFormat);
  return column.pill && text ? <span className="dt-pill">{text}</span> : text;
}

function DataTableRowView<T extends DataRow>(props: DataTableRowProps<T>) {
  const { row, rowKey, bodyIndex, columns, leading, focusedCol, isSelected, onPress } = props;
  let col = 0;
  const tabIndex = (index: number) => (index === focusedCol ? 0 : -1);
  const cells: ReactNode[] = [];
  if (leading.expand) {
    const index = col++;
    cells.push(
      <div
        key="expand"
        role="gridcell"
        className="dt-cell dt-leading"
        data-col={index}
        tabIndex={tabIndex(index)}
        onClick={(event) => {
          event.stopPropagation();
          onPress(rowKey, 'expand');
        }}
      >
        <span className="dt-chevron">{chevronIcon}</span>
      </div>,
    );
  }
  if (leading.select) {
    const index = col++;
    cells.push(
      <div
        key="select"
        role="gridcell"
        className="dt-cell dt-leading"
        data-col={index}
        tabIndex={tabIndex(index)}
      >
        <span className="dt-check" aria-hidden="true">
          {isSelected && checkIcon}
        </span>
      </div>,
    );
  }
  for (const column of columns) {
    const index = col++;
    const content = cellContent(row, column, props.numberFormat, props.slots);
    cells.push(
      <div
        key={column.name}
        role="gridcell"
        className="dt-cell"
        data-col={index}
        data-align={column.align}
        data-hover-only={column.hover || undefined}
        // a fill column's text may end in an ellipsis when the table is narrow: whole on hover
        title={column.fill && typeof content === 'string' && content ? content : undefined}
        tabIndex={tabIndex(index)}
      >
        {content}
      </div>,
    );
  }
  return (
    <div
      role="row"
      className="dt-row"
      data-body=""
      data-positioned=""
      data-row={bodyIndex}
      aria-rowindex={props.ariaRowIndex}
      aria-selected={isSelected}
      aria-expanded={props.isExpanded}
      aria-level={props.isExpanded === undefined ? undefined : 1}
      data-pressable={isSelected !== undefined || undefined}
      style={{ transform: `translateY(${props.start}px)` }}
      onClick={() => onPress(rowKey, 'row')}
    >
      {cells}
    </div>
  );
}

export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;

export interface DetailsRowProps {
  bodyIndex: number;
  ariaRowIndex: number;
  start: number;
  colCount: number;
  isFocused: boolean;
  measureRef: (element: HTMLElement | null) => (() => void) | undefined;
  children: ReactNode;
}

/** The expanded content of the row above it: one cell across the width, measured height. */
export function DetailsRow({
  bodyIndex,
  ariaRowIndex,
  start,
  colCount,
  isFocused,
  measureRef,
  children,
}: DetailsRowProps) {
  return (
    <div
      role="row"
      className="dt-row dt-details"
      data-positioned=""
      data-row={bodyIndex}
      data-index={bodyIndex}
      ref={measureRef}
      aria-rowindex={ariaRowIndex}
      aria-level={2}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div
        role="gridcell"
        className="dt-cell"
        aria-colspan={colCount}
        data-col={0}
        tabIndex={isFocused ? 0 : -1}
      >
        {children}
      </div>
    </div>
  );
}
