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

/**
 * The number of slots for recycleKeys: the most rows a window can hold (a viewport of
 * `height` px, a partly shown row, the render buffer on both sides). A pool no larger than the
 * window lets a jump of any distance (a fast scroll moves 50 rows a frame) reuse every row's
 * DOM; a larger pool only overlaps the previous window when the jump is shorter than the pool.
 */
export function recyclePoolSize(height: number, rowHeight: number, overscan: number): number {
  return Math.ceil(height / rowHeight) + 1 + 2 * overscan;
}

/**
 * Keys for the rendered rows by their slot (index modulo `pool`), so React reuses a row's DOM
 * for the next row scrolled in. The focused row has the first claim on its slot, so its key
 * (and the element holding the focus) stays the same while the window moves to it; a row
 * whose slot is taken gets a key of its own.
 */
export function recycleKeys(indexes: readonly number[], pool: number, focused = -1): string[] {
  const taken = new Set<number>();
  if (indexes.includes(focused)) taken.add(focused % pool);
  return indexes.map((index) => {
    const slot = index % pool;
    if (index === focused) return String(slot);
    if (taken.has(slot)) return `row${index}`;
    taken.add(slot);
    return String(slot);
  });
}
