// The body's window of rendered rows, following the grid's scroll position, through
// @tanstack/react-virtual: 36 px rows, detail rows measured, a render buffer of `overscan`
// rows, and the grid's tab stop always rendered. The table reads rows with their offset from
// the top of the body, so the virtualizer's scroll margin (the sticky header) is taken off here.
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, type RefObject } from 'react';
import type { RowKey } from './types.ts';

export interface WindowRow {
  /** Display index. */
  index: number;
  /** Offset from the top of the body, px. */
  start: number;
  size: number;
}

export interface RowWindowOptions {
  gridRef: RefObject<HTMLElement | null>;
  count: number;
  rowHeight: number;
  /** Display indexes of the measured rows (detail rows), ascending. */
  tall: readonly number[];
  /** Their keys: a measured height follows its row through a sort. */
  tallKeys: readonly RowKey[];
  /** Height of a measured row until it is measured. */
  tallEstimate: number;
  /** Height of the header rows above the body: its offset, hidden under the sticky header. */
  bodyOffset: number;
  /** Height hidden under the sticky footer. */
  paddingEnd: number;
  /** Viewport height until the grid is measured. */
  initialViewport: number;
  /** Rows rendered above and below the visible ones. */
  overscan: number;
  /** A row rendered wherever it is (the grid's tab stop), or -1. */
  keepRow: number;
}

export interface RowWindow {
  rows: WindowRow[];
  totalSize: number;
  /** Scrolls the least distance that shows the row (under the header, above the footer). */
  scrollToIndex: (index: number) => void;
  /** Ref of a measured row; the element carries its display index in `data-index`. */
  measureRef: (element: HTMLElement | null) => (() => void) | undefined;
}

const indexKey = (index: number) => index;

export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { gridRef, count, rowHeight, tall, tallKeys, tallEstimate, bodyOffset, keepRow } = options;
  const tallPosition = useMemo(() => new Map(tall.map((index, k) => [index, k])), [tall]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keepRow < 0 || keepRow >= range.count || indexes.includes(keepRow)) return indexes;
      return [...indexes, keepRow].sort((a, b) => a - b);
    },
    [keepRow],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => gridRef.current,
    estimateSize: useMemo(
      () =>
        tall.length === 0
          ? () => rowHeight
          : (index: number) => (tallPosition.has(index) ? tallEstimate : rowHeight),
      [tall.length, tallPosition, tallEstimate, rowHeight],
    ),
    // Only detail rows are measured; keyed by their row, a measured height follows the row
    // through a sort. Every other row is keyed by its index: the virtualizer's pass over
    // 100,000 rows then allocates nothing per row, and without detail rows it looks nothing up
    // (the pass runs on the first render: a Map look-up per row is a few ms of it).
    getItemKey: useMemo(
      () =>
        tall.length === 0
          ? indexKey
          : (index: number) => {
              const k = tallPosition.get(index);
              return k === undefined ? index : `detail:${String(tallKeys[k])}`;
            },
      [tall.length, tallPosition, tallKeys],
    ),
    overscan: options.overscan,
    scrollMargin: bodyOffset,
    scrollPaddingStart: bodyOffset,
    scrollPaddingEnd: options.paddingEnd,
    initialRect: { width: 0, height: options.initialViewport },
    rangeExtractor,
  });

  const measureRef = useCallback(
    (element: HTMLElement | null) => {
      virtualizer.measureElement(element);
      return undefined;
    },
    [virtualizer],
  );
  const scrollToIndex = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    [virtualizer],
  );
  const rows = virtualizer.getVirtualItems().map((item) => ({
    index: item.index,
    start: item.start - bodyOffset,
    size: item.size,
  }));
  return { rows, totalSize: virtualizer.getTotalSize(), scrollToIndex, measureRef };
}
