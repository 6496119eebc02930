// Streaming parser of DMARC aggregate reports (RUA XML): bytes in, batches of records out, the
// report's metadata at the end. It never holds a document tree: the input is fed in 64 KiB
// slices, records are handed to the caller as they close, and the caller's promise is awaited
// before more input is read, so memory stays bounded however many records a report holds.
// Decoding: the encoding is sniffed (BOM, XML declaration) and bad bytes become U+FFFD.

import { AggregateReader } from './aggregateReader.ts';
import { ENCODING_SNIFF_BYTES, createReportDecoder, sniffXmlEncoding } from './encoding.ts';
import type { AggregateRecord, AggregateReport } from './types.ts';

/** A whole document, or its bytes as they arrive (a file stream, an inflating zip entry). */
export type ReportBytes = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export interface AggregateParseOptions {
  /** records per call of onRecords (the last call may have fewer); default 1,000 */
  batchSize?: number;
  /**
   * Receives the records in document order, with the report's metadata (already validated: a
   * report missing its report_id is refused before any record is handed over). The parser
   * waits for the returned promise before reading on.
   */
  onRecords: (records: AggregateRecord[], report: AggregateReport) => void | Promise<void>;
}

const SLICE_BYTES = 64 * 1024;

async function* slices(input: ReportBytes): AsyncGenerator<Uint8Array> {
  const chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array> =
    input instanceof Uint8Array ? [input] : input;
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += SLICE_BYTES) {
      yield chunk.subarray(start, start + SLICE_BYTES);
    }
  }
}

/**
 * Reads an aggregate report, handing its records over in batches. Resolves with the report's
 * metadata and totals; rejects with a ReportInputError when the document is empty, is not a
 * DMARC report or lacks a required field (report_id, org_name, date_range, policy domain).
 */
export async function parseAggregateReport(
  input: ReportBytes,
  options: AggregateParseOptions,
): Promise<AggregateReport> {
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  // Bytes wait in `head` until there are enough to sniff the encoding.
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let decoding: { reader: AggregateReader; decoder: TextDecoder } | null = null;

  const startDecoding = () => {
    const bytes = Buffer.concat(head);
    head = [];
    const sniffed = sniffXmlEncoding(bytes.subarray(0, ENCODING_SNIFF_BYTES));
    const started = {
      reader: new AggregateReader(sniffed.warning),
      decoder: createReportDecoder(sniffed.label),
    };
    started.reader.write(started.decoder.decode(bytes, { stream: true }));
    return started;
  };

  const deliver = async (reader: AggregateReader, final: boolean) => {
    while (reader.pending.length >= batchSize || (final && reader.pending.length > 0)) {
      const report = reader.report(final);
      // Records that came before the metadata wait for it (real reports put it first).
      if (!report) return;
      await options.onRecords(reader.pending.splice(0, batchSize), report);
    }
  };

  for await (const slice of slices(input)) {
    if (decoding) {
      decoding.reader.write(decoding.decoder.decode(slice, { stream: true }));
    } else {
      head.push(slice);
      headBytes += slice.length;
      if (headBytes < ENCODING_SNIFF_BYTES) continue;
      decoding = startDecoding();
    }
    await deliver(decoding.reader, false);
  }
  const { reader, decoder } = decoding ?? startDecoding();
  reader.write(decoder.decode());
  reader.end();
  // Validate before the last batch: a report without its metadata hands over no records.
  reader.report(true);
  await deliver(reader, true);
  return reader.report(true) as AggregateReport;
}

/** Reads a small report whole: its metadata and every record. */
export async function readAggregateReport(
  input: ReportBytes,
): Promise<{ report: AggregateReport; records: AggregateRecord[] }> {
  const records: AggregateRecord[] = [];
  const report = await parseAggregateReport(input, {
    batchSize: 10_000,
    onRecords: (batch) => {
      records.push(...batch);
    },
  });
  return { report, records };
}
