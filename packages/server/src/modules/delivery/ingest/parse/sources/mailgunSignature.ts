// Mailgun webhook signatures: HMAC-SHA256 of `timestamp + token` keyed with the domain's
// webhook signing key, hex encoded, compared in constant time. `parent-signature` (events of a
// subaccount, signed with the primary account's key) is accepted too.
//
// Freshness: Mailgun retries a webhook that was not answered 200 for about 8 hours (10 min,
// 10 min, 15 min, 30 min, 1 h, 2 h, 4 h). Whether a retry is re-signed is not documented, so
// the default window covers the whole retry schedule: a shorter one could refuse, for good,
// retries of events after an outage of this server. Replays inside the window are harmless
// because ingestion is idempotent on the event id. Timestamps more than 5 minutes in the
// future are refused (clock skew beyond that is a misconfiguration or a forgery).
import crypto from 'node:crypto';
import { numberOf, objectOf, text } from '../fields.ts';

export interface MailgunSignatureOptions {
  signingKey: string;
  now?: () => number;
  /** oldest accepted signature, in seconds (default 8 h 30 min) */
  maxAgeSeconds?: number;
  /** furthest accepted clock skew into the future, in seconds (default 300) */
  maxFutureSeconds?: number;
}

export const defaultMailgunMaxAgeSeconds = 8.5 * 3600;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  // Compare lengths first: timingSafeEqual throws on unequal lengths, and the length of an
  // HMAC-SHA256 digest is public anyway.
  return a.length === b.length && a.length === 32 && crypto.timingSafeEqual(a, b);
}

export function mailgunSignatureOf(signingKey: string, timestamp: string, token: string): string {
  return crypto
    .createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
}

export function verifyMailgunSignature(
  signature: unknown,
  options: MailgunSignatureOptions,
): SignatureCheck {
  const fields = objectOf(signature);
  if (fields === null) return { ok: false, reason: 'signature missing' };
  const timestamp = text(fields.timestamp);
  const token = text(fields.token);
  const given = text(fields.signature);
  const parent = text(fields['parent-signature']);
  if (timestamp === null || token === null || (given === null && parent === null))
    return {
      ok: false,
      reason: 'signature incomplete: timestamp, token and signature are required',
    };
  const signedAt = numberOf(timestamp);
  if (signedAt === null) return { ok: false, reason: 'signature timestamp is not a number' };
  const nowSeconds = (options.now ?? Date.now)() / 1000;
  const age = nowSeconds - signedAt;
  if (age > (options.maxAgeSeconds ?? defaultMailgunMaxAgeSeconds))
    return { ok: false, reason: `signature is stale (signed ${Math.round(age)} s ago)` };
  if (-age > (options.maxFutureSeconds ?? 300))
    return { ok: false, reason: 'signature timestamp is in the future' };
  const expected = mailgunSignatureOf(options.signingKey, timestamp, token);
  if (
    (given !== null && sameHex(expected, given)) ||
    (parent !== null && sameHex(expected, parent))
  )
    return { ok: true };
  return { ok: false, reason: 'signature does not match the signing key' };
}
