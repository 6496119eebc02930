// The operator's views on both databases: issues in a range, usage of a month against the
// limits, and user activity (sign-ins and calls per day).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { raiseIssue } from '../statistics/statistics.repository.ts';

// The clock stands at noon of the day the run started, so "this month" and "today" of the
// server and of the test are the same even when a run crosses midnight.
const noon = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const today = () => noon.toISOString().slice(0, 10);

describe.each(testDatabases)('admin statistics on %s', (kind) => {
  const holder = useTestApp(kind);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: noon });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the occurrences of each issue inside the range', async () => {
    const t = holder.app;
    const admin = await signInAdmin(t);
    const issue = {
      id: 'ingest-demo-newsletters-bad-csv',
      severity: 'WARNING',
      source: 'ingest',
      account_id: 'demo',
      dataset_id: 'demo-newsletters',
      module: 'da',
      title: 'Rejected batch',
      detail: 'line 3: unknown record type',
    };
    for (const at of ['2024-05-01T10:00:00Z', '2024-05-02T10:00:00Z', '2024-06-01T10:00:00Z']) {
      await raiseIssue(t.services.db, issue, new Date(at));
    }
    const may = await admin.ok('admin/issues/all', {
      start: '2024-05-01T00:00:00Z',
      end: '2024-05-31T23:59:59Z',
    });
    expect(may).toEqual([
      {
        id: issue.id,
        timestamp: '2024-05-02T10:00:00.000Z',
        severity: 'WARNING',
        source: 'ingest',
        account: 'demo',
        dataset: 'demo-newsletters',
        module: 'da',
        title: 'Rejected batch',
        detail: issue.detail,
        occurrences: 2,
        resolved_at: null,
      },
    ]);
    const backwards = await admin.call('admin/issues/all', {
      start: '2024-06-01T00:00:00Z',
      end: '2024-05-01T00:00:00Z',
    });
    expect([backwards.status, backwards.body.name]).toEqual([400, 'ValidationError']);
  });

  it('answers each account with its use of the month and its limits', async () => {
    const admin = await signInAdmin(holder.app);
    const rows = await admin.ok('admin/usage/all', { month: '2000-01' });
    const demo = rows.find((row: { account: string }) => row.account === 'demo');
    expect(demo).toMatchObject({
      month: '2000-01',
      users: 1,
      volume: 0,
      user_limit: 25,
      ip_limit: 50,
    });
    expect(demo.ips).toBeGreaterThanOrEqual(0);
    const current = await admin.ok('admin/usage/all', {});
    expect(current[0].month).toBe(today().slice(0, 7));
  });

  it('counts sign-ins and calls per user and day', async () => {
    const t = holder.app;
    const password = await t.addUser('carol@example.com', { account: 'demo', role: 'member' });
    const carol = await t.signIn('carol@example.com', password);
    for (let index = 0; index < 3; index += 1) await t.call('user/users/get', {}, carol);
    const admin = await signInAdmin(t);
    const rows = await admin.ok('admin/statistics/users', { from: today(), to: today() });
    const row = rows.find((entry: { user: string }) => entry.user === 'carol@example.com');
    expect(row).toMatchObject({ accounts: ['demo'], active_days: 1, visits: 1, calls: 3 });
    expect(row.last_visit).not.toBeNull();
    const before = await admin.ok('admin/statistics/users', {
      from: '2000-01-01',
      to: '2000-01-31',
    });
    expect(
      before.find((entry: { user: string }) => entry.user === 'carol@example.com'),
    ).toMatchObject({
      active_days: 0,
      visits: 0,
      calls: 0,
    });
  });
});
