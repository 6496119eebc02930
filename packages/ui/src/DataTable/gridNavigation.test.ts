import { describe, expect, it } from 'vitest';
import { effectiveColumn, moveFocus, type GridShape } from './gridNavigation.ts';

const shape: GridShape = {
  bodyRows: 100,
  hasFooter: true,
  columnCount: 4,
  pageSize: 10,
  isSingleCellRow: (row) => row === 5,
};

describe('moveFocus', () => {
  it('moves between cells with the arrows and stops at the edges', () => {
    expect(moveFocus({ row: 0, col: 0 }, { key: 'ArrowDown' }, shape)).toEqual({ row: 1, col: 0 });
    expect(moveFocus({ row: 0, col: 0 }, { key: 'ArrowUp' }, shape)).toEqual({ row: -1, col: 0 });
    expect(moveFocus({ row: -1, col: 0 }, { key: 'ArrowUp' }, shape)).toEqual({ row: -1, col: 0 });
    expect(moveFocus({ row: 0, col: 3 }, { key: 'ArrowRight' }, shape)).toEqual({ row: 0, col: 3 });
    expect(moveFocus({ row: 0, col: 0 }, { key: 'ArrowLeft' }, shape)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 100, col: 1 }, { key: 'ArrowDown' }, shape)).toEqual({
      row: 100,
      col: 1,
    });
  });

  it('goes to the row ends with Home and End, and to the first and last row with Ctrl', () => {
    expect(moveFocus({ row: 3, col: 2 }, { key: 'Home' }, shape)).toEqual({ row: 3, col: 0 });
    expect(moveFocus({ row: 3, col: 0 }, { key: 'End' }, shape)).toEqual({ row: 3, col: 3 });
    expect(moveFocus({ row: 50, col: 2 }, { key: 'Home', ctrlKey: true }, shape)).toEqual({
      row: 0,
      col: 2,
    });
    expect(moveFocus({ row: 3, col: 2 }, { key: 'End', metaKey: true }, shape)).toEqual({
      row: 99,
      col: 2,
    });
  });

  it('pages by the page size, clamped to the grid', () => {
    expect(moveFocus({ row: 3, col: 1 }, { key: 'PageDown' }, shape)).toEqual({ row: 13, col: 1 });
    expect(moveFocus({ row: 95, col: 1 }, { key: 'PageDown' }, shape)).toEqual({
      row: 100,
      col: 1,
    });
    expect(moveFocus({ row: 3, col: 1 }, { key: 'PageUp' }, shape)).toEqual({ row: -1, col: 1 });
  });

  it('keeps the desired column through a single-cell row', () => {
    const inDetails = moveFocus({ row: 4, col: 2 }, { key: 'ArrowDown' }, shape);
    expect(inDetails).toEqual({ row: 5, col: 2 });
    expect(effectiveColumn(inDetails ?? { row: 0, col: 0 }, shape)).toBe(0);
    expect(moveFocus({ row: 5, col: 2 }, { key: 'ArrowRight' }, shape)).toEqual({ row: 5, col: 0 });
    expect(moveFocus({ row: 5, col: 2 }, { key: 'ArrowDown' }, shape)).toEqual({ row: 6, col: 2 });
  });

  it('ignores keys that do not move', () => {
    expect(moveFocus({ row: 0, col: 0 }, { key: 'Enter' }, shape)).toBeNull();
  });
});
