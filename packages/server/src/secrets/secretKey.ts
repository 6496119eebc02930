// Where the key of secretBox.ts comes from: SECRET_KEY (32 bytes as base64 or hex), or else a
// key generated at first start into DATA_DIR/secret.key (readable by its owner only) and read
// from there afterwards. With PGlite the data folder holds the database too, so the two travel
// together. With PostgreSQL every server process must use the same key: a process that can not
// keep a generated key (no write access to DATA_DIR) refuses to start and asks for SECRET_KEY.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

export const secretKeyFileName = 'secret.key';
export const secretKeyHelp =
  'Set SECRET_KEY to 32 random bytes, e.g. `openssl rand -base64 32`, the same for every server process of the database';

/** 32 bytes from 64 hex digits or base64 (standard or URL-safe); throws otherwise. */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  if (!key || key.length !== 32)
    throw new Error('SECRET_KEY must be 32 bytes, as base64 (44 characters) or hex (64 digits)');
  return key;
}

export interface KeySource {
  /** SECRET_KEY, decoded */
  secretKey: Buffer | undefined;
  dataDir: string;
}

/** The configured key, or the one kept in the data folder (generated there the first time). */
export function loadSecretKey(source: KeySource, logger: Pick<Logger, 'info' | 'warn'>): Buffer {
  if (source.secretKey) return source.secretKey;
  const file = path.join(source.dataDir, secretKeyFileName);
  try {
    return readKeyFile(file, logger) ?? createKeyFile(file, logger);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `SECRET_KEY is not set and ${file} can not be read or created (${reason}). ${secretKeyHelp}.`,
      { cause: error },
    );
  }
}

function readKeyFile(file: string, logger: Pick<Logger, 'warn'>): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0)
    logger.warn({ file }, 'the secret key file is readable by others: chmod 600 it');
  return parseSecretKey(text);
}

/**
 * Written to a private temporary file, then linked to its name: two processes starting at once
 * both end up with the one that was linked first, never with a half-written file.
 */
function createKeyFile(file: string, logger: Pick<Logger, 'info' | 'warn'>): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const descriptor = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(descriptor, `${crypto.randomBytes(32).toString('base64')}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    fs.linkSync(temporary, file);
    logger.info({ file }, 'generated the secret key that seals stored credentials');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  return readKeyFile(file, logger) as Buffer;
}
