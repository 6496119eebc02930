// PowerMTA accounting files (CSV, RFC 4180, a header line whose first column is `type`),
// plain or gzip, streamed record by record (csvRecords.ts frames the records). A repeated
// header line (concatenated files) switches to the new column set. Each record becomes an
// event, a skip (a well-formed record that counts for nothing) or a rejection with its line.
import { hashedEventId } from '../eventId.ts';
import { createParseContext, finishEvent, type ParseOptions } from '../finishEvent.ts';
import {
  errorMessage,
  ExpandedTooLarge,
  lineBatchesOf,
  plainBytes,
  type ByteInput,
} from '../input.ts';
import { rejected, skipped, type ParseItem } from '../results.ts';
import { createCsvFramer, type CsvRecordItem } from './csvRecords.ts';
import { columnPositions, recordDraft, type ColumnPositions } from './powermtaRecord.ts';

export interface PowerMtaOptions extends ParseOptions {
  /** longest record accepted, in bytes (default 64 KiB) */
  maxRecordBytes?: number;
}

interface Header {
  names: string[];
  /** where the columns the mapping reads are */
  positions: ColumnPositions;
  /** column indexes sorted by name: the record hash does not depend on column order */
  hashOrder: number[];
  /** `name=` of each column, by column index, and the same after a line break */
  hashPrefixes: string[];
  linePrefixes: string[];
}

function headerOf(names: string[]): Header {
  const trimmed = names.map((name) => name.trim());
  const hashOrder = trimmed
    .map((_, index) => index)
    .sort((a, b) => ((trimmed[a] ?? '') < (trimmed[b] ?? '') ? -1 : 1));
  return {
    names: trimmed,
    positions: columnPositions(trimmed),
    hashOrder,
    hashPrefixes: trimmed.map((name) => `${name}=`),
    linePrefixes: trimmed.map((name) => `\n${name}=`),
  };
}

/** `name=value` lines of the non-empty columns, sorted by name (two string pieces a column). */
function recordHashContent(header: Header, record: string[]): string {
  let content = '';
  for (const index of header.hashOrder) {
    const value = record[index];
    if (value === undefined || value === '') continue;
    content +=
      content === ''
        ? (header.hashPrefixes[index] ?? '') + value
        : (header.linePrefixes[index] ?? '') + value;
  }
  return content === '' ? content : `${content}\n`;
}

/**
 * The parse, one array of items per chunk of input: what a storage layer inserting in batches
 * wants, and one await per chunk instead of per record.
 */
export async function* parsePowerMtaBatches(
  input: ByteInput,
  options: PowerMtaOptions = {},
): AsyncGenerator<ParseItem[]> {
  const context = createParseContext('powermta', options);
  const framer = createCsvFramer({ maxRecordBytes: options.maxRecordBytes ?? 65_536 });
  let header: Header | null = null;
  let lastLine = 0;

  function toItem(item: CsvRecordItem): ParseItem | null {
    lastLine = item.line;
    const position = { line: item.line, index: null };
    if (item.kind === 'broken') return rejected('powermta', position, item.reason, item.raw);
    const record = item.fields;
    if ((record[0] ?? '').trim().toLowerCase() === 'type') {
      header = headerOf(record);
      return null;
    }
    if (header === null)
      return rejected(
        'powermta',
        position,
        'no header line before the first record (first column must be "type")',
        item.raw,
      );
    if (record.length !== header.names.length)
      return rejected(
        'powermta',
        position,
        `expected ${header.names.length} fields as in the header, got ${record.length}`,
        item.raw,
      );
    const outcome = recordDraft(record, header.positions);
    if ('skip' in outcome) return skipped(position, outcome.skip);
    if ('reject' in outcome) return rejected('powermta', position, outcome.reject, item.raw);
    const id = hashedEventId('powermta', recordHashContent(header, record));
    return finishEvent(context, id, outcome.draft, position, item.raw);
  }

  function toItems(records: CsvRecordItem[]): ParseItem[] {
    const items: ParseItem[] = [];
    for (const record of records) {
      const item = toItem(record);
      if (item !== null) items.push(item);
    }
    return items;
  }

  try {
    for await (const lines of lineBatchesOf(
      plainBytes(input, { maxBytes: options.maxExpandedBytes }),
    )) {
      const items = toItems(framer.push(lines));
      if (items.length > 0) yield items;
    }
  } catch (error) {
    if (error instanceof ExpandedTooLarge) throw error;
    const items = toItems(framer.end());
    items.push(
      rejected(
        'powermta',
        { line: lastLine + 1, index: null },
        `input ended abruptly: ${errorMessage(error)}`,
        null,
      ),
    );
    yield items;
    return;
  }
  const rest = toItems(framer.end());
  if (rest.length > 0) yield rest;
}

export async function* parsePowerMta(
  input: ByteInput,
  options: PowerMtaOptions = {},
): AsyncGenerator<ParseItem> {
  for await (const items of parsePowerMtaBatches(input, options)) yield* items;
}
