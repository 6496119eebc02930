// Which character encoding an XML report is written in, from its first bytes: a byte order mark,
// the UTF-16 pattern of `<?`, or the `encoding` of the XML declaration. XML parsers take strings
// and ignore the declaration, so without this a windows-1252 report would come out as U+FFFD.
// Decoding is never fatal: a bad byte becomes U+FFFD and the rest of the report is still read.

/** How many bytes to look at: the XML declaration comes first and is short. */
export const ENCODING_SNIFF_BYTES = 1024;

export interface SniffedEncoding {
  /** a WHATWG encoding label that this Node's TextDecoder accepts */
  label: string;
  /** set when the declared encoding was unknown and UTF-8 was used instead */
  warning: string | null;
}

const declarationPattern = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

export function sniffXmlEncoding(head: Uint8Array): SniffedEncoding {
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { label: 'utf-8', warning: null };
  if (b0 === 0xfe && b1 === 0xff) return { label: 'utf-16be', warning: null };
  if (b0 === 0xff && b1 === 0xfe) return { label: 'utf-16le', warning: null };
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f && b3 === 0x00) {
    return { label: 'utf-16le', warning: null };
  }
  if (b0 === 0x00 && b1 === 0x3c && b2 === 0x00 && b3 === 0x3f) {
    return { label: 'utf-16be', warning: null };
  }
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  const declared = declarationPattern.exec(text)?.[1];
  if (!declared) return { label: 'utf-8', warning: null };
  try {
    // TextDecoder throws a RangeError for a label it does not know.
    new TextDecoder(declared);
    // A UTF-16 declaration on bytes that are plainly 8-bit (no BOM, ASCII `<?xml`) is a lie.
    if (/^utf-?16/i.test(declared)) return { label: 'utf-8', warning: null };
    return { label: declared.toLowerCase(), warning: null };
  } catch {
    return {
      label: 'utf-8',
      warning: `unknown encoding "${declared}" declared; read as UTF-8`,
    };
  }
}

/** A streaming decoder for the sniffed encoding; invalid bytes become U+FFFD. */
export function createReportDecoder(label: string): TextDecoder {
  return new TextDecoder(label, { fatal: false });
}
