// Byte input for the streaming parsers: a Node stream, any async iterable of chunks, a buffer
// or a string; gzip is recognised by its magic bytes (1f 8b), not by a file name or header,
// so `.csv.gz` files and gzip-encoded request bodies take the same path.
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

export type ByteInput = Readable | AsyncIterable<Uint8Array | string> | Uint8Array | string;

async function* chunksOf(input: ByteInput): AsyncGenerator<Buffer> {
  if (typeof input === 'string') {
    yield Buffer.from(input, 'utf8');
    return;
  }
  if (input instanceof Uint8Array) {
    yield Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    return;
  }
  for await (const chunk of input) {
    if (typeof chunk === 'string') yield Buffer.from(chunk, 'utf8');
    // A view, not a copy: file streams hand over Buffers already.
    else
      yield Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** A body that grew past its limit once decompressed (a gzip bomb, or just too much). */
export class ExpandedTooLarge extends Error {
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`the body is larger than ${Math.round(limitBytes / 1024 / 1024)} MiB once decompressed`);
    this.limitBytes = limitBytes;
  }
}

export interface PlainBytesOptions {
  /** stop with ExpandedTooLarge past this many bytes of plain input (default: no limit) */
  maxBytes?: number;
}

/**
 * The input's bytes, gunzipped when they start with the gzip magic, counted as they come: past
 * `maxBytes` the stream stops with ExpandedTooLarge, so a bomb costs at most that much work.
 */
export async function* plainBytes(
  input: ByteInput,
  options: PlainBytesOptions = {},
): AsyncGenerator<Buffer> {
  const chunks = chunksOf(input);
  let head: Buffer = Buffer.alloc(0);
  // The magic is two bytes; a first chunk of one byte is legal in a stream.
  while (head.length < 2) {
    const next = await chunks.next();
    if (next.done === true) break;
    head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  }
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    yield* chunks;
  }
  const plain = isGzip(head) ? gunzipped(rest()) : rest();
  const limit = options.maxBytes ?? Infinity;
  let seen = 0;
  for await (const chunk of plain) {
    seen += chunk.length;
    if (seen > limit) throw new ExpandedTooLarge(limit);
    yield chunk;
  }
}

async function* gunzipped(compressed: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const gunzip = Readable.from(compressed).pipe(zlib.createGunzip());
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } finally {
    // A consumer that stops early (a limit reached) leaves nothing inflating behind it.
    gunzip.destroy();
  }
}

export interface NumberedLine {
  text: string;
  line: number;
  /** the line was longer than the limit: `text` holds its first characters only */
  tooLong?: true;
}

/** Lines per batch at most: a whole request body in one batch kept all its lines alive at once. */
const maxBatchLines = 1024;
/** Characters of a line at most (default); accounting and NDJSON records are far shorter. */
export const maxLineLength = 1024 * 1024;
/** What is kept of an over-long line, to show in its rejection. */
const overLongHeadLength = 500;

const withoutCarriageReturn = (text: string) =>
  text.charCodeAt(text.length - 1) === 13 ? text.slice(0, -1) : text;

/**
 * UTF-8 lines (LF or CRLF), numbered from 1, in arrays of up to 1,024 per chunk of input:
 * consumers handle a batch synchronously, so there is one await per batch rather than per line,
 * and a batch's intermediate objects die before the next (young, so cheap for the collector).
 * The decoder keeps multi-byte characters split across chunks. Each chunk is scanned once, so
 * splitting is linear in the input; a line past `limit` characters is not kept whole: its first
 * characters come out flagged `tooLong` and the rest is dropped up to its newline.
 */
export async function* lineBatchesOf(
  bytes: AsyncIterable<Buffer>,
  limit = maxLineLength,
): AsyncGenerator<NumberedLine[]> {
  const decoder = new StringDecoder('utf8');
  // the unfinished line of the chunks so far, or the head of an over-long one being dropped
  let pending = '';
  let dropping = false;
  let line = 0;
  const finish = (text: string): NumberedLine => {
    line += 1;
    if (dropping) {
      dropping = false;
      return { text: pending, line, tooLong: true };
    }
    const whole = withoutCarriageReturn(pending === '' ? text : pending + text);
    return whole.length > limit
      ? { text: whole.slice(0, overLongHeadLength), line, tooLong: true }
      : { text: whole, line };
  };
  const keep = (text: string) => {
    if (dropping) return;
    pending += text;
    if (pending.length > limit + 1) {
      dropping = true;
      pending = pending.slice(0, overLongHeadLength);
    }
  };
  for await (const chunk of bytes) {
    const text = decoder.write(chunk);
    let batch: NumberedLine[] = [];
    let start = 0;
    let newline = text.indexOf('\n');
    while (newline >= 0) {
      batch.push(finish(text.slice(start, newline)));
      pending = '';
      start = newline + 1;
      newline = text.indexOf('\n', start);
      if (batch.length >= maxBatchLines) {
        yield batch;
        batch = [];
      }
    }
    keep(start === 0 ? text : text.slice(start));
    if (batch.length > 0) yield batch;
  }
  keep(decoder.end());
  if (pending !== '' || dropping) yield [finish('')];
}

export async function* linesOf(
  bytes: AsyncIterable<Buffer>,
  limit = maxLineLength,
): AsyncGenerator<NumberedLine> {
  for await (const batch of lineBatchesOf(bytes, limit)) yield* batch;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
