import { describe, expect, it } from 'vitest';
import {
  displayIndexOf,
  displayRowAt,
  expandedPositions,
  recycleKeys,
  recyclePoolSize,
} from './rows.ts';

describe('displayRowAt', () => {
  it('maps display indexes straight to data rows when nothing is expanded', () => {
    expect(displayRowAt([], 0)).toEqual({ kind: 'data', index: 0 });
    expect(displayRowAt([], 99_999)).toEqual({ kind: 'data', index: 99_999 });
  });

  it('places a detail row under each expanded row and shifts the rows after it', () => {
    // rows 0 1 2 3 4 with 1 and 3 expanded: 0, 1, d1, 2, 3, d3, 4
    const positions = [1, 3];
    const layout = Array.from({ length: 7 }, (_, index) => displayRowAt(positions, index));
    expect(layout).toEqual([
      { kind: 'data', index: 0 },
      { kind: 'data', index: 1 },
      { kind: 'detail', index: 1 },
      { kind: 'data', index: 2 },
      { kind: 'data', index: 3 },
      { kind: 'detail', index: 3 },
      { kind: 'data', index: 4 },
    ]);
  });

  it('handles adjacent expanded rows', () => {
    const positions = [0, 1];
    expect(displayRowAt(positions, 1)).toEqual({ kind: 'detail', index: 0 });
    expect(displayRowAt(positions, 2)).toEqual({ kind: 'data', index: 1 });
    expect(displayRowAt(positions, 3)).toEqual({ kind: 'detail', index: 1 });
    expect(displayRowAt(positions, 4)).toEqual({ kind: 'data', index: 2 });
  });
});

describe('displayIndexOf', () => {
  it('is the inverse of displayRowAt for data rows', () => {
    const positions = [1, 3];
    expect([0, 1, 2, 3, 4].map((index) => displayIndexOf(positions, index))).toEqual([
      0, 1, 3, 4, 6,
    ]);
  });
});

describe('expandedPositions', () => {
  it('finds the sorted positions of expanded keys and ignores unknown keys', () => {
    const keyIndex = new Map<unknown, number>([
      ['a', 2],
      ['b', 0],
      ['c', 5],
    ]);
    expect(expandedPositions(keyIndex, ['c', 'a', 'zz'])).toEqual([2, 5]);
  });
});

describe('recycleKeys', () => {
  it('keys rows by their slot so the next window reuses the same keys', () => {
    expect(recycleKeys([10, 11, 12], 8)).toEqual(['2', '3', '4']);
    expect(recycleKeys([14, 15, 16], 8)).toEqual(['6', '7', '0']);
  });

  it('gives a row of its own key when its slot is taken', () => {
    expect(recycleKeys([0, 1, 8], 8)).toEqual(['0', '1', 'row8']);
  });

  it('keeps the focused row on its slot while the window moves to it', () => {
    // The focused last row kept rendered at the top, then the window scrolled down to it.
    expect(recycleKeys([0, 1, 2, 97], 8, 97)).toEqual(['0', 'row1', '2', '1']);
    expect(recycleKeys([96, 97, 98, 99], 8, 97)).toEqual(['0', '1', '2', '3']);
  });
});

describe('recyclePoolSize', () => {
  it('holds a full window, so a long jump reuses almost every key', () => {
    const pool = recyclePoolSize(600, 36, 2);
    expect(pool).toBe(22);
    const window = (first: number) => Array.from({ length: 21 }, (_, i) => first + i);
    const before = new Set(recycleKeys(window(1000), pool));
    const after = recycleKeys(window(1050), pool);
    expect(after.filter((key) => before.has(key)).length).toBeGreaterThanOrEqual(20);
  });
});
