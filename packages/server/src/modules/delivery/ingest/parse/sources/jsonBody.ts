// JSON request bodies of the webhook sources. A body that is not JSON at all is refused whole
// (there are no records to keep); inside a valid array, each element stands alone. A body is
// held whole to be parsed, so its decompressed size is capped (ParseOptions.maxExpandedBytes):
// past it, inflating stops and the body is refused with 413.
import zlib from 'node:zlib';
import { ExpandedTooLarge, errorMessage, isGzip } from '../input.ts';

export type BodyInput = Uint8Array | string | unknown;

type Refusal = { ok: false; status: 400 | 413; reason: string };
export type JsonBody = { ok: true; value: unknown } | Refusal;

const tooLarge = (limit: number): Refusal => ({
  ok: false,
  status: 413,
  reason: new ExpandedTooLarge(limit).message,
});

/** Bytes or text are parsed (gzip-encoded bytes are inflated); anything else is taken as parsed. */
export function readJsonBody(body: BodyInput, maxBytes = Infinity): JsonBody {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array) {
    // A view of the bytes, not a copy (Buffer.from of a Uint8Array copies it).
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (!isGzip(body)) {
      if (bytes.length > maxBytes) return tooLarge(maxBytes);
      text = bytes.toString('utf8');
    } else {
      try {
        const limit = Number.isFinite(maxBytes) ? { maxOutputLength: maxBytes } : {};
        text = zlib.gunzipSync(bytes, limit).toString('utf8');
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
          return tooLarge(maxBytes);
        return {
          ok: false,
          status: 400,
          reason: `body is not readable gzip: ${errorMessage(error)}`,
        };
      }
    }
  } else return { ok: true, value: body };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, status: 400, reason: `body is not JSON: ${errorMessage(error)}` };
  }
}

export type JsonArrayBody = { ok: true; records: unknown[] } | Refusal;

export function readJsonArray(body: BodyInput, maxBytes = Infinity): JsonArrayBody {
  const parsed = readJsonBody(body, maxBytes);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(parsed.value))
    return { ok: false, status: 400, reason: 'body is not a JSON array' };
  return { ok: true, records: parsed.value };
}
