// Random secrets and their hashes. Session ids, CSRF tokens, reset tokens and API keys are
// random 256-bit values handed out once; the database keeps only their SHA-256, so a leaked
// database row cannot be replayed as a cookie or a token.
import crypto from 'node:crypto';

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}
