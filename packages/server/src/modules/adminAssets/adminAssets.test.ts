// IPs and domains of any account as the admin manages them, with the account's limits.
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';

describe.each(testDatabases)('admin assets on %s', (kind) => {
  const holder = useTestApp(kind);

  it('adds IPs up to the limit, limits one to a workspace, changes and deletes it', async () => {
    const admin = await signInAdmin(holder.app);
    await admin.ok('admin/accounts/add', {
      id: 'initech',
      name: 'Initech',
      modules: ['rm'],
      user_limit: null,
      volume_limit: null,
      ip_limit: 1,
      domain_limit: null,
      audit_limit: null,
      policy_limit: null,
      snds: null,
    });
    const ip = await admin.ok('admin/ips/add', { account: 'initech', address: '198.51.100.7' });
    expect(ip).toEqual({
      address: '198.51.100.7',
      account: 'initech',
      description: '',
      viewers: [],
      tags: [],
      workspace: null,
    });
    const over = await admin.call('admin/ips/add', { account: 'initech', address: '198.51.100.8' });
    expect([over.status, over.body.name, over.body.details]).toEqual([
      422,
      'LimitExceeded',
      { limit: 1, count: 1 },
    ]);
    const foreignWorkspace = await admin.call('admin/ips/set', {
      account: 'initech',
      address: '198.51.100.7',
      workspace: 'demo',
    });
    expect(foreignWorkspace.status).toBe(404);
    const tagged = await admin.ok('admin/ips/set', {
      account: 'initech',
      address: '198.51.100.7',
      tags: ['pool-a'],
    });
    expect([tagged.tags, tagged.description]).toEqual([['pool-a'], '']);
    const listed = await admin.ok('admin/ips/all', { account: 'initech' });
    expect(listed).toEqual([tagged]);
    expect(
      await admin.ok('admin/ips/del', { account: 'initech', address: '198.51.100.7' }),
    ).toEqual({
      ok: true,
    });
    expect(
      (await admin.call('admin/ips/get', { account: 'initech', address: '198.51.100.7' })).status,
    ).toBe(404);
  });

  it('manages domains, shown in the workspace they are limited to', async () => {
    const admin = await signInAdmin(holder.app);
    const domain = await admin.ok('admin/domains/add', {
      account: 'demo',
      name: 'news.example.org',
      description: 'Newsletter domain',
      workspace: 'demo',
    });
    expect([domain.name, domain.workspace]).toEqual(['news.example.org', 'demo']);
    const workspace = await admin.ok('admin/workspaces/get', { id: 'demo' });
    expect(workspace.domains).toContain('news.example.org');
    const twice = await admin.call('admin/domains/add', {
      account: 'demo',
      name: 'news.example.org',
    });
    expect([twice.status, twice.body.name]).toEqual([409, 'Conflict']);
    expect(
      await admin.ok('admin/domains/del', { account: 'demo', name: 'news.example.org' }),
    ).toEqual({
      ok: true,
    });
  });
});
