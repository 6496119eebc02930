// Cell text and footer totals. The same text is shown, read by assistive tech and copied, so a
// copied value is exactly what the user saw.
import { formatMetric, MISSING_VALUE, type NumberFormat } from '../MetricTile/formatMetric.ts';
import type { ColumnConfig, DataRow, FooterAggregate } from './types.ts';

/** The text of one cell value: metric styles by the user's number format, dates as ISO. */
export function formatCellValue(
  value: unknown,
  column: ColumnConfig,
  numberFormat: NumberFormat,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number')
    return formatMetric(value, column.format ?? 'decimal', numberFormat);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

interface Accumulator {
  count: number;
  sum: number;
  min: number;
  max: number;
}

// Totals over 100,000 rows cost a pass over the data: cached per rows array and column, so a
// resize or a column change does not pay it again.
const accumulatorCache = new WeakMap<readonly DataRow[], Map<string, Accumulator>>();

function cacheOf(rows: readonly DataRow[]): Map<string, Accumulator> {
  let cached = accumulatorCache.get(rows);
  if (!cached) {
    cached = new Map();
    accumulatorCache.set(rows, cached);
  }
  return cached;
}

/** Whether the totals of these columns are already known for these rows. */
export const isAccumulated = (rows: readonly DataRow[], names: readonly string[]): boolean =>
  names.every((name) => cacheOf(rows).has(name));

/**
 * The pass over the rows for the columns not cached yet, run a slice of rows at a time so a
 * large table can total its columns without one long task; the result lands in the cache.
 */
export function startAccumulation(rows: readonly DataRow[], names: readonly string[]) {
  const missing = names.filter((name) => !cacheOf(rows).has(name));
  const accumulators: Accumulator[] = missing.map(() => ({
    count: 0,
    sum: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
  }));
  let next = 0;
  return {
    /** Counts up to `count` more rows; true once every row is counted and cached. */
    step(count: number): boolean {
      const end = Math.min(rows.length, next + count);
      // One loop per column: a fixed property name keeps the property access monomorphic,
      // several times faster than reading every column of a row in turn.
      missing.forEach((name, column) => {
        const accumulator = accumulators[column] as Accumulator;
        for (let index = next; index < end; index++) {
          const value = (rows[index] as DataRow)[name];
          if (typeof value !== 'number' || Number.isNaN(value)) continue;
          accumulator.count += 1;
          accumulator.sum += value;
          if (value < accumulator.min) accumulator.min = value;
          if (value > accumulator.max) accumulator.max = value;
        }
      });
      next = end;
      if (next < rows.length) return false;
      const cached = cacheOf(rows);
      missing.forEach((name, column) => cached.set(name, accumulators[column] as Accumulator));
      return true;
    },
  };
}

function accumulate(rows: readonly DataRow[], names: readonly string[]): Map<string, Accumulator> {
  startAccumulation(rows, names).step(rows.length);
  return cacheOf(rows);
}

/** The columns whose footer needs a pass over the rows (not a count, not a given total). */
export const aggregatedColumns = (columns: readonly ColumnConfig[], totals?: DataRow): string[] =>
  columns
    .filter(
      (column) => column.footer && column.footer !== 'count' && totals?.[column.name] === undefined,
    )
    .map((column) => column.name);

/** The total of a column over all rows (not only the rows on screen). */
export function aggregate(
  rows: readonly DataRow[],
  column: string,
  how: FooterAggregate,
): number | null {
  if (how === 'count') return rows.length;
  const accumulator = accumulate(rows, [column]).get(column);
  if (!accumulator || accumulator.count === 0) return null;
  if (how === 'sum') return accumulator.sum;
  if (how === 'avg') return accumulator.sum / accumulator.count;
  return how === 'min' ? accumulator.min : accumulator.max;
}

/**
 * The footer text of each column by name: a given total (the server's totals row) wins over
 * the column's own aggregate; a column with neither has an empty footer.
 */
export function footerTexts(
  rows: readonly DataRow[],
  columns: readonly ColumnConfig[],
  numberFormat: NumberFormat,
  totals?: DataRow,
): Record<string, string> {
  accumulate(rows, aggregatedColumns(columns, totals));
  const texts: Record<string, string> = {};
  for (const column of columns) {
    const given = totals?.[column.name];
    if (given !== undefined) {
      texts[column.name] = formatCellValue(given, column, numberFormat);
    } else if (column.footer) {
      const value = aggregate(rows, column.name, column.footer);
      texts[column.name] =
        value === null
          ? MISSING_VALUE
          : formatCellValue(
              value,
              column.footer === 'count' ? { name: column.name } : column,
              numberFormat,
            );
    }
  }
  return texts;
}
