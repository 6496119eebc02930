// The secret box and its key: a sealed value is not its text, opens back, differs each time
// (random nonce), does not open with another key or once altered; SECRET_KEY is read as base64
// or hex, and without it a key is generated into the data folder (owner-only) and reused; a
// folder that can not be written is refused with a message asking for SECRET_KEY.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, SecretOpenError, type Sealed } from './secretBox.ts';
import { loadSecretKey, parseSecretKey, secretKeyFileName } from './secretKey.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe('the secret box', () => {
  const box = createSecretBox(crypto.randomBytes(32));

  it('seals a value that is not its text and opens it back', () => {
    const text = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';
    const sealed = box.seal(text);
    expect(sealed).not.toContain(text);
    expect(sealed).toMatch(new RegExp(`^v1:${box.keyId}:[A-Za-z0-9_-]+$`));
    expect(isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe(text);
    expect(box.seal(text)).not.toBe(sealed);
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('does not open with another key, nor once altered', () => {
    const sealed = box.seal('xoxb-slack-token');
    const other = createSecretBox(crypto.randomBytes(32));
    expect(() => other.open(sealed)).toThrow(SecretOpenError);
    expect(() => other.open(sealed)).toThrow(`sealed with key ${box.keyId}`);
    // the same key id on another key (a forged header) still fails the tag
    const forged = sealed.replace(box.keyId, other.keyId) as Sealed;
    expect(() => other.open(forged)).toThrow('it was altered');
    const body = sealed.slice(-10);
    const flipped =
      `${sealed.slice(0, -10)}${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}` as Sealed;
    expect(() => box.open(flipped)).toThrow(SecretOpenError);
    expect(() => box.open('plain text' as Sealed)).toThrow('not sealed');
  });
});

describe('the secret key', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads SECRET_KEY as base64 or hex, and refuses anything else', () => {
    const key = crypto.randomBytes(32);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64url'))).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    for (const bad of ['short', crypto.randomBytes(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseSecretKey(bad)).toThrow('SECRET_KEY must be 32 bytes');
  });

  it('generates a key into the data folder, readable by its owner only, and reuses it', () => {
    const dataDir = path.join(folder(), 'not-yet');
    const first = loadSecretKey({ secretKey: undefined, dataDir }, quiet);
    const file = path.join(dataDir, secretKeyFileName);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ secretKey: undefined, dataDir }, quiet)).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual([secretKeyFileName]);
    const configured = crypto.randomBytes(32);
    expect(loadSecretKey({ secretKey: configured, dataDir }, quiet)).toEqual(configured);
  });

  it('refuses to start without SECRET_KEY when the data folder can not be written', () => {
    // a file where the folder should be: no user, root included, can create a file under it
    const dataDir = path.join(folder(), 'a-file');
    fs.writeFileSync(dataDir, '');
    expect(() => loadSecretKey({ secretKey: undefined, dataDir }, quiet)).toThrow(
      /SECRET_KEY is not set and .*secret\.key can not be read or created .*Set SECRET_KEY to 32 random bytes/,
    );
  });
});
