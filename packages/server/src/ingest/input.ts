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

/** The input's bytes, gunzipped when they start with the gzip magic. */
export async function* plainBytes(input: ByteInput): AsyncGenerator<Buffer> {
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
  if (!isGzip(head)) {
    yield* rest();
    return;
  }
  const gunzip = Readable.from(rest()).pipe(zlib.createGunzip());
  for await (const chunk of gunzip) yield chunk as Buffer;
}

export interface NumberedLine {
  text: string;
  line: number;
}

/** Lines per batch at most: a whole request body in one batch kept all its lines alive at once. */
const maxBatchLines = 1024;

/**
 * UTF-8 lines (LF or CRLF), numbered from 1, in arrays of up to 1,024 per chunk of input:
 * consumers handle a batch synchronously, so there is one await per batch rather than per line,
 * and a batch's intermediate objects die before the next (young, so cheap for the collector).
 * The decoder keeps multi-byte characters split across chunks.
 */
export async function* lineBatchesOf(bytes: AsyncIterable<Buffer>): AsyncGenerator<NumberedLine[]> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  for await (const chunk of bytes) {
    pending += decoder.write(chunk);
    let batch: NumberedLine[] = [];
    let start = 0;
    let newline = pending.indexOf('\n', start);
    while (newline >= 0) {
      line += 1;
      const end = newline > start && pending.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      batch.push({ text: pending.slice(start, end), line });
      start = newline + 1;
      newline = pending.indexOf('\n', start);
      if (batch.length >= maxBatchLines) {
        yield batch;
        batch = [];
      }
    }
    pending = pending.slice(start);
    if (batch.length > 0) yield batch;
  }
  pending += decoder.end();
  if (pending !== '')
    yield [{ text: pending.endsWith('\r') ? pending.slice(0, -1) : pending, line: line + 1 }];
}

export async function* linesOf(bytes: AsyncIterable<Buffer>): AsyncGenerator<NumberedLine> {
  for await (const batch of lineBatchesOf(bytes)) yield* batch;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
