// Credentials at rest: AES-256-GCM with a random 96-bit nonce per value, so a database dump or a
// leaked backup of the tables does not hand out the Mailgun signing keys, Slack webhooks, SNDS
// keys, second-factor secrets, integration headers or IMAP passwords it holds. A sealed value is
// `v1:<key id>:<base64url of nonce, ciphertext and tag>`: the version names the format, the key
// id (from the key's hash) names the key, so a later rotation can keep the old key for opening
// and seal with the new one. The header is authenticated with the ciphertext.
import crypto from 'node:crypto';

declare const sealedBrand: unique symbol;
/** A value sealed by a SecretBox; a column typed Sealed cannot be written with plain text. */
export type Sealed = string & { readonly [sealedBrand]: true };

const format = 'v1';
const nonceBytes = 12;
const tagBytes = 16;
const sealedPattern = /^v1:([0-9a-f]{8}):([A-Za-z0-9_-]+)$/;

export interface SecretBox {
  /** 8 hex digits naming the key (not the key: a hash of it) */
  readonly keyId: string;
  seal(text: string): Sealed;
  /** the text; throws when the value was sealed with another key or altered */
  open(sealed: Sealed): string;
}

export class SecretOpenError extends Error {}

/** Whether a stored value has the sealed shape (not whether it opens). */
export function isSealed(value: string): value is Sealed {
  return sealedPattern.test(value);
}

export function keyIdOf(key: Buffer): string {
  return crypto
    .createHash('sha256')
    .update('console secret key id')
    .update(key)
    .digest('hex')
    .slice(0, 8);
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret key is 32 bytes');
  const secretKey = Buffer.from(key);
  const keyId = keyIdOf(secretKey);
  const header = `${format}:${keyId}`;
  return {
    keyId,
    seal(text) {
      const nonce = crypto.randomBytes(nonceBytes);
      const cipher = crypto.createCipheriv('aes-256-gcm', secretKey, nonce);
      cipher.setAAD(Buffer.from(header));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
      return `${header}:${sealed}` as Sealed;
    },
    open(sealed) {
      const match = sealedPattern.exec(sealed);
      if (!match) throw new SecretOpenError('The value is not sealed');
      if (match[1] !== keyId)
        throw new SecretOpenError(
          `The value was sealed with key ${match[1]}; this server's SECRET_KEY is key ${keyId}`,
        );
      const bytes = Buffer.from(match[2] as string, 'base64url');
      if (bytes.length < nonceBytes + tagBytes) throw new SecretOpenError('The value is truncated');
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        secretKey,
        bytes.subarray(0, nonceBytes),
      );
      decipher.setAAD(Buffer.from(header));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      try {
        const body = bytes.subarray(nonceBytes, bytes.length - tagBytes);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretOpenError('The value does not open with this key: it was altered');
      }
    },
  };
}

/** Every value of a record sealed, e.g. an integration's headers. */
export function sealValues(box: SecretBox, values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, box.seal(value)]),
  ) as Record<string, Sealed>;
}

export function openValues(box: SecretBox, values: Record<string, Sealed>) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, box.open(value)]),
  ) as Record<string, string>;
}
