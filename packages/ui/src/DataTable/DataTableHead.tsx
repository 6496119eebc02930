// The header rows (an optional grouped row above the column headers) and the totals footer.
import { memo, type ReactNode } from 'react';
import type { HeaderGroup } from './columns.ts';
import type { LeadingColumns } from './DataTableRow.tsx';
import type { ColumnConfig, SortDescriptor } from './types.ts';

export interface HeadLabels {
  expandColumnLabel: string;
  selectColumnLabel: string;
}

export interface DataTableHeadProps extends HeadLabels {
  columns: readonly ColumnConfig[];
  groups: HeaderGroup[] | null;
  leading: LeadingColumns;
  sort: SortDescriptor | null;
  /** Column index holding the tab stop in the header row, or null. */
  focusedCol: number | null;
  onSort: (column: string) => void;
}

const sortIcon = (direction: SortDescriptor['direction'] | undefined) => (
  <svg className="sort-icon" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
    <path d="M5 1 9 5H1z" fill="currentColor" opacity={direction === 'descending' ? 0.3 : 1} />
    <path d="M5 11 1 7h8z" fill="currentColor" opacity={direction === 'ascending' ? 0.3 : 1} />
  </svg>
);

const leadingCount = (leading: LeadingColumns) => Number(leading.expand) + Number(leading.select);

function DataTableHeadView(props: DataTableHeadProps) {
  const { columns, groups, leading, sort, focusedCol, onSort } = props;
  const tabIndex = (index: number) => (index === focusedCol ? 0 : -1);
  const cells: ReactNode[] = [];
  let col = 0;
  if (leading.expand) {
    const index = col++;
    cells.push(
      <div
        key="expand"
        role="columnheader"
        className="dt-cell dt-header dt-leading"
        data-col={index}
        tabIndex={tabIndex(index)}
      >
        <span className="dt-visually-hidden">{props.expandColumnLabel}</span>
      </div>,
    );
  }
  if (leading.select) {
    const index = col++;
    cells.push(
      <div
        key="select"
        role="columnheader"
        className="dt-cell dt-header dt-leading"
        data-col={index}
        tabIndex={tabIndex(index)}
      >
        <span className="dt-visually-hidden">{props.selectColumnLabel}</span>
      </div>,
    );
  }
  for (const column of columns) {
    const index = col++;
    const sortable = column.isSortable !== false;
    const direction = sort?.column === column.name ? sort.direction : undefined;
    cells.push(
      <div
        key={column.name}
        role="columnheader"
        className="dt-cell dt-header"
        data-col={index}
        data-align={column.align}
        data-sortable={sortable || undefined}
        aria-sort={direction}
        tabIndex={tabIndex(index)}
        onClick={sortable ? () => onSort(column.name) : undefined}
      >
        <span className="text">{column.label ?? column.name}</span>
        {sortable && sortIcon(direction)}
      </div>,
    );
  }
  return (
    <div role="rowgroup" className="dt-head">
      {groups && (
        <div role="row" className="dt-row dt-group-row" aria-rowindex={1}>
          {leadingCount(leading) > 0 && (
            <div
              role="gridcell"
              className="dt-cell dt-header"
              aria-colspan={leadingCount(leading)}
              style={{ gridColumn: `span ${leadingCount(leading)}` }}
            />
          )}
          {groups.map((group, index) => (
            <div
              key={`${group.label}-${index}`}
              role={group.label ? 'columnheader' : 'gridcell'}
              className="dt-cell dt-header"
              data-group=""
              aria-colspan={group.span}
              style={{ gridColumn: `span ${group.span}` }}
            >
              {group.label}
            </div>
          ))}
        </div>
      )}
      <div role="row" className="dt-row" data-row={-1} aria-rowindex={groups ? 2 : 1}>
        {cells}
      </div>
    </div>
  );
}

// Memoised: the table re-renders on every scroll frame, its header and totals need not.
export const DataTableHead = memo(DataTableHeadView);

export interface DataTableFootProps {
  columns: readonly ColumnConfig[];
  leading: LeadingColumns;
  texts: Record<string, string>;
  label: string;
  ariaRowIndex: number;
  footerRow: number;
  focusedCol: number | null;
}

/** Totals: the first column without a total of its own carries the label ("Total"). */
function DataTableFootView({
  columns,
  leading,
  texts,
  label,
  ariaRowIndex,
  footerRow,
  focusedCol,
}: DataTableFootProps) {
  const labelColumn = columns.find((column) => texts[column.name] === undefined)?.name;
  const offset = leadingCount(leading);
  return (
    <div role="rowgroup" className="dt-foot">
      <div role="row" className="dt-row" data-row={footerRow} aria-rowindex={ariaRowIndex}>
        {Array.from({ length: offset }, (_, index) => (
          <div
            key={`leading-${index}`}
            role="gridcell"
            className="dt-cell dt-leading"
            data-col={index}
            tabIndex={index === focusedCol ? 0 : -1}
          />
        ))}
        {columns.map((column, index) => (
          <div
            key={column.name}
            role="gridcell"
            className="dt-cell"
            data-col={index + offset}
            data-align={column.align}
            tabIndex={index + offset === focusedCol ? 0 : -1}
          >
            {texts[column.name] ?? (column.name === labelColumn ? label : '')}
          </div>
        ))}
      </div>
    </div>
  );
}

export const DataTableFoot = memo(DataTableFootView);
