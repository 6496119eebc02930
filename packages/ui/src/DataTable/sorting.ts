// Sorting rows by one column at a time (spec section 4: toggling ASC and DESC). Pure and fast:
// 100,000 rows sort through a precomputed key array rather than a comparator reading objects.
import type { DataRow, SortDescriptor } from './types.ts';

/** The next sort after a press on `column`: same column flips, another starts ascending. */
export function nextSort(current: SortDescriptor | null, column: string): SortDescriptor {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isMissing = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isNaN(value);

/**
 * Compares two cell values: numbers and dates numerically, everything else as text with a
 * natural order ("ip 2" before "ip 10"). Missing values sort last in both directions.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The sorted order as indexes into `rows` (stable: equal values keep their input order), or
 * null without a sort. Indexes rather than rows, so a row keeps its input index as a fallback key.
 */
export function sortOrder(rows: readonly DataRow[], sort: SortDescriptor | null): number[] | null {
  if (!sort) return null;
  const { column } = sort;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const keys = rows.map((row) => row[column]);
  const allNumbers = keys.every((key) => typeof key === 'number' || isMissing(key));
  const order = Array.from({ length: rows.length }, (_, index) => index);
  order.sort((i, j) => {
    const a = keys[i];
    const b = keys[j];
    const aMissing = isMissing(a);
    const bMissing = isMissing(b);
    if (aMissing || bMissing) return aMissing === bMissing ? i - j : aMissing ? 1 : -1;
    const result = allNumbers ? (a as number) - (b as number) : compareValues(a, b);
    return result === 0 ? i - j : result * factor;
  });
  return order;
}

/** The rows in sorted order, as a new array; without a sort the input array itself. */
export function sortRows<Row extends DataRow>(
  rows: readonly Row[],
  sort: SortDescriptor | null,
): readonly Row[] {
  const order = sortOrder(rows, sort);
  return order ? order.map((index) => rows[index] as Row) : rows;
}
