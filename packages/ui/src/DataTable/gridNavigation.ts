// Keyboard movement in the table as an ARIA grid: arrows between cells, Home/End within a row,
// Ctrl+Home/End to the first/last row, PageUp/PageDown by a page. Pure: tested without a DOM.

/** Row -1 is the column header row; 0..bodyRows-1 the body; bodyRows the footer, if any. */
export interface GridPosition {
  row: number;
  col: number;
}

export const HEADER_ROW = -1;

export interface GridShape {
  bodyRows: number;
  hasFooter: boolean;
  columnCount: number;
  /** Rows in one page, for PageUp and PageDown. */
  pageSize: number;
  /** Rows with one cell spanning the width (an expanded row's details, the empty message). */
  isSingleCellRow: (row: number) => boolean;
}

export const lastRow = (shape: GridShape) => shape.bodyRows - 1 + (shape.hasFooter ? 1 : 0);

/** The column actually focused in a row: single-cell rows have only column 0. */
export const effectiveColumn = (position: GridPosition, shape: GridShape) =>
  shape.isSingleCellRow(position.row) ? 0 : Math.min(position.col, shape.columnCount - 1);

export interface NavigationKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * The position after a key press, or null when the key is not a movement key. The desired
 * column is kept through single-cell rows, so moving down through an expanded row's details
 * comes back to the same column.
 */
export function moveFocus(
  position: GridPosition,
  { key, ctrlKey = false, metaKey = false }: NavigationKey,
  shape: GridShape,
): GridPosition | null {
  const clampRow = (row: number) => Math.max(HEADER_ROW, Math.min(lastRow(shape), row));
  const col = effectiveColumn(position, shape);
  const lastCol = shape.isSingleCellRow(position.row) ? 0 : shape.columnCount - 1;
  const jump = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowDown':
      return { row: clampRow(position.row + 1), col: position.col };
    case 'ArrowUp':
      return { row: clampRow(position.row - 1), col: position.col };
    case 'ArrowRight':
      return { row: position.row, col: Math.min(lastCol, col + 1) };
    case 'ArrowLeft':
      return { row: position.row, col: Math.max(0, col - 1) };
    case 'Home':
      return jump
        ? { row: Math.min(0, lastRow(shape)), col: position.col }
        : { ...position, col: 0 };
    case 'End':
      return jump
        ? { row: Math.max(0, shape.bodyRows - 1), col: position.col }
        : { ...position, col: lastCol };
    case 'PageDown':
      return { row: clampRow(position.row + shape.pageSize), col: position.col };
    case 'PageUp':
      return { row: clampRow(position.row - shape.pageSize), col: position.col };
    default:
      return null;
  }
}
