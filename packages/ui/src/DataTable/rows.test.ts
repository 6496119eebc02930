import { describe, expect, it } from 'vitest';
import {
  displayIndexOf,
  displayRowAt,
  expandedPositions,
  assignSlots,
  NO_SLOTS,
  type SlotAssignment,
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

/**
 * What React does with keyed children going from one render to the next: keys it creates, keys
 * it removes and keys whose element it moves (a kept key whose previous position is before that
 * of a key already placed in this render).
 */
function reconcile(previous: SlotAssignment, next: SlotAssignment) {
  const oldPosition = new Map(previous.slots.map((slot, position) => [slot, position]));
  const moved: number[] = [];
  const created: number[] = [];
  let lastPlaced = -1;
  for (const slot of next.slots) {
    const position = oldPosition.get(slot);
    if (position === undefined) created.push(slot);
    else if (position < lastPlaced) moved.push(slot);
    else lastPlaced = position;
  }
  const removed = previous.slots.filter((slot) => !next.slots.includes(slot));
  return { moved, created, removed };
}

const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

/** Renders `steps` windows in turn from no rows; returns the last assignment and React's work. */
function render(...steps: number[][]) {
  let previous: SlotAssignment = NO_SLOTS;
  let work = reconcile(NO_SLOTS, NO_SLOTS);
  for (const indexes of steps) {
    const next = { indexes, slots: assignSlots(previous, indexes) };
    expect(new Set(next.slots).size).toBe(indexes.length); // unique keys
    work = reconcile(previous, next);
    previous = next;
  }
  return { slots: previous.slots, ...work };
}

describe('assignSlots', () => {
  it('gives the first rows new slots', () => {
    expect(render(range(0, 5)).slots).toEqual([0, 1, 2, 3, 4]);
  });

  it('hands every element on in order on a jump: nothing created, removed or moved', () => {
    const work = render(range(1000, 21), range(1050, 21));
    expect(work).toMatchObject({ moved: [], created: [], removed: [] });
  });

  it('keeps the rows still shown and moves the left rows to the end on a scroll down', () => {
    const before = render(range(10, 6));
    const work = render(range(10, 6), range(12, 6));
    // Rows 12..15 keep their slots; rows 16 and 17 take the slots of rows 10 and 11.
    expect(work.slots).toEqual([...before.slots.slice(2), ...before.slots.slice(0, 2)]);
    expect(work).toMatchObject({ created: [], removed: [] });
    expect(work.moved).toHaveLength(2);
  });

  it('moves no kept row on a scroll up: the rows above are created', () => {
    const work = render(range(12, 6), range(10, 6));
    expect(work.moved).toEqual([]);
    expect(work.created).toHaveLength(2);
    expect(work.removed).toHaveLength(2);
  });

  it('never moves the focused row, kept while the window goes away from it and back', () => {
    // Row 3 holds the focus while the window jumps down past it...
    const focusedSlot = render(range(0, 8)).slots[3];
    const down = render(range(0, 8), [3, ...range(500, 8)]);
    expect(down.slots[0]).toBe(focusedSlot);
    expect(down.moved).not.toContain(focusedSlot);
    // ... and back up to it.
    const back = render(range(0, 8), [3, ...range(500, 8)], range(0, 8));
    expect(back.slots[3]).toBe(focusedSlot);
    expect(back.moved).not.toContain(focusedSlot);
    // The focused row below the window, which jumps up away from it.
    const below = render(range(90, 8), [...range(0, 8), 95]);
    expect(below.moved).toEqual([]);
    expect(below.slots[8]).toBe(render(range(90, 8)).slots[5]);
  });

  it('creates a slot only for a row beyond the previous count', () => {
    const work = render(range(0, 21), range(50, 22));
    expect(work).toMatchObject({ moved: [], removed: [] });
    expect(work.created).toHaveLength(1);
  });
});
