// The footer's texts. A large table's totals are a pass over every row: they are counted after
// the rows' first paint, a slice of rows per task at background priority (where the browser has
// scheduler.postTask: after any input, rendering or other task waiting), so neither the first
// frames nor a scroll frame waits for them; the totals cells stay empty until then.
import { useEffect, useMemo, useState } from 'react';
import type { NumberFormat } from '../MetricTile/formatMetric.ts';
import { aggregatedColumns, footerTexts, isAccumulated, startAccumulation } from './format.ts';
import type { ColumnConfig, DataRow } from './types.ts';

/** Row count above which the totals are counted after the first paint. */
export const DEFER_TOTALS_ABOVE = 10_000;
/** Rows counted per task: a millisecond or two of work. */
const SLICE_ROWS = 10_000;
const NO_TEXTS: Record<string, string> = {};

interface BackgroundScheduler {
  postTask: (
    task: () => void,
    options: { priority: 'background'; signal: AbortSignal },
  ) => Promise<unknown>;
}
const backgroundScheduler = (globalThis as { scheduler?: BackgroundScheduler }).scheduler;

export function useFooterTexts(
  rows: readonly DataRow[],
  columns: readonly ColumnConfig[],
  visibleColumns: readonly ColumnConfig[],
  numberFormat: NumberFormat,
  totals: DataRow | undefined,
): Record<string, string> | null {
  const hasFooter = totals !== undefined || columns.some((column) => column.footer);
  const namesKey = aggregatedColumns(visibleColumns, totals).join('\n');
  const [, setCounted] = useState(0);
  const isReady =
    !hasFooter ||
    rows.length <= DEFER_TOTALS_ABOVE ||
    isAccumulated(rows, namesKey ? namesKey.split('\n') : []);

  useEffect(() => {
    if (isReady) return;
    const accumulation = startAccumulation(rows, namesKey.split('\n'));
    const cancelled = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (task: () => void) => {
      if (!backgroundScheduler) timer = setTimeout(task);
      else
        backgroundScheduler
          .postTask(task, { priority: 'background', signal: cancelled.signal })
          .catch(() => undefined); // cancelled: the rows or columns changed, or unmounted
    };
    const countSlice = () => {
      if (accumulation.step(SLICE_ROWS)) setCounted((counted) => counted + 1);
      else later(countSlice);
    };
    // A task posted from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => later(countSlice));
    return () => {
      cancelAnimationFrame(frame);
      cancelled.abort();
      clearTimeout(timer);
    };
  }, [isReady, rows, namesKey]);

  return useMemo(() => {
    if (!hasFooter) return null;
    return isReady ? footerTexts(rows, visibleColumns, numberFormat, totals) : NO_TEXTS;
  }, [hasFooter, isReady, rows, visibleColumns, numberFormat, totals]);
}
