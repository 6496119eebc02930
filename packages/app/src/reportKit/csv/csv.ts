// CSV export of report tables (spec sections 3 and 9: the user's delimiter, comma, semicolon,
// pipe or tab, and an optional byte-order mark). Fields are quoted as RFC 4180 says: only when
// they hold the delimiter, a double quote, CR or LF, with inner quotes doubled; records end with
// CRLF. Text that a spreadsheet would run as a formula is neutralised (OWASP "CSV injection"):
// campaign names and diagnostics come from senders' and receivers' data, not from us.
import { csvDelimiters } from '@console/contract/constants';

export type CsvDelimiterName = keyof typeof csvDelimiters;
export type CsvCell = string | number | null | undefined;

export interface CsvOptions {
  delimiter: CsvDelimiterName;
  /** A UTF-8 byte-order mark first, so Excel opens accented text correctly. */
  bom: boolean;
  /** Decimal mark of numbers, the user's number format's ('.' by default). No grouping. */
  decimalMark?: '.' | ',';
}

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would evaluate gets a leading apostrophe. */
function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function numberText(value: number, decimalMark: '.' | ','): string {
  if (!Number.isFinite(value)) return '';
  // Plain digits, never exponent notation: a spreadsheet reads 1e-7 as text in some locales.
  const text =
    Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(10).replace(/0+$/, '') : String(value);
  return decimalMark === ',' ? text.replace('.', ',') : text;
}

function field(cell: CsvCell, delimiter: string, decimalMark: '.' | ','): string {
  if (cell === null || cell === undefined) return '';
  // Only text can be a formula; a negative number stays a number.
  const text = typeof cell === 'number' ? numberText(cell, decimalMark) : neutralised(cell);
  const needsQuotes =
    text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of a header row and data rows. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions): string {
  const delimiter = csvDelimiters[options.delimiter];
  const decimalMark = options.decimalMark ?? '.';
  const body = rows.map((row) =>
    row.map((cell) => field(cell, delimiter, decimalMark)).join(delimiter),
  );
  return (options.bom ? BOM : '') + body.map((line) => `${line}\r\n`).join('');
}

/** A file name safe on every system: letters, digits, dot, hyphen and underscore. */
export function csvFileName(parts: readonly string[]): string {
  const name = parts
    .map((part) => part.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, ''))
    .filter((part) => part !== '')
    .join('_');
  return `${name || 'report'}.csv`;
}
