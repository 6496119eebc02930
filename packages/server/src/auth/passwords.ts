// Password hashing with scrypt (node:crypto) and the password policy of spec sections 5 and 9.
// A hash records its own parameters (`scrypt$logN$r$p$salt$key`), so raising the cost later
// (PASSWORD_SCRYPT_LOG_N) leaves existing hashes verifiable.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { passwordLength, texts } from '@console/contract';
import { fail } from '../http/apiError.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const keyLength = 32;
const blockSize = 8;
const parallelism = 1;

function scryptOptions(logN: number): crypto.ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions(logN));
  return [
    'scrypt',
    logN,
    blockSize,
    parallelism,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = { ...scryptOptions(Number(logN)), r: Number(r), p: Number(p) };
  const actual = await scrypt(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    options,
  );
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no hash to check (unknown user, no
 * password set), so response times do not tell which addresses have accounts.
 */
export async function verifyNothing(password: string, logN: number): Promise<false> {
  dummyHash ??= hashPassword('not a password of anyone', logN);
  await verifyPassword(password, await dummyHash);
  return false;
}

/** 12 to 64 characters, counted as Unicode code points (what a person counts). */
export function assertPasswordPolicy(password: string): void {
  const length = [...password.normalize('NFC')].length;
  if (length < passwordLength.min) throw fail('PasswordInsecure', texts.passwordInsecure);
  if (length > passwordLength.max) {
    throw fail(
      'PasswordInsecure',
      `Password must contain at most ${passwordLength.max} characters`,
    );
  }
}
