// The owner's calls on both databases: member list, adding within user_limit, role changes and
// removal that keep an owner, alert recipients, and invitations that create the user and mail a
// working set-password link.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { adminEmail, adminPassword, useTestApp, type TestSession } from '../../testing/testApp.ts';

describe.each(testDatabases)('memberships on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let owner: TestSession;
  let editor: TestSession;
  let rivalOwner: TestSession;
  const account = 'acme';
  const membership = (user: string) =>
    t()
      .storage.db.selectFrom('memberships')
      .select(['role', 'alerts'])
      .where('account_id', '=', account)
      .where('user_id', '=', user)
      .executeTakeFirst();

  beforeAll(async () => {
    const { db } = t().storage;
    await db
      .insertInto('accounts')
      .values([
        { id: 'acme', name: 'Acme Inc.', modules: [], user_limit: 4 },
        { id: 'rival', name: 'Rival Inc.', modules: [], user_limit: null },
      ])
      .execute();
    const password = await t().addUser('owner@acme.example', { account, role: 'owner' });
    await t().addUser('editor@acme.example', { account, role: 'editor' });
    await t().addUser('member@acme.example', { account, role: 'member' });
    await t().addUser('outsider@example.com');
    await t().addUser('boss@rival.example', { account: 'rival', role: 'owner' });
    owner = await t().signIn('owner@acme.example', password);
    editor = await t().signIn('editor@acme.example', password);
    rivalOwner = await t().signIn('boss@rival.example', password);
  });

  it('lists the members with their names, alerts and whether they signed in yet', async () => {
    const response = await t().call('owner/memberships/all', { account }, owner);
    expect(response.statusCode).toBe(200);
    expectContractOutput('owner/memberships/all', response.json());
    expect(response.json()).toEqual([
      expect.objectContaining({ user: 'editor@acme.example', role: 'editor', pending: false }),
      expect.objectContaining({ user: 'member@acme.example', role: 'member', pending: true }),
      expect.objectContaining({ user: 'owner@acme.example', role: 'owner', alerts: false }),
    ]);
  });

  it('refuses editors and owners of other accounts with 403 Forbidden', async () => {
    for (const session of [editor, rivalOwner]) {
      const response = await t().call('owner/memberships/all', { account }, session);
      expect([response.statusCode, response.json().name]).toEqual([403, 'Forbidden']);
    }
  });

  it('adds existing users up to user_limit', async () => {
    const unknown = { account, user: 'nobody@example.com', role: 'member' };
    const missing = await t().call('owner/memberships/add', unknown, owner);
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'NotFound']);
    const input = { account, user: 'outsider@example.com', role: 'editor' };
    const added = await t().call('owner/memberships/add', input, owner);
    expect([added.statusCode, added.json()]).toEqual([200, input]);
    expect(await membership('outsider@example.com')).toEqual({ role: 'editor', alerts: false });
    const again = await t().call('owner/memberships/add', input, owner);
    expect([again.statusCode, again.json().name]).toEqual([409, 'Conflict']);
    await t().addUser('fifth@example.com');
    const fifth = { account, user: 'fifth@example.com', role: 'member' };
    const over = await t().call('owner/memberships/add', fifth, owner);
    expect([over.statusCode, over.json().name, over.json().details]).toEqual([
      422,
      'LimitExceeded',
      { limit: 4, count: 4 },
    ]);
    expect(await membership('fifth@example.com')).toBeUndefined();
  });

  it('changes roles but keeps the last owner', async () => {
    const set = (user: string, role: string) =>
      t().call('owner/memberships/set', { account, user, role }, owner);
    const promoted = await set('member@acme.example', 'editor');
    expect(promoted.statusCode).toBe(200);
    expect(await membership('member@acme.example')).toMatchObject({ role: 'editor' });
    const stranger = await set('boss@rival.example', 'member');
    expect([stranger.statusCode, stranger.json().name]).toEqual([404, 'NotFound']);
    const last = await set('owner@acme.example', 'editor');
    expect([last.statusCode, last.json().name]).toEqual([409, 'Conflict']);
    expect(await membership('owner@acme.example')).toMatchObject({ role: 'owner' });
    expect((await set('member@acme.example', 'owner')).statusCode).toBe(200);
    expect((await set('member@acme.example', 'member')).statusCode).toBe(200);
  });

  it('removes members but never the last owner', async () => {
    const del = (user: string) => t().call('owner/memberships/del', { account, user }, owner);
    const last = await del('owner@acme.example');
    expect([last.statusCode, last.json().name]).toEqual([409, 'Conflict']);
    const stranger = await del('boss@rival.example');
    expect([stranger.statusCode, stranger.json().name]).toEqual([404, 'NotFound']);
    expect([(await del('outsider@example.com')).json()]).toEqual([{ ok: true }]);
    expect(await membership('outsider@example.com')).toBeUndefined();
    const admin = await t().signIn(adminEmail, adminPassword);
    const byAdmin = await t().call('owner/memberships/all', { account }, admin);
    expect(byAdmin.json()).toHaveLength(3);
  });

  it('makes members alert recipients and stops it', async () => {
    const input = { account, user: 'editor@acme.example' };
    expect((await t().call('owner/alerts/add', input, owner)).json()).toEqual({ ok: true });
    expect(await membership('editor@acme.example')).toMatchObject({ alerts: true });
    expect((await t().call('owner/alerts/del', input, owner)).statusCode).toBe(200);
    expect(await membership('editor@acme.example')).toMatchObject({ alerts: false });
    const foreign = await t().call(
      'owner/alerts/add',
      { account, user: 'boss@rival.example' },
      owner,
    );
    expect([foreign.statusCode, foreign.json().name]).toEqual([404, 'NotFound']);
  });

  it('invites a new user with a set-password link that works', async () => {
    const input = { account, user: 'New.Hire@Example.com', role: 'member' };
    const response = await t().call('owner/memberships/invite', input, owner);
    expect(response.statusCode).toBe(200);
    expectContractOutput('owner/memberships/invite', response.json());
    expect(response.json()).toMatchObject({ user: 'new.hire@example.com', pending: true });
    const mail = await t()
      .storage.db.selectFrom('outbox_mail')
      .selectAll()
      .where('recipient', '=', 'new.hire@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You are invited to Acme Inc.');
    const token = /\?mod=change&token=([\w-]+)/.exec(mail.text_body)?.[1] as string;
    expect(token).toBeTruthy();
    expect(t().logs.join('\n')).not.toContain(token);
    const password = 'a brand new password';
    const change = await t().call('/api/v1.1/auth/user/change', { token, password });
    expect(change.statusCode).toBe(200);
    const session = await t().signIn('new.hire@example.com', password);
    const status = (await t().call('public/users/auth', {}, session)).json();
    expect(status).toMatchObject({ authenticated: true });
  });

  it('invites within user_limit, and a full account creates nobody', async () => {
    const input = { account, user: 'latecomer@example.com', role: 'member' };
    const over = await t().call('owner/memberships/invite', input, owner);
    expect([over.statusCode, over.json()]).toEqual([
      422,
      {
        name: 'LimitExceeded',
        message: 'The account may have at most 4 users',
        details: { limit: 4, count: 4 },
      },
    ]);
    const user = await t()
      .storage.db.selectFrom('users')
      .select('id')
      .where('id', '=', 'latecomer@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });
});
