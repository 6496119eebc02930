// JSON request bodies of the webhook sources. A body that is not JSON at all is refused whole
// (there are no records to keep); inside a valid array, each element stands alone.
import zlib from 'node:zlib';
import { errorMessage, isGzip } from '../input.ts';

export type BodyInput = Uint8Array | string | unknown;

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: string };

/** Bytes or text are parsed (gzip-encoded bytes are inflated); anything else is taken as parsed. */
export function readJsonBody(body: BodyInput): JsonBody {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array) {
    try {
      // A view of the bytes, not a copy (Buffer.from of a Uint8Array copies it).
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      text = (isGzip(body) ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
    } catch (error) {
      return { ok: false, reason: `body is not readable gzip: ${errorMessage(error)}` };
    }
  } else return { ok: true, value: body };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: `body is not JSON: ${errorMessage(error)}` };
  }
}

export type JsonArrayBody = { ok: true; records: unknown[] } | { ok: false; reason: string };

export function readJsonArray(body: BodyInput): JsonArrayBody {
  const parsed = readJsonBody(body);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(parsed.value)) return { ok: false, reason: 'body is not a JSON array' };
  return { ok: true, records: parsed.value };
}
