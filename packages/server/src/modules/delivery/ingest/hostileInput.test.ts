// Hostile ingest bodies against the product as `npm start` runs it (a child process on a fresh
// PGlite folder), with a key made by admin/users/api as an admin would: a 2 MiB gzip of spaces
// to a JSON source (2 GiB inflated; it once took the process to 4.9 GB) and a gzip of one
// 256 MiB line to PowerMTA (it once held a core for minutes). Each answers 413 at once, the
// process's peak memory stays within a bound, and it goes on serving.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDataDir } from '../../../testing/pgliteTemplate.ts';
import { startProduct, type ProductProcess } from '../../../testing/productProcess.ts';

const admin = { email: 'admin@example.com', password: 'hostile input admin 2026' };
const mebibyte = 1024 * 1024;

/** Gzip members of 32 MiB each, concatenated: a small body that inflates to `mebibytes`. */
function bomb(byte: string, mebibytes: number, end: string): Buffer {
  const member = gzipSync(Buffer.alloc(32 * mebibyte, byte));
  return Buffer.concat([...Array.from({ length: mebibytes / 32 }, () => member), gzipSync(end)]);
}

/** Resident and peak resident memory of a process, in MiB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

describe('hostile ingest bodies against the running product', () => {
  let product: ProductProcess;
  let dataDir: string;
  let key: string;

  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
    product = await startProduct({
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        PASSWORD_SCRYPT_LOG_N: '12',
        DEMO_EVENTS: '0',
        LOG_LEVEL: 'warn',
      },
    });
    const login = await fetch(`${product.url}/api/v1.1/auth/authenticate/postmastery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const created = await fetch(`${product.url}/api/v1.1/admin/users/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify({ dataset: 'demo-newsletters', description: 'hostile input test' }),
    });
    expect(created.status).toBe(200);
    key = ((await created.json()) as { secret: string }).secret;
  }, 180_000);

  afterAll(async () => {
    await product?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (source: string, body: Buffer) =>
    fetch(`${product.url}/api/ingest/demo-newsletters/${source}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(body),
    });

  it('answers each bomb 413 within seconds, with the process bounded in memory', async () => {
    const pid = product.child.pid as number;
    const before = memoryOf(pid);
    for (const [source, body] of [
      ['sendgrid', bomb(' ', 2048, '[]')],
      ['powermta', bomb('a', 256, '\n')],
    ] as const) {
      const started = performance.now();
      const response = await post(source, body);
      expect(response.status, source).toBe(413);
      expect(await response.json(), source).toEqual({
        name: 'PayloadTooLarge',
        message: 'the body is larger than 128 MiB once decompressed',
      });
      expect(performance.now() - started, source).toBeLessThan(10_000);
    }
    const after = memoryOf(pid);
    // The cap holds 128 MiB of inflated text at most, once as bytes and once as a string.
    expect(after.peak - before.rss).toBeLessThan(512);

    const good = await post(
      'sendgrid',
      gzipSync(
        JSON.stringify([
          {
            email: 'after-the-bombs@gmail.com',
            timestamp: Math.floor(Date.now() / 1000),
            event: 'delivered',
            sg_event_id: 'after-the-bombs',
          },
        ]),
      ),
    );
    expect(await good.json()).toMatchObject({ stored: 1, rejected_total: 0 });
  }, 120_000);
});
