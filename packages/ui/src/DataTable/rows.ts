// Expanded rows add a detail row under their data row. Rather than building a list of 100,000
// display rows on every toggle, a display index is mapped arithmetically through the sorted
// positions of the expanded rows (binary search): O(expanded) memory, O(log expanded) per row.

export type DisplayRow = { kind: 'data'; index: number } | { kind: 'detail'; index: number };

/** Display index of the detail row of the k-th expanded position (0-based k). */
const detailIndexOf = (positions: readonly number[], k: number) => (positions[k] ?? 0) + k + 1;

/** Number of detail rows placed before display index `displayIndex`. */
function detailsBefore(positions: readonly number[], displayIndex: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (detailIndexOf(positions, mid) < displayIndex) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * What sits at a display index: a data row (by its index in the sorted rows) or the detail row
 * of one. `positions` are the sorted-row indexes of the expanded rows, ascending.
 */
export function displayRowAt(positions: readonly number[], displayIndex: number): DisplayRow {
  const before = detailsBefore(positions, displayIndex);
  if (before < positions.length && detailIndexOf(positions, before) === displayIndex) {
    return { kind: 'detail', index: positions[before] ?? 0 };
  }
  return { kind: 'data', index: displayIndex - before };
}

/** Display index of the data row at sorted index `index`. */
export function displayIndexOf(positions: readonly number[], index: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((positions[mid] ?? 0) < index) low = mid + 1;
    else high = mid;
  }
  return index + low;
}

/** Sorted positions of the expanded keys among the sorted rows' keys. */
export function expandedPositions(
  keyIndex: ReadonlyMap<unknown, number>,
  expandedKeys: Iterable<unknown>,
): number[] {
  const positions: number[] = [];
  for (const key of expandedKeys) {
    const index = keyIndex.get(key);
    if (index !== undefined) positions.push(index);
  }
  return positions.sort((a, b) => a - b);
}

/** The rows of a render and the slot (the React key) each was given, in render order. */
export interface SlotAssignment {
  indexes: readonly number[];
  slots: readonly number[];
}

export const NO_SLOTS: SlotAssignment = { indexes: [], slots: [] };

/**
 * Slots for the rows about to render (display indexes, ascending but for a kept-away focused
 * row), from the previous render's: rows are keyed by slot, so a row's DOM is handed on rather
 * than created and removed. A row still rendered keeps its slot, so React neither re-renders
 * nor moves it (the focused row's element, holding the focus, stays put: moving an element
 * blurs it). A row that arrives takes the slot of a row that left when React can keep that
 * element in place (slots handed on in their previous order: a jump of any distance, as in a
 * fast scroll, moves and creates no element), or when it comes after every kept row (moved to
 * the end: a scroll down); otherwise it gets a new slot (a scroll up mounts the rows above, as
 * reordering the kept ones would move them all). React moves a keyed element when its previous
 * position is before that of an element already placed in this render.
 */
export function assignSlots(previous: SlotAssignment, indexes: readonly number[]): number[] {
  const oldPosition = new Map<number, number>();
  previous.indexes.forEach((index, position) => oldPosition.set(index, position));
  const arriving = new Set(indexes);
  /** Previous positions of the rows that leave: their slots can be handed on. */
  const freed: number[] = [];
  previous.indexes.forEach((index, position) => {
    if (!arriving.has(index)) freed.push(position);
  });
  // New slots avoid every previous slot (a left row's slot reused elsewhere would be a move).
  const taken = new Set(previous.slots);
  let nextNew = 0;
  const newSlot = () => {
    while (taken.has(nextNew)) nextNew++;
    taken.add(nextNew);
    return nextNew;
  };
  /** For each position, the previous position of the next kept row after it (or Infinity). */
  const nextKept: number[] = new Array<number>(indexes.length);
  let upcoming = Number.POSITIVE_INFINITY;
  for (let i = indexes.length - 1; i >= 0; i--) {
    nextKept[i] = upcoming;
    upcoming = oldPosition.get(indexes[i] as number) ?? upcoming;
  }
  const slots: number[] = [];
  let lastPlaced = -1;
  indexes.forEach((index, i) => {
    const kept = oldPosition.get(index);
    if (kept !== undefined) {
      slots.push(previous.slots[kept] as number);
      lastPlaced = kept;
      return;
    }
    const before = nextKept[i] as number;
    let pick = freed.findIndex((position) => position > lastPlaced && position < before);
    if (pick < 0 && before === Number.POSITIVE_INFINITY && freed.length > 0) pick = 0;
    if (pick < 0) return void slots.push(newSlot());
    const [position] = freed.splice(pick, 1) as [number];
    slots.push(previous.slots[position] as number);
    lastPlaced = Math.max(lastPlaced, position);
  });
  return slots;
}
