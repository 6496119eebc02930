// What an input is, from its first bytes: a report arrives as a file upload, an attachment or a
// whole mailbox, and its name (when it has one) is often wrong (`.xml` that is gzip, `.zip`
// sent as application/octet-stream). Magic numbers first, then the first character of text.

export type InputFormat = 'empty' | 'gzip' | 'zip' | 'xml' | 'json' | 'mbox' | 'email' | 'unknown';

const isWhitespace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

// RFC 5322 field name (printable ASCII but `:`), then `:`: the first line of a message.
const headerLine = /^[\x21-\x39\x3b-\x7e]+:/;
const messageHeader = /^(from|date|subject|received|message-id|mime-version|content-type):/im;

export function sniffInput(bytes: Uint8Array): InputFormat {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0x1f && b1 === 0x8b) return 'gzip';
  // local file header; an empty archive starts with its end-of-central-directory record
  if (b0 === 0x50 && b1 === 0x4b && ((b2 === 3 && b3 === 4) || (b2 === 5 && b3 === 6))) {
    return 'zip';
  }
  let offset = 0;
  let step = 1;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) offset = 3;
  else if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    // UTF-16: look at every other byte (the ASCII half of each code unit)
    offset = b0 === 0xff ? 2 : 3;
    step = 2;
  }
  while (offset < bytes.length && (isWhitespace(bytes[offset]) || bytes[offset] === 0)) {
    offset += step === 2 ? 2 : 1;
  }
  if (offset >= bytes.length) return 'empty';
  const first = bytes[offset];
  if (first === 0x3c) return 'xml';
  if (first === 0x7b) return 'json';
  if (offset !== 0) return 'unknown';
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64 * 1024));
  const text = start.toString('latin1');
  if (text.startsWith('From ')) return 'mbox';
  const header = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // A header line first, and a header every message has somewhere in the block (so a
  // `key: value` text file is not taken for an email).
  if (headerLine.test(header) && messageHeader.test(header)) return 'email';
  return 'unknown';
}
