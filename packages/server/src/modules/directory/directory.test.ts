// The directory on both databases, through the calls a user makes: what a call read is kept, and
// a sign-out, a role change, a removal or an account's module switched off holds at the next call,
// also when another connection (as another process would) changed the row in the database.
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeChannel } from '../../db/changeFeed.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';
import type { CachedDirectory } from './directory.ts';

describe.each(testDatabases)('the directory on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let owner: TestSession;
  let password: string;
  const datasets = (session: TestSession) =>
    t().call('member/datasets/all', { account: 'demo' }, session);
  const directory = () => t().services.directory as CachedDirectory;

  /** Markers sent beside this server (as changes of a table nobody reads) that its feed heard. */
  const markerTable = 'test-marker';
  const heard = new Set<string>();
  let markers = 0;
  const marker = () => `marker-${++markers}`;

  /** Statements on a connection of their own, as another process would run them (PostgreSQL). */
  async function beside(...statements: [string, unknown[]?][]): Promise<void> {
    const client = new pg.Client({ connectionString: t().storage.location });
    await client.connect();
    for (const [statement, values] of statements) await client.query(statement, values);
    await client.end();
  }
  const notify = (key: string): [string, unknown[]] => [
    'select pg_notify($1, $2)',
    [changeChannel, `${markerTable}:${key}`],
  ];

  /** A change made beside this server, as another process would make it; resolves once heard. */
  async function elsewhere(statement: string): Promise<void> {
    if (kind === 'postgres') {
      // The notification crosses a connection. PostgreSQL delivers them in commit order, so once
      // a marker sent after the change has come back, the change has been heard as well.
      const key = marker();
      await beside([statement], notify(key));
      await vi.waitFor(() => expect(heard).toContain(key), { timeout: 10_000 });
    } else await sql.raw(statement).execute(t().storage.db);
  }

  beforeAll(async () => {
    t().services.changes.subscribe({
      change: ({ table, key }) => {
        if (table === markerTable) heard.add(key);
      },
      reset: () => undefined,
    });
    password = await t().addUser('owner@demo.example', { account: 'demo', role: 'owner' });
    owner = await t().signIn('owner@demo.example', password);
  });

  it('keeps what a call read for the next calls', async () => {
    const member = await t().signIn('owner@demo.example', password);
    expect((await datasets(member)).statusCode).toBe(200);
    const sizes = directory().sizes();
    expect(sizes).toMatchObject({ roles: expect.any(Number), accounts: expect.any(Number) });
    expect(sizes.sessions).toBeGreaterThan(0);
    expect(sizes.roles).toBeGreaterThan(0);
  });

  it('ends a session at once when it is signed out', async () => {
    const session = await t().signIn('owner@demo.example', password);
    expect((await t().call('user/users/get', {}, session)).statusCode).toBe(200);
    await t().call('/api/v1.1/auth/authenticate/logout', {}, session);
    expect((await t().call('user/users/get', {}, session)).statusCode).toBe(401);
  });

  it('holds a role change and a removal made by a call at the next call', async () => {
    const email = 'editor@demo.example';
    const editorPassword = await t().addUser(email, { account: 'demo', role: 'editor' });
    const editor = await t().signIn(email, editorPassword);
    const count = () => t().call('editor/ips/count', { account: 'demo' }, editor);
    expect((await count()).statusCode).toBe(200);
    await t().call(
      'owner/memberships/set',
      { account: 'demo', user: email, role: 'member' },
      owner,
    );
    expect((await count()).statusCode).toBe(403);
    expect((await datasets(editor)).statusCode).toBe(200);
    await t().call('owner/memberships/del', { account: 'demo', user: email }, owner);
    expect((await datasets(editor)).statusCode).toBe(403);
  });

  it('holds changes made beside it in the database', async () => {
    const email = 'beside@demo.example';
    const memberPassword = await t().addUser(email, { account: 'demo', role: 'member' });
    const member = await t().signIn(email, memberPassword);
    expect((await datasets(member)).statusCode).toBe(200);
    await elsewhere(`update accounts set modules = '{rm}' where id = 'demo'`);
    expect((await datasets(member)).json()).toMatchObject({ name: 'ModuleDisabled' });
    await elsewhere(`update accounts set modules = '{da,rm,ea,dr}' where id = 'demo'`);
    expect((await datasets(member)).statusCode).toBe(200);
    await elsewhere(`delete from memberships where user_id = '${email}'`);
    expect((await datasets(member)).statusCode).toBe(403);
    await elsewhere(`delete from sessions where user_id = '${email}'`);
    expect((await t().call('user/users/get', {}, member)).statusCode).toBe(401);
  });

  // PGlite has no listening connection to lose: its notifications are delivered in this process
  it.skipIf(kind === 'pglite')(
    'forgets what it kept when its listening connection breaks, and hears again after',
    async () => {
      const email = 'reconnect@demo.example';
      const memberPassword = await t().addUser(email, { account: 'demo', role: 'member' });
      const member = await t().signIn(email, memberPassword);
      expect((await t().call('user/users/get', {}, member)).statusCode).toBe(200);
      expect(directory().sizes().sessions).toBeGreaterThan(0);
      await beside([
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'console-changes' and datname = current_database()`,
      ]);
      await vi.waitFor(() => expect(directory().sizes()).toMatchObject({ sessions: 0, users: 0 }));
      // The feed listens again a second later: until then a marker is lost, so one is sent again
      // until the feed hears it. From then on, a sign-out beside it holds at the next call.
      const again = marker();
      await vi.waitFor(
        async () => {
          if (heard.has(again)) return;
          await beside(notify(again));
          throw new Error('the change feed does not listen again yet');
        },
        { timeout: 10_000, interval: 100 },
      );
      expect((await t().call('user/users/get', {}, member)).statusCode).toBe(200);
      await elsewhere(`delete from sessions where user_id = '${email}'`);
      expect((await t().call('user/users/get', {}, member)).statusCode).toBe(401);
    },
  );
});
