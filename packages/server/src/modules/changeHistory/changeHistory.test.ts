// The change history on both databases: an admin's add, set and delete of an account recorded
// with who, before and after; a failed write recorded not at all; an integration's secrets never
// kept; an owner's membership changes readable by that owner and by no other.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminCaller } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { adminEmail, useTestApp, type TestSession } from '../../testing/testApp.ts';

const account = {
  id: 'globex',
  name: 'Globex',
  modules: ['da'],
  user_limit: 5,
  volume_limit: null,
  ip_limit: 2,
  domain_limit: null,
  audit_limit: null,
  policy_limit: null,
  snds: 'snds-key-0123',
};

describe.each(testDatabases)('change history on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let admin: AdminCaller;
  let owner: TestSession;
  let rivalOwner: TestSession;

  beforeAll(async () => {
    admin = await signInAdmin(t());
    await t()
      .storage.db.insertInto('accounts')
      .values([
        { id: 'acme', name: 'Acme Inc.', modules: ['da'], user_limit: 6 },
        { id: 'rival', name: 'Rival Inc.', modules: ['da'], user_limit: null },
      ])
      .execute();
    const password = await t().addUser('owner@acme.example', { account: 'acme', role: 'owner' });
    await t().addUser('member@acme.example', { account: 'acme', role: 'member' });
    await t().addUser('boss@rival.example', { account: 'rival', role: 'owner' });
    owner = await t().signIn('owner@acme.example', password);
    rivalOwner = await t().signIn('boss@rival.example', password);
  });

  it("records an account's add, change and deletion with who and before and after", async () => {
    await admin.ok('admin/accounts/add', account);
    await admin.ok('admin/accounts/set', { id: 'globex', ip_limit: 3 });
    // a refused write changes nothing and is not recorded
    expect((await admin.call('admin/accounts/add', account)).status).toBe(409);
    await admin.ok('admin/accounts/del', { id: 'globex' });

    const history = await admin.ok('admin/changes/all', {
      resource: 'accounts',
      subject: 'globex',
    });
    expect(
      history.map((change: { action: string; actor: string; account: string | null }) => [
        change.action,
        change.actor,
        change.account,
      ]),
    ).toEqual([
      ['del', adminEmail, 'globex'],
      ['set', adminEmail, 'globex'],
      ['add', adminEmail, 'globex'],
    ]);
    const [deleted, changed, added] = history;
    expect([added.before, added.after.ip_limit, added.after.snds]).toEqual([null, 2, true]);
    expect([changed.before.ip_limit, changed.after.ip_limit]).toEqual([2, 3]);
    expect([deleted.before.ip_limit, deleted.after]).toEqual([3, null]);
    // the SNDS key is a secret: the history holds what the get answers, never the key
    expect(JSON.stringify(history)).not.toContain('snds-key-0123');
  });

  it('keeps an integration without its URL and header values', async () => {
    const created = await admin.ok('admin/integrations/create', {
      url: 'https://hooks.example.com/T000/B000/XXXXSECRET',
      method: 'POST',
      headers: { Authorization: 'Bearer abc-secret-token' },
      body: '{"text":"{{message}}"}',
      active: true,
    });
    const [change] = await admin.ok('admin/changes/all', {
      resource: 'integrations',
      subject: created.id,
    });
    expect([change.action, change.after.id]).toEqual(['create', created.id]);
    expect(JSON.stringify(change)).not.toMatch(/XXXXSECRET|abc-secret-token/);
  });

  it("shows an owner their account's membership changes, and no one else's", async () => {
    const set = { account: 'acme', user: 'member@acme.example', role: 'editor' };
    expect((await t().call('owner/memberships/set', set, owner)).statusCode).toBe(200);

    const response = await t().call('owner/changes/all', { account: 'acme' }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        actor: 'owner@acme.example',
        area: 'owner',
        resource: 'memberships',
        action: 'set',
        subject: 'acme/member@acme.example',
        account: 'acme',
        after: { account: 'acme', user: 'member@acme.example', role: 'editor' },
      }),
    ]);
    const refused = await t().call('owner/changes/all', { account: 'acme' }, rivalOwner);
    expect([refused.statusCode, refused.json().name]).toEqual([403, 'Forbidden']);
  });
});
