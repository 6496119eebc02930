// The storage layer on both databases: every table of spec section 3 exists after the
// migrations, integrity rules hold (a workspace's dataset must be its account's; deleting an
// account removes what it owns), values read the same on both drivers, and PGlite's single
// connection is held by a transaction from BEGIN to COMMIT.
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { testDatabases, useTestStorage } from '../testing/databases.ts';
import { migrations } from './migrations/index.ts';

const expectedTables = [
  'accounts',
  'alert_mappings',
  'alert_settings',
  'alerts',
  'blocklists',
  'client_errors',
  'content',
  'dataset_keys',
  'datasets',
  'dictionary',
  'dimensions',
  'domains',
  'feedback',
  'integrations',
  'ips',
  'login_attempts',
  'memberships',
  'messages',
  'outbox_mail',
  'password_history',
  'policies',
  'release_notes',
  'reset_tokens',
  'sessions',
  'slack_connections',
  'templates',
  'users',
  'workspaces',
];

describe.each(testDatabases)('storage on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  async function accountWithDataset(account: string) {
    await db()
      .insertInto('accounts')
      .values({ id: account, name: account, modules: ['da'] })
      .execute();
    await db()
      .insertInto('datasets')
      .values({
        id: `${account}-data`,
        account_id: account,
        dimensions: [],
        dimensions_default: [],
        metrics: [],
        viewers: [],
        platform: 'powermta',
        location: 'local',
      })
      .execute();
  }

  it('has every table after the migrations, and records each migration once', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db());
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(expectedTables));
    const applied = await db()
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
  });

  it('reads counts as numbers, dates as YYYY-MM-DD, timestamps as Date, arrays as arrays', async () => {
    const { rows } = await sql<{ count: unknown; day: unknown; at: unknown; list: unknown }>`
      select count(*) as count, date '2024-05-01' as day, now() as at, array['a', 'b'] as list`.execute(
      db(),
    );
    expect(rows[0]).toMatchObject({ count: 1, day: '2024-05-01', list: ['a', 'b'] });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('refuses a workspace whose dataset belongs to another account', async () => {
    await accountWithDataset('north');
    await accountWithDataset('south');
    const foreign = db()
      .insertInto('workspaces')
      .values({
        id: 'north-ws',
        name: 'North',
        account_id: 'north',
        dataset_id: 'south-data',
        modules: [],
        tags: [],
        filters: [],
        dimensions: [],
        dimensions_default: [],
        metrics: [],
      })
      .execute();
    await expect(foreign).rejects.toThrow(/workspaces_dataset_of_account/);
  });

  it('removes what an account owns when the account is deleted', async () => {
    await accountWithDataset('gone');
    await db()
      .insertInto('ips')
      .values({
        account_id: 'gone',
        address: '192.0.2.1',
        description: '',
        viewers: [],
        tags: [],
        workspace_id: null,
      })
      .execute();
    await db().deleteFrom('accounts').where('id', '=', 'gone').execute();
    const left = await db()
      .selectFrom('datasets')
      .select('id')
      .where('account_id', '=', 'gone')
      .execute();
    const ips = await db()
      .selectFrom('ips')
      .select('address')
      .where('account_id', '=', 'gone')
      .execute();
    expect([left, ips]).toEqual([[], []]);
  });

  it('keeps user ids lower-case (they are email addresses)', async () => {
    const upper = db().insertInto('users').values({ id: 'Ana@Example.com', name: 'Ana' }).execute();
    await expect(upper).rejects.toThrow(/users_id_lower_case/);
  });

  it('rolls a failed transaction back', async () => {
    const failing = db()
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('dictionary')
          .values({ key: 'rolled.back', en: 'x', fr: 'x', de: 'x' })
          .execute();
        throw new Error('stop');
      });
    await expect(failing).rejects.toThrow('stop');
    const row = await db()
      .selectFrom('dictionary')
      .select('key')
      .where('key', '=', 'rolled.back')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('runs a query issued during a transaction after it on PGlite, beside it on PostgreSQL', async () => {
    const readRow = () =>
      db().selectFrom('dictionary').select('key').where('key', '=', 'in.transaction').execute();
    // PGlite: a statement that reaches the client of the one connection calls one of these
    const client = holder.storage.pglite?.client;
    const reaching = client ? [vi.spyOn(client, 'query'), vi.spyOn(client, 'runExclusive')] : [];
    onTestFinished(() => reaching.forEach((spy) => spy.mockRestore()));
    const reachedClient = () => reaching.some((spy) => spy.mock.calls.length > 0);
    /** A turn of the event loop: every promise job queued before it has run. */
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    if (kind === 'pglite') {
      // on a free connection, a query reaches the client within that turn
      const free = readRow();
      await turn();
      expect(reachedClient()).toBe(true);
      await free;
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const rowWritten = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db()
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('dictionary')
          .values({ key: 'in.transaction', en: '', fr: '', de: '' })
          .execute();
        inserted();
        await held;
      });
    await rowWritten;
    reaching.forEach((spy) => spy.mockClear());
    const outside = readRow();
    if (kind === 'pglite') {
      // One connection: the outside query waits for the COMMIT, then sees the row. A turn after
      // it was issued nothing of it has reached the client, as it would have on a free
      // connection: it waits in the driver's queue, and nothing it could do is left to happen.
      await turn();
      expect(reachedClient()).toBe(false);
      release();
      await transaction;
      expect((await outside).length).toBe(1);
    } else {
      // Another connection: the query answers while the transaction is still open, and under
      // read committed it does not see the row yet. (Had it waited, this would never resolve.)
      expect((await outside).length).toBe(0);
      release();
      await transaction;
    }
  });
});
