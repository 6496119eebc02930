// Array parameters in PostgreSQL's binary format, for the batch statements of ingest
// (`unnest($1::int8[])`). Measured against the text literals of arrayLiterals.ts on 20,000-row
// chunks: no number is turned into a string here (String() of a 53-bit hash is the costly
// part in JavaScript), no literal is re-read character by character by the server, and
// timestamps go as microseconds since 2000 instead of a per-row interval product. A Buffer
// parameter is sent in binary format by node-postgres and by PGlite (for the built-in array
// types only: PGlite passes a Uint8Array through the array serializers it registers at start,
// not through those of table row types, so rows go as one array per column, never as records).

import { sql, type RawBuilder } from 'kysely';

export type BinaryType = 'int2' | 'int4' | 'int8' | 'float8' | 'timestamptz' | 'text';

/** Element type OIDs (pg_type), fixed for the built-in types. */
const elementOids: Record<BinaryType, number> = {
  int2: 21,
  int4: 23,
  int8: 20,
  float8: 701,
  timestamptz: 1184,
  text: 25,
};

const casts: Record<BinaryType, RawBuilder<unknown>> = {
  int2: sql`int2[]`,
  int4: sql`int4[]`,
  int8: sql`int8[]`,
  float8: sql`float8[]`,
  timestamptz: sql`timestamptz[]`,
  text: sql`text[]`,
};

/** 2000-01-01T00:00:00Z, PostgreSQL's timestamp epoch, in Unix milliseconds. */
const postgresEpochMs = 946_684_800_000;
const twoTo32 = 4_294_967_296;
/** ndim, flags, element type, then length and lower bound of the one dimension. */
const headerBytes = 20;

/**
 * One one-dimensional array, element by element: `int8(v)`, `text(s)`, ... in order, then
 * `finish()`. Values are written big-endian through a DataView (compiled to plain stores,
 * where Buffer's write methods check their arguments on every call); the buffer doubles when
 * it fills. Give texts their expected byte count: a buffer sized right is allocated once.
 */
export class ArrayWriter {
  readonly type: BinaryType;
  #buffer: Buffer;
  #view: DataView;
  #at = headerBytes;
  #count = 0;

  constructor(type: BinaryType, expectedElements = 16, expectedTextBytes = 0) {
    this.type = type;
    const perElement = type === 'text' ? 4 : type === 'int2' ? 6 : type === 'int4' ? 8 : 12;
    this.#buffer = Buffer.allocUnsafe(
      headerBytes + expectedElements * perElement + expectedTextBytes,
    );
    this.#view = new DataView(this.#buffer.buffer, this.#buffer.byteOffset, this.#buffer.length);
  }

  get count(): number {
    return this.#count;
  }

  #room(bytes: number): void {
    if (this.#at + bytes <= this.#buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.#at + bytes));
    this.#buffer.copy(grown, 0, 0, this.#at);
    this.#buffer = grown;
    this.#view = new DataView(grown.buffer, grown.byteOffset, grown.length);
  }

  null(): void {
    this.#room(4);
    this.#view.setInt32(this.#at, -1);
    this.#at += 4;
    this.#count += 1;
  }

  int2(value: number | null): void {
    if (value === null) return this.null();
    this.#room(6);
    this.#view.setInt32(this.#at, 2);
    this.#view.setInt16(this.#at + 4, value);
    this.#at += 6;
    this.#count += 1;
  }

  int4(value: number | null): void {
    if (value === null) return this.null();
    this.#room(8);
    this.#view.setInt32(this.#at, 4);
    this.#view.setInt32(this.#at + 4, value);
    this.#at += 8;
    this.#count += 1;
  }

  /** An integer JavaScript holds exactly (|value| < 2^53), as a two's complement int8. */
  int8(value: number | null): void {
    if (value === null) return this.null();
    this.#room(12);
    const view = this.#view;
    view.setInt32(this.#at, 8);
    // The high word with its sign; the low word as the unsigned remainder (also for negatives).
    view.setInt32(this.#at + 4, Math.floor(value / twoTo32));
    view.setUint32(this.#at + 8, value >>> 0);
    this.#at += 12;
    this.#count += 1;
  }

  float8(value: number | null): void {
    if (value === null) return this.null();
    this.#room(12);
    this.#view.setInt32(this.#at, 8);
    this.#view.setFloat64(this.#at + 4, value);
    this.#at += 12;
    this.#count += 1;
  }

  /** Epoch milliseconds (integers), as PostgreSQL's microseconds since 2000: exact. */
  timestamptz(epochMs: number | null): void {
    if (epochMs === null) return this.null();
    this.#room(12);
    const micros = (epochMs - postgresEpochMs) * 1000;
    const view = this.#view;
    view.setInt32(this.#at, 8);
    view.setInt32(this.#at + 4, Math.floor(micros / twoTo32));
    view.setUint32(this.#at + 8, micros >>> 0);
    this.#at += 12;
    this.#count += 1;
  }

  text(value: string | null): void {
    if (value === null) return this.null();
    // UTF-8 takes at most three bytes per UTF-16 unit; count exactly only when that is short.
    if (this.#at + 4 + value.length * 3 > this.#buffer.length)
      this.#room(4 + Buffer.byteLength(value));
    const written = this.#buffer.write(value, this.#at + 4);
    this.#view.setInt32(this.#at, written);
    this.#at += 4 + written;
    this.#count += 1;
  }

  /** The array's bytes (a view of the writer's buffer). */
  finish(): Buffer {
    const oid = elementOids[this.type];
    if (this.#count === 0) {
      const empty = Buffer.alloc(12);
      empty.writeInt32BE(0, 0);
      empty.writeInt32BE(0, 4);
      empty.writeUInt32BE(oid, 8);
      return empty;
    }
    const view = this.#view;
    view.setInt32(0, 1);
    // Null elements are told by their length -1; the flag is not read by array_recv.
    view.setInt32(4, 0);
    view.setUint32(8, oid);
    view.setInt32(12, this.#count);
    view.setInt32(16, 1);
    return this.#buffer.subarray(0, this.#at);
  }
}

/** The writer's array as a typed parameter: `$n::int8[]`. */
export function arrayOf(writer: ArrayWriter): RawBuilder<unknown> {
  return sql`${writer.finish()}::${casts[writer.type]}`;
}

/** An array parameter from values (numbers as the type wants them, texts, epoch ms, null). */
export function binaryArray(
  type: BinaryType,
  values: readonly (number | string | null)[],
): RawBuilder<unknown> {
  const writer = new ArrayWriter(type, values.length);
  for (const value of values) {
    if (value === null) writer.null();
    else if (typeof value === 'string') writer.text(value);
    else if (type === 'int2') writer.int2(value);
    else if (type === 'int4') writer.int4(value);
    else if (type === 'int8') writer.int8(value);
    else if (type === 'float8') writer.float8(value);
    else writer.timestamptz(value);
  }
  return arrayOf(writer);
}
