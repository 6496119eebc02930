// Users, their preferences and dataset access keys as the admin manages them, on both databases.
import { describe, expect, it } from 'vitest';
import { checkAccessKey } from '../delivery/ingest/store/accessKeys.ts';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { adminEmail, useTestApp } from '../../testing/testApp.ts';
import { latestOutboxMail } from '../../mail/outbox.repository.ts';
import { insertMembership } from '../memberships/memberships.repository.ts';

describe.each(testDatabases)('admin users on %s', (kind) => {
  const holder = useTestApp(kind);

  it('adds a user with an invitation, changes, clones and deletes them', async () => {
    const t = holder.app;
    const admin = await signInAdmin(t);
    const added = await admin.ok('admin/users/add', {
      id: 'Ana@Example.com',
      name: 'Ana',
      language: 'fr',
    });
    expect([added.id, added.language, added.admin]).toEqual(['ana@example.com', 'fr', false]);
    await insertMembership(t.services.db, {
      account_id: 'demo',
      user_id: 'ana@example.com',
      role: 'editor',
      alerts: true,
    });
    await expect
      .poll(async () => (await latestOutboxMail(t.services.db, 5, 'ana@example.com')).length)
      .toBe(1);

    const changed = await admin.ok('admin/users/set', { id: 'ana@example.com', name: 'Ana B' });
    expect([changed.name, changed.language]).toEqual(['Ana B', 'fr']);
    await t.services.db
      .updateTable('users')
      .set({ preferences: { demo: { density: 'compact' }, other: {} } as never })
      .where('id', '=', 'ana@example.com')
      .execute();

    const clone = await admin.ok('admin/users/clone', {
      from: 'ana@example.com',
      id: 'bob@example.com',
      name: 'Bob',
    });
    expect([clone.language, clone.preferences]).toEqual([
      'fr',
      { demo: { density: 'compact' }, other: {} },
    ]);
    const detail = await admin.ok('admin/users/get', { id: 'bob@example.com' });
    const anaDetail = await admin.ok('admin/users/get', { id: 'ana@example.com' });
    const roles = (memberships: { account: string; role: string }[]) =>
      memberships.map((membership) => `${membership.account}:${membership.role}`);
    expect(roles(detail.memberships)).toEqual(['demo:editor']);
    expect(roles(anaDetail.memberships)).toEqual(['demo:editor']);

    await admin.ok('admin/preferences/del', { user: 'bob@example.com', workspace: 'demo' });
    expect((await admin.ok('admin/users/get', { id: 'bob@example.com' })).user.preferences).toEqual(
      { other: {} },
    );
    await admin.ok('admin/preferences/del', { user: 'bob@example.com' });
    expect((await admin.ok('admin/users/get', { id: 'bob@example.com' })).user.preferences).toEqual(
      {},
    );

    const list = await admin.ok('admin/users/all');
    expect(list.map((row: { id: string }) => row.id)).toEqual(
      [adminEmail, 'ana@example.com', 'bob@example.com'].sort(),
    );
    expect(await admin.ok('admin/users/del', { id: 'bob@example.com' })).toEqual({ ok: true });
    expect((await admin.call('admin/users/get', { id: 'bob@example.com' })).status).toBe(404);
  });

  it('keeps the last admin: no self-deletion, no demotion of the only admin', async () => {
    const admin = await signInAdmin(holder.app);
    const self = await admin.call('admin/users/del', { id: adminEmail });
    expect([self.status, self.body.name]).toEqual([409, 'Conflict']);
    const demote = await admin.call('admin/users/set', { id: adminEmail, admin: false });
    expect([demote.status, demote.body.name]).toEqual([409, 'Conflict']);
  });

  it('creates a dataset key shown once, stores only its hash, lists and deletes it', async () => {
    const t = holder.app;
    const admin = await signInAdmin(t);
    const created = await admin.ok('admin/users/api', {
      dataset: 'demo-newsletters',
      description: 'PowerMTA feed',
    });
    expect(created.secret).toMatch(/^cdk_/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const stored = await t.services.db
      .selectFrom('dataset_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    expect((await checkAccessKey(t.services.db, 'demo-newsletters', created.secret)).ok).toBe(true);
    expect(t.logs.join('\n')).not.toContain(created.secret);

    const listed = await admin.ok('admin/apikeys/all', { dataset: 'demo-newsletters' });
    expect(listed.map((key: { id: string }) => key.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((await admin.call('admin/users/api', { dataset: 'nope' })).status).toBe(404);
    expect(await admin.ok('admin/apikeys/del', { id: created.id })).toEqual({ ok: true });
    expect((await checkAccessKey(t.services.db, 'demo-newsletters', created.secret)).ok).toBe(
      false,
    );
  });
});
