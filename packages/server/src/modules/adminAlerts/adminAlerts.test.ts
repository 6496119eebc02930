// Alerts, templates, content and integrations as the admin manages them, on both databases.
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';

describe.each(testDatabases)('admin alerts on %s', (kind) => {
  const holder = useTestApp(kind);

  it('builds an alert from an integration, a template and its content', async () => {
    const admin = await signInAdmin(holder.app);
    const integration = await admin.ok('admin/integrations/create', {
      url: 'https://hooks.example.com/alerts',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"text":"{{message}}"}',
      active: true,
    });
    const updated = await admin.ok('admin/integrations/update', {
      id: integration.id,
      active: false,
    });
    expect([updated.active, updated.origin]).toEqual([false, integration.origin]);
    expect(await admin.ok('admin/integrations/all')).toEqual([updated]);

    const template = await admin.ok('admin/templates/add', {
      alert: 'bounce_rate',
      integration: integration.id,
      transform: 'Bounce rate {{value}}',
      module: 'da',
      name: 'Bounce rate above 5 %',
      description: '',
      active: true,
    });
    const content = {
      template: template.id,
      data: '{"value":0.07}',
      escape: 'json',
      mapping: { value: 'data.value' },
      render: 'Bounce rate {{value}}',
    };
    expect(await admin.ok('admin/content/add', content)).toEqual(content);
    expect((await admin.call('admin/content/add', content)).status).toBe(409);
    const html = await admin.ok('admin/content/set', { template: template.id, escape: 'html' });
    expect([html.escape, html.render]).toEqual(['html', content.render]);

    const activated = await admin.ok('admin/alerts/activate', {
      template: template.id,
      account: 'demo',
    });
    expect(activated).toMatchObject({
      scope: 'account',
      alert: 'bounce_rate',
      template: template.id,
      integration: integration.id,
      account: 'demo',
      module: 'da',
      friendly_account: 'Demo account',
      mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: [] }],
    });
    const da = await admin.ok('admin/alerts/da', { dataset: 'demo-newsletters' });
    expect(da.map((alert: { id: string }) => alert.id)).toContain(activated.id);
    const foreign = await admin.call('admin/alerts/set', {
      id: activated.id,
      mappings: [{ dataset: 'nope', exclude_rhsbl: [], exclude_dnsbl: [] }],
    });
    expect(foreign.status).toBe(404);
    const quiet = await admin.ok('admin/alerts/set', { id: activated.id, suppress: 120 });
    expect([quiet.suppress, quiet.name]).toEqual([120, template.name]);

    expect(await admin.ok('admin/templates/del', { id: template.id })).toEqual({ ok: true });
    expect((await admin.call('admin/content/get', { template: template.id })).status).toBe(404);
    expect((await admin.ok('admin/alerts/get', { id: activated.id })).template).toBeNull();
    expect(await admin.ok('admin/integrations/delete', { id: integration.id })).toEqual({
      ok: true,
    });
    expect(await admin.ok('admin/alerts/del', { id: activated.id })).toEqual({ ok: true });
    expect(await admin.ok('admin/alerts/all', { account: 'demo' })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: activated.id })]),
    );
  });

  it('adds an alert whose exclusions name lists of the right kind only', async () => {
    const admin = await signInAdmin(holder.app);
    const lists = await admin.ok('admin/blacklists/all');
    const ipList = lists.find((list: { kind: string }) => list.kind === 'ip').id;
    const alert = {
      scope: 'dataset',
      alert: 'blocklist',
      template: null,
      active: true,
      account: 'demo',
      integration: null,
      mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: [ipList] }],
      suppress: 60,
      name: 'Listed IPs',
      description: '',
      module: 'rm',
      transform: '',
    };
    const added = await admin.ok('admin/alerts/add', alert);
    expect(added).toMatchObject(alert);
    const wrongKind = await admin.call('admin/alerts/add', {
      ...alert,
      mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [ipList], exclude_dnsbl: [] }],
    });
    expect([wrongKind.status, wrongKind.body.name]).toEqual([400, 'ValidationError']);
  });
});
