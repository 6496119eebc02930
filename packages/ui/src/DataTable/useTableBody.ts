// The body's model: sorted order, expanded detail rows and the virtualizer (36 px rows, a
// render buffer of 2 rows, plus the focused row so the grid's tab stop never unmounts).
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, type RefObject } from 'react';
import { ROW_HEIGHT } from './DataTable.styles.ts';
import { displayIndexOf, displayRowAt, expandedPositions } from './rows.ts';
import { sortOrder } from './sorting.ts';
import type { SortStorage } from './sortStorage.ts';
import type { DataRow, RowKey, SortDescriptor } from './types.ts';
import { useSortState } from './useSortState.ts';

/** Spec section 9: render buffer of 2 rows above and below the visible ones. */
export const OVERSCAN = 2;
const DETAIL_ESTIMATE = 120;

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

  const { focusedRow } = options;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow < 0 || focusedRow >= range.count || indexes.includes(focusedRow))
        return indexes;
      return [...indexes, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  const headHeight = headRows * ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => gridRef.current,
    estimateSize: useCallback(
      (index: number) =>
        positions.length > 0 && displayRowAt(positions, index).kind === 'detail'
          ? DETAIL_ESTIMATE
          : ROW_HEIGHT,
      [positions],
    ),
    // Keys by row only matter for measured detail rows (their height follows the row through a
    // sort). Without them every row is 36 px and the index is key enough: the virtualizer's
    // measurement pass over 100,000 rows then allocates nothing per row.
    getItemKey: useCallback(
      (index: number) => {
        if (positions.length === 0) return index;
        const displayRow = displayRowAt(positions, index);
        const { key } = rowAt(displayRow.index);
        return displayRow.kind === 'detail' ? `detail:${String(key)}` : key;
      },
      [positions, rowAt],
    ),
    overscan: OVERSCAN,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    scrollPaddingEnd: ROW_HEIGHT,
    initialRect: { width: 0, height: options.maxHeight ?? 440 },
    rangeExtractor,
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
    virtualizer,
    bodyRows,
    showMessage,
  };
}

export type TableBody<T extends DataRow> = ReturnType<typeof useTableBody<T>>;
