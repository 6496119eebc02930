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

// Totals over 100,000 rows cost a pass over the data: one pass for all columns, cached per rows
// array, so a resize or a column change does not pay it again.
const accumulatorCache = new WeakMap<readonly DataRow[], Map<string, Accumulator>>();

function accumulate(rows: readonly DataRow[], names: readonly string[]): Map<string, Accumulator> {
  let cached = accumulatorCache.get(rows);
  if (!cached) {
    cached = new Map();
    accumulatorCache.set(rows, cached);
  }
  const missing = names.filter((name) => !cached.has(name));
  if (missing.length > 0) {
    const accumulators = missing.map(() => ({
      count: 0,
      sum: 0,
      min: Number.POSITIVE_INFINITY,
      max: Number.NEGATIVE_INFINITY,
    }));
    for (const row of rows) {
      for (let column = 0; column < missing.length; column++) {
        const value = row[missing[column] as string];
        if (typeof value !== 'number' || Number.isNaN(value)) continue;
        const accumulator = accumulators[column] as Accumulator;
        accumulator.count += 1;
        accumulator.sum += value;
        if (value < accumulator.min) accumulator.min = value;
        if (value > accumulator.max) accumulator.max = value;
      }
    }
    missing.forEach((name, index) => cached.set(name, accumulators[index] as Accumulator));
  }
  return cached;
}

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
  accumulate(
    rows,
    columns
      .filter(
        (column) =>
          column.footer && column.footer !== 'count' && totals?.[column.name] === undefined,
      )
      .map((column) => column.name),
  );
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
