// `npm run bench:users -- [--db pglite,postgres] [--seconds S] [--connections C]`:
// throughput and latency of an authenticated call, `user/users/get`, against a real server
// process over loopback, with autocannon. Each database is fresh: PGlite in a temp folder, or
// the database users_bench on TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/
// postgres). The server signs the admin in, and every request carries the session cookie and
// the CSRF token, so the figures include session lookup, guard and handler. Figures are
// printed, not asserted (machine load varies: it is printed too).
import '../../../scripts/benchUsage.ts';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAverage, option } from './benchArgs.ts';

const databases = option('db', 'pglite,postgres').split(',');
const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '10'));
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEntry = path.join(import.meta.dirname, '..', 'src', 'main.ts');
const admin = { email: 'bench-admin@example.com', password: 'bench password 1234' };
const load = () => loadAverage();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function freshPostgres(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  await client.query('drop database if exists users_bench with (force)');
  await client.query('create database users_bench');
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = '/users_bench';
  return url.toString();
}

async function startServer(kind: string, port: number, dataDir: string) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    APP_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    // the demo traffic is imported after the server listens: it would compete with the calls
    DEMO_EVENTS: '0',
    INBOUND_SMTP_PORT: '0',
  };
  delete env.DATABASE_URL;
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres();
  else env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, [serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${base}/api/v1.1/public/system/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => null);
    if (answer?.ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1.1/auth/authenticate/postmastery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token } = (await response.json()) as { token: string };
  return { 'content-type': 'application/json', cookie, 'x-csrf-token': token };
}

function run(base: string, headers: Record<string, string>, duration: number) {
  return autocannon({
    url: `${base}/api/v1.1/user/users/get`,
    method: 'POST',
    headers,
    body: '{}',
    connections,
    duration,
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

console.log(
  `user/users/get benchmark: ${connections} connections, ${seconds} s per database, ` +
    `${os.cpus().length} cores, Node ${process.version}, load average ${load()}`,
);
for (const kind of databases) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-'));
  const { child, base } = await startServer(kind, await freePort(), dataDir);
  try {
    const headers = await signIn(base);
    const check = await fetch(`${base}/api/v1.1/user/users/get`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (check.status !== 200) throw new Error(`users/get answered ${check.status}`);
    await run(base, headers, 2); // warm-up: JIT, connection pool, caches
    const result = await run(base, headers, seconds);
    const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(
      `${name.padEnd(10)} requests/s median ${result.requests.p50}, mean ${result.requests.average.toFixed(0)}; ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}; ` +
        `load average ${load()}`,
    );
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
