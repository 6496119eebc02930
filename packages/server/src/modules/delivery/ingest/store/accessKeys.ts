// The dataset access key of an ingest request. It comes in `Authorization`, raw (Halon's
// http-bulk sends `Authorization: <key>`), as `Bearer <key>`, or as the password of Basic
// credentials (for senders whose webhook settings only take a URL with user:password, such as
// Amazon SNS). Keys are created by admins (admin/users/api); only their SHA-256 is stored. Every
// key of the dataset is compared in constant time, so timing tells nothing about which matched.
import { sameDigest, sha256 } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/schema/index.ts';
import { keyHashesOfDataset, touchDatasetKey } from '../../../datasets/datasets.repository.ts';

export function presentedKey(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const value = authorization.trim();
  if (value === '') return null;
  const [scheme, ...rest] = value.split(/\s+/);
  const credentials = rest.join(' ');
  if (scheme?.toLowerCase() === 'bearer') return credentials || null;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) || null : null;
  }
  return value;
}

export interface KeyCheck {
  ok: boolean;
  keyId: string | null;
}

export async function checkAccessKey(
  db: Db,
  datasetId: string,
  presented: string | null,
  now = new Date(),
): Promise<KeyCheck> {
  const keys = await keyHashesOfDataset(db, datasetId);
  const digest = sha256(presented ?? '');
  let match: string | null = null;
  for (const key of keys) {
    const live = key.expires_at === null || key.expires_at > now;
    // Compare with every key, live or not: the time taken does not depend on which matches.
    if (sameDigest(digest, key.secret_hash) && live && presented !== null) match = key.id;
  }
  return { ok: match !== null, keyId: match };
}

const lastTouched = new Map<string, number>();

/** Records that a key was used, at most once a minute per key and process. */
export async function touchAccessKey(db: Db, keyId: string, now = Date.now()): Promise<void> {
  if ((lastTouched.get(keyId) ?? 0) > now - 60_000) return;
  lastTouched.set(keyId, now);
  await touchDatasetKey(db, keyId, new Date(now));
}
