// The area and module guards (spec section 6) on both databases, called with real contract calls
// and sessions. Member, editor and owner calls have no handlers in this part yet, so the guard is
// exercised directly; the HTTP tests cover the user and public areas end to end.
import { callByKey, type AnyCall } from '@console/contract';
import { describe, expect, it } from 'vitest';
import type { SessionLookup } from '../auth/sessions.ts';
import { findUser } from '../modules/users/users.repository.ts';
import { testDatabases } from '../testing/databases.ts';
import { adminEmail, useTestApp } from '../testing/testApp.ts';
import { ApiError } from './apiError.ts';
import { guardCall } from './guards.ts';

const range = { preset: 'yesterday', start: '2024-05-01T00:00:00Z', end: '2024-05-02T00:00:00Z' };

describe.each(testDatabases)('guards on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;

  async function as(email: string | null, csrfValid = true): Promise<SessionLookup> {
    if (email === null) return { session: null, csrfValid: false };
    const user = await findUser(t().storage.db, email);
    if (!user) throw new Error(`no user ${email}`);
    return { session: { id: 'test-session', user }, csrfValid };
  }

  async function outcome(key: string, input: Record<string, unknown>, lookup: SessionLookup) {
    try {
      const caller = await guardCall(callByKey(key) as AnyCall, input, lookup, t().services);
      return { role: caller.role, account: caller.account?.id ?? null };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, name: error.name };
      throw error;
    }
  }

  it('lets anyone through public calls, with the user only when the CSRF token matches', async () => {
    expect(await outcome('public/dictionary/all', {}, await as(null))).toEqual({
      role: null,
      account: null,
    });
    const caller = await guardCall(
      callByKey('public/users/auth'),
      {},
      await as(adminEmail, false),
      t().services,
    );
    expect(caller.user).toBeNull();
  });

  it('answers 401 Unauthorized without a session and 401 CsrfTokenInvalid without its token', async () => {
    expect(await outcome('user/users/get', {}, await as(null))).toEqual({
      status: 401,
      name: 'Unauthorized',
    });
    expect(await outcome('user/users/get', {}, await as(adminEmail, false))).toEqual({
      status: 401,
      name: 'CsrfTokenInvalid',
    });
  });

  it('gives member, editor and owner calls to those holding at least that role in the account', async () => {
    await t().addUser('m@example.com', { account: 'demo', role: 'member' });
    await t().addUser('e@example.com', { account: 'demo', role: 'editor' });
    await t().addUser('o@example.com', { account: 'demo', role: 'owner' });
    const totals = { account: 'demo', dataset: 'demo-newsletters', range };
    const ipAdd = { account: 'demo', address: '192.0.2.99' };
    const members = { account: 'demo' };
    const table = [];
    for (const email of ['m@example.com', 'e@example.com', 'o@example.com']) {
      const lookup = await as(email);
      table.push([
        (await outcome('member/datasets/totals', totals, lookup)).role ?? 403,
        (await outcome('editor/ips/add', ipAdd, lookup)).role ?? 403,
        (await outcome('owner/memberships/all', members, lookup)).role ?? 403,
      ]);
    }
    expect(table).toEqual([
      ['member', 403, 403],
      ['editor', 'editor', 403],
      ['owner', 'owner', 'owner'],
    ]);
  });

  it('refuses a user of another account, and an unknown account, with the same 403', async () => {
    await t().addUser('stranger@example.com');
    const lookup = await as('stranger@example.com');
    const input = { account: 'demo', dataset: 'demo-newsletters', range };
    expect(await outcome('member/datasets/totals', input, lookup)).toEqual({
      status: 403,
      name: 'Forbidden',
    });
    expect(await outcome('member/datasets/totals', { ...input, account: 'nope' }, lookup)).toEqual({
      status: 403,
      name: 'Forbidden',
    });
  });

  it('lets admins through every area as owners, and keeps admin calls for admins', async () => {
    const admin = await as(adminEmail);
    expect(await outcome('owner/memberships/all', { account: 'demo' }, admin)).toEqual({
      role: 'owner',
      account: 'demo',
    });
    expect(await outcome('admin/accounts/all', {}, admin)).toEqual({ role: null, account: null });
    await t().addUser('plain@example.com', { account: 'demo', role: 'owner' });
    expect(await outcome('admin/accounts/all', {}, await as('plain@example.com'))).toEqual({
      status: 403,
      name: 'Forbidden',
    });
  });

  it('answers 403 ModuleDisabled when the account or the named workspace lacks the module', async () => {
    const { db } = t().storage;
    await db
      .insertInto('accounts')
      .values({ id: 'lite', name: 'Lite', modules: ['da'] })
      .execute();
    await db
      .insertInto('datasets')
      .values({
        id: 'lite-data',
        account_id: 'lite',
        dimensions: [],
        dimensions_default: [],
        metrics: [],
        viewers: [],
        platform: 'other',
        location: 'local',
      })
      .execute();
    await db
      .insertInto('workspaces')
      .values({
        id: 'lite-ws',
        name: 'Lite',
        account_id: 'lite',
        dataset_id: 'lite-data',
        modules: [],
        tags: [],
        filters: [],
        dimensions: [],
        dimensions_default: [],
        metrics: [],
      })
      .execute();
    const admin = await as(adminEmail);
    expect(await outcome('member/policies/all', { account: 'lite' }, admin)).toEqual({
      status: 403,
      name: 'ModuleDisabled',
    });
    expect(
      await outcome('member/ips/all', { account: 'demo', workspace: 'lite-ws' }, admin),
    ).toEqual({ status: 404, name: 'NotFound' });
    await db
      .updateTable('accounts')
      .set({ modules: ['rm'] })
      .where('id', '=', 'lite')
      .execute();
    expect(
      await outcome('member/ips/all', { account: 'lite', workspace: 'lite-ws' }, admin),
    ).toEqual({ status: 403, name: 'ModuleDisabled' });
    expect(await outcome('member/ips/all', { account: 'demo', workspace: 'demo' }, admin)).toEqual({
      role: 'owner',
      account: 'demo',
    });
  });
});
