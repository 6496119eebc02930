// The lines of an SNDS export, read as its body streams in, within bounds: a body past 20 MB
// is refused before it is all in memory (the biggest real export, one row per IP, is far
// smaller), and a line past 64 KB is handed on as too long (its bytes dropped, not kept) so
// the parser counts it as malformed and goes on. Lines are split on bytes (a newline byte
// never occurs inside a UTF-8 sequence), then decoded; CR of CRLF is dropped.

export const maxBodyBytes = 20 * 1024 * 1024;
export const maxLineBytes = 64 * 1024;

export class SndsBodyTooLarge extends Error {
  constructor(limit: number) {
    super(`the answer is larger than ${limit / 1024 / 1024} MB`);
  }
}

export interface SndsLine {
  /** 1-based */
  number: number;
  /** the line without its line break; empty when too long */
  text: string;
  tooLong: boolean;
}

export type SndsBody = string | Iterable<Uint8Array | string> | AsyncIterable<Uint8Array | string>;

export interface LineLimits {
  maxBodyBytes?: number;
  maxLineBytes?: number;
}

const newline = 10;
const decoder = new TextDecoder('utf-8');

function chunks(
  body: SndsBody,
): Iterable<Uint8Array | string> | AsyncIterable<Uint8Array | string> {
  return typeof body === 'string' ? [body] : body;
}

export async function* sndsLines(
  body: SndsBody,
  limits: LineLimits = {},
): AsyncGenerator<SndsLine> {
  const bodyLimit = limits.maxBodyBytes ?? maxBodyBytes;
  const lineLimit = limits.maxLineBytes ?? maxLineBytes;
  let total = 0;
  let number = 0;
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  let tooLong = false;

  const append = (part: Uint8Array) => {
    if (tooLong || part.length === 0) return;
    if (partBytes + part.length > lineLimit) {
      tooLong = true;
      parts = [];
      partBytes = 0;
      return;
    }
    // a copy: the stream may reuse its chunk's memory
    parts.push(part.slice());
    partBytes += part.length;
  };
  const finish = (): SndsLine => {
    number += 1;
    let text = tooLong ? '' : decoder.decode(Buffer.concat(parts));
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (number === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const line = { number, text, tooLong };
    parts = [];
    partBytes = 0;
    tooLong = false;
    return line;
  };

  for await (const chunk of chunks(body)) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    total += bytes.length;
    if (total > bodyLimit) throw new SndsBodyTooLarge(bodyLimit);
    let from = 0;
    for (let at = bytes.indexOf(newline); at >= 0; at = bytes.indexOf(newline, from)) {
      append(bytes.subarray(from, at));
      yield finish();
      from = at + 1;
    }
    append(bytes.subarray(from));
  }
  if (partBytes > 0 || tooLong) yield finish();
}
