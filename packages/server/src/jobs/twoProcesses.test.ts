// Two server processes on one PostgreSQL database, each started as `npm start` starts it: a
// report answered by the second process counts the events ingested through the first, and a
// sign-out, a role change or a removal made through the first holds on the second, whatever it
// had kept. That a scheduled job runs once per slot across processes, never twice, is tested in
// cronAcrossRunners.test.ts: two job runners under one test clock, without waiting for minutes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../modules/users/userCreation.ts';
import { openFreshStorage, postgresAvailable, type TestStorage } from '../testing/databases.ts';
import { startProduct, type ProductProcess } from '../testing/productProcess.ts';

const admin = { email: 'admin@example.com', password: 'two processes admin 2026' };

/** A session signed in on one process; its cookie and token answer on every process. */
async function signIn(url: string, credentials = admin) {
  const login = await fetch(`${url}/api/v1.1/auth/authenticate/postmastery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: credentials.email, password: credentials.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const post = (on: string, path: string, body: object) =>
    fetch(`${on}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify(body),
    });
  const call = async (key: string, body: object, on = url) =>
    (await (await post(on, `/api/v1.1/${key}`, body)).json()) as Record<string, unknown>;
  /** the status a call answers on the given process */
  const status = async (key: string, body: object, on: string) =>
    (await post(on, `/api/v1.1/${key}`, body)).status;
  const signOut = (on = url) => post(on, '/api/v1.1/auth/authenticate/logout', {});
  return Object.assign(call, { status, signOut });
}

describe.runIf(postgresAvailable)('two server processes on one PostgreSQL', () => {
  let storage: TestStorage;
  const processes: ProductProcess[] = [];

  beforeAll(async () => {
    storage = await openFreshStorage('postgres');
    const env = {
      DATABASE_URL: storage.location,
      DATABASE_POOL_SIZE: '3',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PASSWORD_SCRYPT_LOG_N: '12',
      DEMO_EVENTS: '0',
      LOG_LEVEL: 'warn',
    };
    // one after the other: the first migrates and seeds
    processes.push(await startProduct({ env }));
    processes.push(await startProduct({ env }));
  }, 180_000);

  afterAll(async () => {
    for (const process of processes) await process.stop();
    await storage?.close();
  });

  it('answers on the second what was ingested through the first', async () => {
    const [first, second] = processes as [ProductProcess, ProductProcess];
    const onFirst = await signIn(first.url);
    const onSecond = await signIn(second.url);
    const key = (await onFirst('admin/users/api', { dataset: 'demo-newsletters' })).secret;
    const day = Date.UTC(2026, 9, 1);
    const range = {
      preset: 'custom',
      start: new Date(day).toISOString(),
      end: new Date(day + 86_400_000).toISOString(),
    };
    const totals = async () =>
      (
        (await onSecond('member/datasets/totals', {
          account: 'demo',
          dataset: 'demo-newsletters',
          range,
          filters: [],
        })) as { totals: { delivered: number } }
      ).totals.delivered;
    // the second has that day's report in its cache before anything arrives
    expect(await totals()).toBe(0);
    const at = day / 1000 + 3600;
    const csv = [
      'type,timeLogged,timeQueued,orig,rcpt,dsnStatus,dsnDiag,dlvSourceIp,vmta,jobId',
      ...[1, 2, 3].map(
        (n) =>
          `d,${at + n},${at},b@news.example.com,r${n}@gmail.com,2.0.0,smtp;250 OK,192.0.2.10,m,j`,
      ),
    ].join('\n');
    const pushed = await fetch(`${first.url}/api/ingest/demo-newsletters/powermta`, {
      method: 'POST',
      headers: { authorization: `Bearer ${String(key)}`, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(await pushed.json()).toMatchObject({ stored: 3 });
    expect(await totals()).toBe(3);
  });

  it('holds on the second a sign-out, a role change and a removal made through the first', async () => {
    const [first, second] = processes as [ProductProcess, ProductProcess];
    const onFirst = await signIn(first.url);
    const editor = { email: 'editor@two.example', password: 'editor of two processes' };
    await createUser(storage.db, 12, {
      email: editor.email,
      name: 'Editor',
      password: editor.password,
    });
    await onFirst('owner/memberships/add', { account: 'demo', user: editor.email, role: 'editor' });
    const asEditor = await signIn(first.url, editor);
    const ipCount = () => asEditor.status('editor/ips/count', { account: 'demo' }, second.url);
    const datasets = () => asEditor.status('member/datasets/all', { account: 'demo' }, second.url);
    // the second keeps the session, the user and the role from these calls
    expect([await ipCount(), await datasets()]).toEqual([200, 200]);
    await onFirst('owner/memberships/set', { account: 'demo', user: editor.email, role: 'member' });
    await vi.waitFor(async () => expect(await ipCount()).toBe(403), { timeout: 1000 });
    expect(await datasets()).toBe(200);
    await onFirst('owner/memberships/del', { account: 'demo', user: editor.email });
    await vi.waitFor(async () => expect(await datasets()).toBe(403), { timeout: 1000 });

    const adminOnBoth = await signIn(first.url);
    expect(await adminOnBoth.status('user/users/get', {}, second.url)).toBe(200);
    await adminOnBoth.signOut(first.url);
    await vi.waitFor(
      async () => expect(await adminOnBoth.status('user/users/get', {}, second.url)).toBe(401),
      { timeout: 1000 },
    );
  });
});
