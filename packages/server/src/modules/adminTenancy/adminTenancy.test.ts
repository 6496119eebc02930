// Accounts, datasets, workspaces and dimensions as the admin manages them, on both databases.
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';

const account = {
  id: 'globex',
  name: 'Globex',
  modules: ['da', 'rm'],
  user_limit: 5,
  volume_limit: null,
  ip_limit: 2,
  domain_limit: null,
  audit_limit: null,
  policy_limit: null,
  snds: null,
};
const dataset = {
  id: 'globex-mail',
  owner: 'globex',
  dimensions: ['domain', 'provider'],
  dimensions_default: ['domain'],
  metrics: ['submitted', 'bounce_rate'],
  viewers: [],
  platform: 'kumomta',
  location: 'eu-1',
};
const workspace = {
  id: 'globex-news',
  name: 'Globex news',
  account: 'globex',
  dataset: 'globex-mail',
  modules: ['da'],
  signalspam: false,
  csa: true,
  ips: [],
  domains: [],
  tags: ['news'],
  filters: [],
  dimensions: [{ id: 'provider', name: 'Mailbox provider', caption: 'Provider' }],
  dimensions_default: ['provider'],
  metrics: ['submitted'],
};

describe.each(testDatabases)('admin tenancy on %s', (kind) => {
  const holder = useTestApp(kind);

  it('adds, lists, changes and deletes an account with its datasets and workspaces', async () => {
    const admin = await signInAdmin(holder.app);
    // the SNDS key is written, never answered: only whether it is set
    expect(await admin.ok('admin/accounts/add', account)).toEqual({
      ...account,
      snds: false,
      members: [],
    });
    expect((await admin.call('admin/accounts/add', account)).status).toBe(409);
    const changed = await admin.ok('admin/accounts/set', { id: 'globex', ip_limit: 3 });
    expect([changed.ip_limit, changed.name, changed.user_limit]).toEqual([3, 'Globex', 5]);
    const all = await admin.ok('admin/accounts/all');
    expect(all.map((row: { id: string }) => row.id)).toEqual(['demo', 'globex']);

    expect(await admin.ok('admin/datasets/add', dataset)).toEqual(dataset);
    const unknownDimension = await admin.call('admin/datasets/add', {
      ...dataset,
      id: 'globex-2',
      dimensions: ['colour'],
    });
    expect([unknownDimension.status, unknownDimension.body.name]).toEqual([400, 'ValidationError']);
    const foreignOwner = await admin.call('admin/datasets/add', { ...dataset, owner: 'nobody' });
    expect(foreignOwner.status).toBe(404);

    expect(await admin.ok('admin/workspaces/add', workspace)).toEqual(workspace);
    const demoDataset = await admin.call('admin/workspaces/add', {
      ...workspace,
      id: 'globex-x',
      dataset: 'demo-newsletters',
    });
    expect(demoDataset.status).toBe(404);
    const moduleMissing = await admin.call('admin/workspaces/set', {
      id: 'globex-news',
      modules: ['dr'],
    });
    expect([moduleMissing.status, moduleMissing.body.name]).toEqual([400, 'ValidationError']);
    const renamed = await admin.ok('admin/workspaces/set', { id: 'globex-news', name: 'News' });
    expect([renamed.name, renamed.csa]).toEqual(['News', true]);
    const moved = await admin.call('admin/datasets/set', { id: 'globex-mail', owner: 'demo' });
    expect([moved.status, moved.body.name]).toEqual([409, 'Conflict']);

    expect(await admin.ok('admin/accounts/del', { id: 'globex' })).toEqual({ ok: true });
    expect((await admin.call('admin/datasets/get', { id: 'globex-mail' })).status).toBe(404);
    expect((await admin.call('admin/workspaces/get', { id: 'globex-news' })).status).toBe(404);
    expect((await admin.call('admin/accounts/del', { id: 'globex' })).status).toBe(404);
  });

  it('keeps the dimension catalogue and refuses to delete a dimension in use', async () => {
    const admin = await signInAdmin(holder.app);
    const dimension = {
      id: 'campaign',
      dimension: 'campaign',
      position: 90,
      description: 'Campaign name',
      name: 'Campaign',
      caption: 'Campaign',
      column: 'job',
      filter: true,
      options: [],
      order: 'ASC',
      sort: 'volume',
    };
    expect(await admin.ok('admin/dimensions/add', dimension)).toEqual(dimension);
    const set = await admin.ok('admin/dimensions/set', { id: 'campaign', position: 5 });
    expect(set.position).toBe(5);
    expect(await admin.ok('admin/dimensions/del', { id: 'campaign' })).toEqual({ ok: true });
    const inUse = await admin.call('admin/dimensions/del', { id: 'domain' });
    expect([inUse.status, inUse.body.name]).toEqual([409, 'Conflict']);
    const metrics = await admin.ok('admin/metrics/all');
    expect(metrics.map((metric: { id: string }) => metric.id)).toContain('bounce_rate');
  });
});
