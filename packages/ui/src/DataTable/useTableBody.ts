// The body's model: sorted order, expanded detail rows and the window of rendered rows (36 px
// rows, a render buffer of 2 rows, plus the focused row so the grid's tab stop never unmounts).
import { useCallback, useMemo, type RefObject } from 'react';
import { ROW_HEIGHT } from './DataTable.styles.ts';
import { displayIndexOf, displayRowAt, expandedPositions } from './rows.ts';
import { sortOrder } from './sorting.ts';
import type { SortStorage } from './sortStorage.ts';
import type { DataRow, RowKey, SortDescriptor } from './types.ts';
import { useRowWindow } from './useRowWindow.ts';
import { useSortState } from './useSortState.ts';
import { specValues } from '../specValues.ts';

/** Spec section 9: render buffer of 2 rows above and below the visible ones. */
export const OVERSCAN = specValues.tableRenderBuffer;
const DETAIL_ESTIMATE = 120;
const NO_POSITIONS: number[] = [];

export interface TableBodyOptions<T extends DataRow> {
  id?: string;
  rows: readonly T[];
  getRowKey?: (row: T, index: number) => RowKey;
  sort?: SortDescriptor | null;
  defaultSort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  sortStorage?: SortStorage;
  isManualSort?: boolean;
  isLoading: boolean;
  expanded: ReadonlySet<RowKey>;
  gridRef: RefObject<HTMLDivElement | null>;
  headRows: number;
  maxHeight?: number;
  /** Body row holding the grid's tab stop: always rendered. */
  focusedRow: number;
}

const defaultKey = (row: DataRow, index: number): RowKey => {
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

export function useTableBody<T extends DataRow>(options: TableBodyOptions<T>) {
  const { rows, getRowKey, isManualSort, isLoading, expanded, gridRef, headRows } = options;
  const { sort, toggleSort } = useSortState(options);
  const order = useMemo(
    () => (isManualSort ? null : sortOrder(rows, sort)),
    [isManualSort, rows, sort],
  );
  const keyOf = useCallback(
    (row: T, index: number): RowKey => (getRowKey ?? defaultKey)(row, index),
    [getRowKey],
  );
  /** The row at a sorted position, with its key. */
  const rowAt = useCallback(
    (position: number) => {
      const index = order ? (order[position] ?? 0) : position;
      const row = rows[index] as T;
      return { row, key: keyOf(row, index) };
    },
    [keyOf, order, rows],
  );
  const positions = useMemo(() => {
    if (expanded.size === 0) return [];
    const keyIndex = new Map<RowKey, number>();
    for (let position = 0; position < rows.length; position++) {
      keyIndex.set(rowAt(position).key, position);
    }
    return expandedPositions(keyIndex, expanded);
  }, [expanded, rowAt, rows.length]);

  const showMessage = isLoading || rows.length === 0;
  const count = showMessage ? 0 : rows.length + positions.length;
  const bodyRows = showMessage ? 1 : count;
  const displayRowAtIndex = useCallback(
    (index: number) => displayRowAt(positions, index),
    [positions],
  );

  // Detail rows are the only rows of their own height: their display indexes and row keys.
  const shown = showMessage ? NO_POSITIONS : positions;
  const tall = useMemo(() => shown.map((position, k) => position + k + 1), [shown]);
  const tallKeys = useMemo(() => shown.map((position) => rowAt(position).key), [shown, rowAt]);
  const headHeight = headRows * ROW_HEIGHT;
  const rowWindow = useRowWindow({
    gridRef,
    count,
    rowHeight: ROW_HEIGHT,
    tall,
    tallKeys,
    tallEstimate: DETAIL_ESTIMATE,
    bodyOffset: headHeight,
    paddingEnd: ROW_HEIGHT,
    initialViewport: options.maxHeight ?? 440,
    overscan: OVERSCAN,
    keepRow: options.focusedRow,
  });

  return {
    sort,
    toggleSort,
    order,
    keyOf,
    rowAt,
    positions,
    displayRowAt: displayRowAtIndex,
    displayIndexOf: useCallback(
      (position: number) => displayIndexOf(positions, position),
      [positions],
    ),
    rowWindow,
    bodyRows,
    showMessage,
  };
}

export type TableBody<T extends DataRow> = ReturnType<typeof useTableBody<T>>;
