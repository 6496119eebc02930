// A fast 53-bit string hash (cyrb53, public domain, by bryc) for the keys delivery events are
// found by: the idempotency key, the recipient and the Message-ID. 53 bits fit a JavaScript
// number exactly and a PostgreSQL bigint; every lookup also compares the clear value (or, for
// the idempotency key, the recipient and the millisecond), so a collision costs nothing.
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The recipient's hash; queue-level records without a recipient share the hash of ''. */
export function recipientHash(recipient: string | null): number {
  return hash53(recipient ?? '');
}
