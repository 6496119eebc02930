// Splits an mbox file (a mailbox export holding many report emails) into its messages. mboxrd /
// mboxo rules (RFC 4155): a message starts at a `From ` line that opens the file or follows an
// empty line; `>From ` in a body is unescaped by one `>`. Bytes are kept as they are (CRLF
// stays CRLF, DKIM-relevant), and each message is capped so one huge message cannot take the
// memory of the whole import: an oversized message is reported and the others are kept.

import { ReportInputError } from './types.ts';

export const DEFAULT_MAX_MESSAGE_BYTES = 50 * 1024 * 1024;

export type MboxPart =
  { index: number; message: Buffer } | { index: number; error: ReportInputError };

const LF = 0x0a;
const CR = 0x0d;
const GT = 0x3e;
const fromLine = Buffer.from('From ', 'latin1');

const startsWithFrom = (line: Buffer, offset: number) =>
  line.length - offset >= fromLine.length &&
  line.compare(fromLine, 0, fromLine.length, offset, offset + fromLine.length) === 0;

const isEmptyLine = (line: Buffer) =>
  line.length === 0 ||
  (line.length === 1 && (line[0] === LF || line[0] === CR)) ||
  (line.length === 2 && line[0] === CR && line[1] === LF);

/** `>From `, `>>From `, ...: an escaped From line (mboxrd). */
function isEscapedFrom(line: Buffer): boolean {
  let offset = 0;
  while (line[offset] === GT) offset += 1;
  return offset > 0 && startsWithFrom(line, offset);
}

export function splitMbox(mbox: Buffer, options: { maxMessageBytes?: number } = {}): MboxPart[] {
  const maxBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const parts: MboxPart[] = [];
  let pieces: Buffer[] = [];
  let size = 0;
  let inMessage = false;
  /** the empty line seen last, held back: it separates messages unless more body follows */
  let heldEmptyLine: Buffer | null = null;

  const finish = () => {
    if (!inMessage) return;
    const index = parts.length;
    if (size > maxBytes) {
      const limit = `${Math.round(maxBytes / 1024 / 1024)} MiB`;
      parts.push({
        index,
        error: new ReportInputError(
          'TooLarge',
          `Message ${index + 1} of the mbox is over ${limit}.`,
        ),
      });
    } else {
      parts.push({ index, message: Buffer.concat(pieces) });
    }
    pieces = [];
    size = 0;
  };
  const append = (line: Buffer) => {
    size += line.length;
    // Past the cap, keep counting but stop holding bytes.
    if (size <= maxBytes) pieces.push(line);
  };

  let atStart = true;
  for (let start = 0; start < mbox.length;) {
    const newline = mbox.indexOf(LF, start);
    const end = newline === -1 ? mbox.length : newline + 1;
    const line = mbox.subarray(start, end);
    start = end;
    if (startsWithFrom(line, 0) && (atStart || heldEmptyLine !== null)) {
      finish();
      inMessage = true;
      heldEmptyLine = null;
      atStart = false;
      continue;
    }
    atStart = false;
    if (!inMessage) continue;
    if (heldEmptyLine) append(heldEmptyLine);
    heldEmptyLine = null;
    if (isEmptyLine(line)) heldEmptyLine = line;
    else append(isEscapedFrom(line) ? line.subarray(1) : line);
  }
  finish();
  return parts;
}
