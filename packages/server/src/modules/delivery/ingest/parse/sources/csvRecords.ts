// RFC 4180 records from lines, for large accounting files. Most accounting lines hold no
// double quote at all: those are split on commas directly. A line with quotes is handed to
// csv-parse (its synchronous API), which does the RFC 4180 work: quoted fields with commas,
// doubled quotes, line breaks inside a field, and stray quotes inside unquoted fields taken
// literally (relax_quotes). A quoted field left open continues on the next lines until it is
// closed; if it is still open after `maxRecordBytes` or at the end of the input, only its
// first line is rejected and the lines after it are read again as records, so one broken
// line never takes the rest of the file with it.
//
// Why not csv-parse's stream for everything: measured on this machine it reads 11-16 MB/s
// (45-60k accounting records/s), a ceiling below the ingest target; splitting unquoted
// lines runs about twenty times faster, and csv-parse still parses every line that needs it.
import { parse } from 'csv-parse/sync';
import { errorMessage, maxLineLength, type NumberedLine } from '../input.ts';

export const tooLongReason = `line longer than ${maxLineLength / 1024 / 1024} MiB`;

export type CsvRecordItem =
  | { kind: 'record'; fields: string[]; line: number; raw: string }
  | { kind: 'broken'; line: number; reason: string; raw: string };

export interface CsvRecordOptions {
  maxRecordBytes: number;
}

function quoteCount(text: string): number {
  let count = 0;
  for (let index = text.indexOf('"'); index >= 0; index = text.indexOf('"', index + 1)) count += 1;
  return count;
}

type QuotedParse = { fields: string[] } | { open: true } | { error: string };

const quote = 34;
const comma = 44;

/**
 * The fields of one record whose quotes are all plain RFC 4180: each quoted field starts a
 * field and closes right before a comma or the end, with "" for a quote inside. Anything else
 * (a quote inside an unquoted field, text after a closing quote, a quote left open, a line
 * break outside quotes) gives null, and csv-parse decides. Accounting lines with a quoted
 * diagnostic are a few in a hundred; csv-parse's set-up per call cost more than the line.
 */
export function splitQuotedRecord(text: string): string[] | null {
  const fields: string[] = [];
  const length = text.length;
  let index = 0;
  for (;;) {
    if (text.charCodeAt(index) === quote) {
      let value = '';
      let from = index + 1;
      for (;;) {
        const closing = text.indexOf('"', from);
        if (closing < 0) return null;
        if (text.charCodeAt(closing + 1) === quote) {
          value += text.slice(from, closing + 1);
          from = closing + 2;
          continue;
        }
        value += text.slice(from, closing);
        index = closing + 1;
        break;
      }
      fields.push(value);
      if (index === length) return fields;
      if (text.charCodeAt(index) !== comma) return null;
    } else {
      const next = text.indexOf(',', index);
      const end = next < 0 ? length : next;
      for (let at = index; at < end; at += 1) {
        const code = text.charCodeAt(at);
        if (code === quote || code === 10 || code === 13) return null;
      }
      fields.push(text.slice(index, end));
      if (next < 0) return fields;
      index = next;
    }
    // At a comma: a comma ending the record leaves one empty field after it.
    index += 1;
    if (index === length) {
      fields.push('');
      return fields;
    }
  }
}

function parseQuoted(text: string): QuotedParse {
  const fields = splitQuotedRecord(text);
  if (fields !== null) return { fields };
  try {
    const records = parse(text, { relax_quotes: true, relax_column_count: true });
    if (records.length !== 1) return { error: `expected one record, found ${records.length}` };
    return { fields: records[0] ?? [] };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'CSV_QUOTE_NOT_CLOSED') return { open: true };
    return { error: errorMessage(error) };
  }
}

export interface CsvFramer {
  /** records completed by these lines (a quoted record may wait for later lines) */
  push(lines: readonly NumberedLine[]): CsvRecordItem[];
  /** the end of the input: an open quote is rejected and the lines after it read again */
  end(): CsvRecordItem[];
}

export function createCsvFramer(options: CsvRecordOptions): CsvFramer {
  let pending: NumberedLine[] = [];
  let pendingBytes = 0;
  let first = true;

  function examine(line: NumberedLine, out: CsvRecordItem[]): void {
    const queue: NumberedLine[] = [line];
    while (queue.length > 0) {
      const current = queue.shift() as NumberedLine;
      if (pending.length > 0) {
        pending.push(current);
        pendingBytes += current.text.length + 1;
        if (quoteCount(current.text) % 2 === 1) {
          const joined = pending.map((part) => part.text).join('\n');
          const result = parseQuoted(joined);
          const start = pending[0] as NumberedLine;
          pending = [];
          pendingBytes = 0;
          out.push(
            'fields' in result
              ? { kind: 'record', fields: result.fields, line: start.line, raw: joined }
              : {
                  kind: 'broken',
                  line: start.line,
                  reason: `malformed CSV: ${'error' in result ? result.error : 'quote not closed'}`,
                  raw: joined,
                },
          );
        } else if (pendingBytes > options.maxRecordBytes) {
          reject(queue, out);
        }
        continue;
      }
      const text = current.text;
      if (text.trim() === '') continue;
      if (!text.includes('"')) {
        out.push({ kind: 'record', fields: text.split(','), line: current.line, raw: text });
        continue;
      }
      const result = parseQuoted(text);
      if ('fields' in result)
        out.push({ kind: 'record', fields: result.fields, line: current.line, raw: text });
      else if ('error' in result)
        out.push({
          kind: 'broken',
          line: current.line,
          reason: `malformed CSV: ${result.error}`,
          raw: text,
        });
      else {
        pending = [current];
        pendingBytes = text.length;
      }
    }
  }

  /** The open record's first line is rejected; the lines after it go back to the queue. */
  function reject(queue: NumberedLine[], out: CsvRecordItem[]): void {
    const [start, ...rest] = pending;
    pending = [];
    pendingBytes = 0;
    if (start === undefined) return;
    out.push({
      kind: 'broken',
      line: start.line,
      reason: 'malformed CSV: quote not closed',
      raw: start.text,
    });
    queue.unshift(...rest);
  }

  /** An open quoted record is rejected where it opened; the lines after it are read again. */
  function closeOpenRecord(out: CsvRecordItem[]): void {
    while (pending.length > 0) {
      const queue: NumberedLine[] = [];
      reject(queue, out);
      for (const line of queue) examine(line, out);
    }
  }

  return {
    push(lines) {
      const out: CsvRecordItem[] = [];
      for (const line of lines) {
        if (line.tooLong) {
          closeOpenRecord(out);
          out.push({ kind: 'broken', line: line.line, reason: tooLongReason, raw: line.text });
          continue;
        }
        let text = line.text;
        if (first) {
          first = false;
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        }
        // The common case, inline: no open quote and no quote on the line.
        if (pending.length === 0 && !text.includes('"')) {
          if (text.trim() !== '')
            out.push({ kind: 'record', fields: text.split(','), line: line.line, raw: text });
          continue;
        }
        examine(text === line.text ? line : { text, line: line.line }, out);
      }
      return out;
    },
    end() {
      const out: CsvRecordItem[] = [];
      // Input ended inside a quoted field.
      closeOpenRecord(out);
      return out;
    },
  };
}
