// A virtualized data table as an ARIA grid (spec sections 3, 4 and 9): column config, one sort
// column remembered per table id, expandable and selectable rows, grouped headers, totals,
// 36 px rows with a render buffer of 2, columns dropped by priority, copy of a cell value.
// Its own grid rather than react-aria's Table, which builds a collection of every row on each
// render (100,000 rows cannot afford it within the 100 ms first render); rows are windowed by
// @tanstack/react-virtual (useRowWindow.ts).
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { NumberFormat } from '../MetricTile/formatMetric.ts';
import {
  columnWidth,
  fitColumns,
  gridTemplate,
  headerGroups,
  minimumRowWidth,
  withRoomForLabels,
} from './columns.ts';
import { labelWidth } from './labelWidth.ts';
import { CopyMenu } from './CopyMenu.tsx';
import {
  gridClass,
  rootClass,
  ROW_HEIGHT,
  useDataTableStyles,
  visuallyHiddenClass,
} from './DataTable.styles.ts';
import { DataTableFoot, DataTableHead } from './DataTableHead.tsx';
import { DataTableRow, DetailsRow } from './DataTableRow.tsx';
import { assignSlots, NO_SLOTS, type SlotAssignment } from './rows.ts';
import { effectiveColumn, HEADER_ROW, type GridPosition } from './gridNavigation.ts';
import type { SortStorage } from './sortStorage.ts';
import type {
  CellSlot,
  ColumnConfig,
  DataRow,
  RowKey,
  SelectionMode,
  SortDescriptor,
} from './types.ts';
import { useFooterTexts } from './useFooterTexts.ts';
import { useContainerWidth } from './useContainerWidth.ts';
import { useGridInteractions } from './useGridInteractions.ts';
import { toggledSelection, useKeySet } from './useKeySet.ts';
import { useTableBody } from './useTableBody.ts';

export interface DataTableProps<T extends DataRow> {
  /** Table id: the sort is remembered under it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly ColumnConfig[];
  rows: readonly T[];
  /** Row key; default the row's `id` field, else its index in `rows`. */
  getRowKey?: (row: T, index: number) => RowKey;
  sort?: SortDescriptor | null;
  defaultSort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Where an uncontrolled sort is remembered; default the context's, i.e. localStorage. */
  sortStorage?: SortStorage;
  /** Rows arrive sorted (by the server): the table only shows and reports the sort. */
  isManualSort?: boolean;
  selectionMode?: SelectionMode;
  selectedKeys?: Iterable<RowKey>;
  defaultSelectedKeys?: Iterable<RowKey>;
  onSelectionChange?: (keys: Set<RowKey>) => void;
  /** Content shown under an expanded row; rows are expandable when given. */
  renderExpanded?: (row: T) => ReactNode;
  expandedKeys?: Iterable<RowKey>;
  defaultExpandedKeys?: Iterable<RowKey>;
  onExpandedChange?: (keys: Set<RowKey>) => void;
  /** Cell renderers named by the columns' `slot`. */
  slots?: Record<string, CellSlot<T>>;
  /** Totals given by the caller (e.g. the server's totals row); they win over column footers. */
  totals?: DataRow;
  numberFormat?: NumberFormat;
  /** Largest height in px; the grid scrolls past it. */
  maxHeight?: number;
  isLoading?: boolean;
  /** Called after a cell value was copied, with the value and `copiedMessage` (for a snackbar). */
  onCopy?: (value: string, message: string) => void;
  /** Writes to the clipboard; default navigator.clipboard.writeText. */
  copyToClipboard?: (text: string) => Promise<void>;
  loadingLabel?: string;
  emptyLabel?: string;
  footerLabel?: string;
  copiedMessage?: string;
  copyActionLabel?: string;
  expandColumnLabel?: string;
  selectColumnLabel?: string;
}

const EXPAND_WIDTH = 36;
const SELECT_WIDTH = 40;
/** The grid's left and right borders. */
const BORDER_WIDTH = 2;

export function DataTable<T extends DataRow>(props: DataTableProps<T>) {
  const {
    columns: configured,
    rows,
    selectionMode = 'none',
    renderExpanded,
    slots,
    totals,
    numberFormat = '#,###.##',
    maxHeight = 440,
    isLoading = false,
    loadingLabel = 'Loading…',
    emptyLabel = 'No data available',
    footerLabel = 'Total',
    copiedMessage = 'Value copied to clipboard',
    copyActionLabel = 'Copy value',
    expandColumnLabel = 'Details',
    selectColumnLabel = 'Selection',
  } = props;
  useDataTableStyles();
  // A configured width is a minimum: no header label is cut, in any language.
  const columns = useMemo(() => withRoomForLabels(configured, labelWidth), [configured]);
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const committedSlots = useRef<SlotAssignment>(NO_SLOTS);

  const leading = useMemo(
    () => ({ expand: renderExpanded !== undefined, select: selectionMode === 'multiple' }),
    [renderExpanded, selectionMode],
  );
  const leadingWidths = useMemo(
    () => [...(leading.expand ? [EXPAND_WIDTH] : []), ...(leading.select ? [SELECT_WIDTH] : [])],
    [leading],
  );
  // Keyed by the names (and widths) that fit, so a resize that keeps the same columns
  // re-renders nothing.
  const columnsFittingIn = (width: number) =>
    fitColumns(
      columns,
      width - BORDER_WIDTH,
      leadingWidths.reduce((a, b) => a + b, 0),
    )
      .map((column) => `${column.name}\t${columnWidth(column)}`)
      .join('\n');
  const fitted = columnsFittingIn(useContainerWidth(rootRef, columnsFittingIn));
  const visibleColumns = useMemo(
    () =>
      fitted.split('\n').flatMap((entry) => {
        const [name, width] = entry.split('\t');
        const column = columns.find((candidate) => candidate.name === name);
        if (!column) return [];
        return columnWidth(column) === Number(width)
          ? [column]
          : [{ ...column, width: Number(width) }];
      }),
    [columns, fitted],
  );
  const groups = useMemo(() => headerGroups(visibleColumns), [visibleColumns]);
  const colCount = leadingWidths.length + visibleColumns.length;

  const [selected, setSelected] = useKeySet(
    props.selectedKeys,
    props.defaultSelectedKeys,
    props.onSelectionChange,
  );
  const [expanded, setExpanded] = useKeySet(
    props.expandedKeys,
    props.defaultExpandedKeys,
    props.onExpandedChange,
  );

  const [focus, setFocus] = useState<GridPosition>({ row: HEADER_ROW, col: 0 });
  const body = useTableBody({
    ...props,
    isLoading,
    expanded,
    gridRef,
    headRows: groups ? 2 : 1,
    maxHeight,
    focusedRow: focus.row,
  });
  const { sort, rowAt, keyOf, rowWindow, bodyRows, showMessage } = body;

  const footer = useFooterTexts(rows, columns, visibleColumns, numberFormat, totals);

  const toggleExpanded = useCallback(
    (key: RowKey) => setExpanded(toggledSelection(expanded, key, 'multiple')),
    [expanded, setExpanded],
  );
  const toggleSelected = useCallback(
    (key: RowKey) => {
      if (selectionMode !== 'none') setSelected(toggledSelection(selected, key, selectionMode));
    },
    [selected, selectionMode, setSelected],
  );
  const toggleAll = useCallback(() => {
    if (selected.size === rows.length) return setSelected(new Set());
    setSelected(new Set(rows.map((row, index) => keyOf(row, index))));
  }, [keyOf, rows, selected.size, setSelected]);
  const onPress = useCallback(
    (key: RowKey, target: 'row' | 'expand') => {
      if (target === 'expand' || (selectionMode === 'none' && leading.expand)) toggleExpanded(key);
      else toggleSelected(key);
    },
    [leading.expand, selectionMode, toggleExpanded, toggleSelected],
  );

  const interactions = useGridInteractions({
    gridRef,
    body,
    leading,
    visibleColumns,
    colCount,
    footer,
    numberFormat,
    toggleSort: body.toggleSort,
    toggleExpanded,
    toggleSelected,
    toggleAll,
    onCopy: props.onCopy,
    copyToClipboard: props.copyToClipboard,
    copiedMessage,
    focus,
    setFocus,
  });
  const { shape, focus: current } = interactions;
  const focusedColIn = (row: number) =>
    current.row === row ? effectiveColumn(current, shape) : null;

  const headRows = groups ? 2 : 1;
  const template = gridTemplate(visibleColumns, leadingWidths);
  const gridStyle = {
    maxHeight,
    '--dt-template': template,
    '--dt-min-width': `${minimumRowWidth(visibleColumns, leadingWidths)}px`,
  } as CSSProperties;
  const items = rowWindow.rows;
  // Rows are keyed by a slot, not by data: a row scrolled out hands its DOM to a row scrolled in,
  // and React updates text instead of creating and removing elements (rows.ts, assignSlots).
  const indexes = items.map((item) => item.index);
  const rowSlots = assignSlots(committedSlots.current, indexes);
  useLayoutEffect(() => {
    committedSlots.current = { indexes, slots: rowSlots };
  });

  return (
    <div ref={rootRef} className={rootClass}>
      <div
        ref={gridRef}
        className={gridClass}
        role={leading.expand ? 'treegrid' : 'grid'}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-rowcount={headRows + bodyRows + (footer ? 1 : 0)}
        aria-colcount={colCount}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        aria-busy={isLoading || undefined}
        style={gridStyle}
        onKeyDown={interactions.onKeyDown}
        onFocus={interactions.onFocus}
        onContextMenu={interactions.onContextMenu}
      >
        <DataTableHead
          columns={visibleColumns}
          groups={groups}
          leading={leading}
          sort={sort}
          focusedCol={focusedColIn(-1)}
          onSort={body.toggleSort}
          expandColumnLabel={expandColumnLabel}
          selectColumnLabel={selectColumnLabel}
        />
        <div
          role="rowgroup"
          className="dt-body"
          style={{ height: showMessage ? ROW_HEIGHT : rowWindow.totalSize }}
        >
          {showMessage ? (
            <div role="row" className="dt-row" data-row={0} aria-rowindex={headRows + 1}>
              <div
                role="gridcell"
                className="dt-cell dt-message"
                aria-colspan={colCount}
                data-col={0}
                tabIndex={current.row === 0 ? 0 : -1}
              >
                {isLoading ? loadingLabel : emptyLabel}
              </div>
            </div>
          ) : (
            items.map((item, position) => {
              const { start } = item;
              const ariaRowIndex = headRows + item.index + 1;
              const displayRow = body.displayRowAt(item.index);
              const { row, key } = rowAt(displayRow.index);
              if (displayRow.kind === 'detail') {
                return (
                  // Keyed by its row: a detail row mounts, and is measured, for each row opened.
                  <DetailsRow
                    key={`detail-${String(key)}`}
                    bodyIndex={item.index}
                    ariaRowIndex={ariaRowIndex}
                    start={start}
                    colCount={colCount}
                    isFocused={current.row === item.index}
                    measureRef={rowWindow.measureRef}
                  >
                    {renderExpanded?.(row)}
                  </DetailsRow>
                );
              }
              return (
                <DataTableRow
                  key={`data-${rowSlots[position]}`}
                  row={row}
                  rowKey={key}
                  bodyIndex={item.index}
                  ariaRowIndex={ariaRowIndex}
                  start={start}
                  columns={visibleColumns}
                  leading={leading}
                  focusedCol={focusedColIn(item.index)}
                  isSelected={selectionMode === 'none' ? undefined : selected.has(key)}
                  isExpanded={leading.expand ? expanded.has(key) : undefined}
                  numberFormat={numberFormat}
                  slots={slots}
                  onPress={onPress}
                />
              );
            })
          )}
        </div>
        {footer && (
          <DataTableFoot
            columns={visibleColumns}
            leading={leading}
            texts={footer}
            label={footerLabel}
            ariaRowIndex={headRows + bodyRows + 1}
            footerRow={bodyRows}
            focusedCol={focusedColIn(bodyRows)}
          />
        )}
      </div>
      {/* Mounted only while open: a closed react-aria popover still resolves the locale
          (an Intl look-up of tens of ms) on the table's first render. */}
      {interactions.isMenuOpen && (
        <CopyMenu
          triggerRef={interactions.menuTriggerRef}
          label={copyActionLabel}
          onCopy={interactions.copyFocused}
          onClose={interactions.closeMenu}
        />
      )}
      <span role="status" className={visuallyHiddenClass}>
        {interactions.announcement}
      </span>
    </div>
  );
}
