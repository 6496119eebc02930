// Keyboard, focus and copy behaviour of the grid: one tab stop (roving tabindex), arrows,
// Home/End, PageUp/PageDown, Enter to sort, follow a link or expand, Space to select, Ctrl/Cmd+C and a context
// menu to copy the focused cell's value.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { NumberFormat } from '../MetricTile/formatMetric.ts';
import { ROW_HEIGHT } from './DataTable.styles.ts';
import type { LeadingColumns } from './DataTableRow.tsx';
import { formatCellValue } from './format.ts';
import {
  effectiveColumn,
  HEADER_ROW,
  lastRow,
  moveFocus,
  type GridPosition,
  type GridShape,
} from './gridNavigation.ts';
import type { TableBody } from './useTableBody.ts';
import type { ColumnConfig, DataRow, RowKey } from './types.ts';

const ANNOUNCEMENT_MS = 3000;

export interface GridInteractionOptions<T extends DataRow> {
  gridRef: RefObject<HTMLDivElement | null>;
  body: TableBody<T>;
  leading: LeadingColumns;
  visibleColumns: readonly ColumnConfig[];
  colCount: number;
  footer: Record<string, string> | null;
  numberFormat: NumberFormat;
  focus: GridPosition;
  setFocus: (position: GridPosition) => void;
  toggleSort: (column: string) => void;
  toggleExpanded: (key: RowKey) => void;
  toggleSelected: (key: RowKey) => void;
  toggleAll: () => void;
  onCopy?: (value: string, message: string) => void;
  copyToClipboard?: (text: string) => Promise<void>;
  copiedMessage: string;
}

// A focusable cell carries its column (data-col); its row element carries the row (data-row:
// -1 for the header, the body index, the footer after the body), so a recycled row updates one
// attribute rather than one per cell when it shows another data row.
const cellPosition = (target: EventTarget): GridPosition | null => {
  const cell = (target as HTMLElement).closest?.('[data-col]');
  const row = cell?.parentElement?.closest('[data-row]');
  if (!(cell instanceof HTMLElement) || !(row instanceof HTMLElement)) return null;
  return { row: Number(row.dataset.row), col: Number(cell.dataset.col) };
};

/** Keeps a focused cell visible sideways; vertical scrolling is the row window's job. */
function revealHorizontally(grid: HTMLElement, cell: HTMLElement) {
  const left = cell.offsetLeft;
  const right = left + cell.offsetWidth;
  if (left < grid.scrollLeft) grid.scrollLeft = left;
  else if (right > grid.scrollLeft + grid.clientWidth) grid.scrollLeft = right - grid.clientWidth;
}

export function useGridInteractions<T extends DataRow>(options: GridInteractionOptions<T>) {
  const { gridRef, body, leading, visibleColumns, colCount, footer, focus, setFocus } = options;
  const leadCount = Number(leading.expand) + Number(leading.select);

  const shape: GridShape = useMemo(
    () => ({
      bodyRows: body.bodyRows,
      hasFooter: footer !== null,
      columnCount: colCount,
      pageSize: Math.max(1, Math.floor((gridRef.current?.clientHeight ?? 440) / ROW_HEIGHT) - 2),
      isSingleCellRow: (row) =>
        row >= 0 &&
        row < body.bodyRows &&
        (body.showMessage || body.displayRowAt(row).kind === 'detail'),
    }),
    [body, colCount, footer, gridRef],
  );

  // Keep the focus inside the grid when rows disappear (a new data set, a collapsed row).
  const current: GridPosition =
    focus.row > lastRow(shape) ? { row: lastRow(shape), col: focus.col } : focus;

  const pendingFocus = useRef(false);
  const { scrollToIndex } = body.rowWindow;
  const moveTo = useCallback(
    (position: GridPosition) => {
      pendingFocus.current = true;
      setFocus(position);
      if (position.row >= 0 && position.row < body.bodyRows && !body.showMessage) {
        scrollToIndex(position.row);
      }
    },
    [body.bodyRows, body.showMessage, scrollToIndex, setFocus],
  );

  const cellElement = useCallback(
    (position: GridPosition) => {
      const col = effectiveColumn(position, shape);
      return (
        gridRef.current?.querySelector<HTMLElement>(
          `[data-row="${position.row}"] > [data-col="${col}"]`,
        ) ?? null
      );
    },
    [gridRef, shape],
  );

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const cell = cellElement(current);
    if (!cell || !gridRef.current) return;
    pendingFocus.current = false;
    cell.focus({ preventScroll: true });
    revealHorizontally(gridRef.current, cell);
  });

  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  /** The text of a cell as the user sees it. */
  const cellText = useCallback(
    (position: GridPosition): string => {
      const col = effectiveColumn(position, shape);
      const column = visibleColumns[col - leadCount];
      if (column && position.row === HEADER_ROW) return column.label ?? column.name;
      if (column && footer && position.row === body.bodyRows) return footer[column.name] ?? '';
      if (column && !shape.isSingleCellRow(position.row)) {
        const { row } = body.rowAt(body.displayRowAt(position.row).index);
        return formatCellValue(row[column.name], column, options.numberFormat);
      }
      return cellElement(position)?.textContent?.trim() ?? '';
    },
    [body, cellElement, footer, leadCount, options.numberFormat, shape, visibleColumns],
  );

  const { onCopy, copyToClipboard, copiedMessage } = options;
  const copyFocused = useCallback(() => {
    const value = cellText(current);
    const write = copyToClipboard ?? ((text: string) => navigator.clipboard.writeText(text));
    write(value).then(
      () => (onCopy ? onCopy(value, copiedMessage) : setAnnouncement(copiedMessage)),
      () => undefined, // No clipboard permission: nothing was copied, so nothing is announced.
    );
  }, [cellText, copiedMessage, copyToClipboard, current, onCopy]);

  const menuTriggerRef = useRef<HTMLElement | null>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(
    (position: GridPosition) => {
      menuTriggerRef.current = cellElement(position);
      if (menuTriggerRef.current) setMenuOpen(true);
    },
    [cellElement],
  );
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    pendingFocus.current = true;
    setFocus({ ...current });
  }, [current, setFocus]);

  /** Enter and Space: sort from a header, follow a cell's link, expand or select a row. */
  const activate = (key: 'Enter' | ' ') => {
    const col = effectiveColumn(current, shape);
    const column = visibleColumns[col - leadCount];
    const isSelectColumn = leading.select && col === Number(leading.expand);
    if (current.row === HEADER_ROW) {
      if (isSelectColumn) options.toggleAll();
      else if (column && column.isSortable !== false) options.toggleSort(column.name);
      return;
    }
    if (current.row < 0 || current.row >= body.bodyRows || shape.isSingleCellRow(current.row))
      return;
    // A cell holding a link (a row that opens a report) follows it, as a click would.
    const link = cellElement(current)?.querySelector<HTMLElement>('a[href]');
    if (key === 'Enter' && link) {
      link.click();
      return;
    }
    const { key: rowKey } = body.rowAt(body.displayRowAt(current.row).index);
    if (key === 'Enter' && leading.expand) options.toggleExpanded(rowKey);
    if (key === ' ') options.toggleSelected(rowKey);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).hasAttribute('data-col')) return; // inside row details
    const moved = moveFocus(current, event, shape);
    if (moved) {
      event.preventDefault();
      moveTo(moved);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
      event.preventDefault();
      copyFocused();
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      openMenu(current);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(event.key);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const position = cellPosition(event.target);
    if (!position) return;
    if (position.row !== current.row || position.col !== effectiveColumn(current, shape)) {
      setFocus(position);
    }
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const position = cellPosition(event.target);
    if (!position) return;
    event.preventDefault();
    setFocus(position);
    openMenu(position);
  };

  return {
    shape,
    focus: current,
    onKeyDown,
    onFocus,
    onContextMenu,
    menuTriggerRef,
    isMenuOpen,
    copyFocused,
    closeMenu,
    announcement,
  };
}
