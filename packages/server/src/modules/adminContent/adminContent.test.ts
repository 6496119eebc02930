// System messages, the dictionary and the blocklist catalogue as the admin edits them.
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';

const blank = {
  fr_title: '',
  fr_message: '',
  fr_banner: '',
  de_title: '',
  de_message: '',
  de_banner: '',
};

describe.each(testDatabases)('admin content on %s', (kind) => {
  const holder = useTestApp(kind);

  it('publishes a message that the heartbeat shows, then retires it', async () => {
    const t = holder.app;
    const admin = await signInAdmin(t);
    const message = await admin.ok('admin/messages/add', {
      title: 'Maintenance',
      message: 'Reports pause on Sunday.',
      banner: 'Maintenance on Sunday',
      severity: 'WARNING',
      active: true,
      release: null,
      ...blank,
    });
    const heartbeat = (await t.call('public/system/heartbeat', {})).json();
    expect([heartbeat.banner, heartbeat.severity]).toEqual(['Maintenance on Sunday', 'WARNING']);
    const retired = await admin.ok('admin/messages/set', { id: message.id, active: false });
    expect([retired.active, retired.timestamp]).toEqual([false, message.timestamp]);
    const all = await admin.ok('admin/messages/all');
    expect(all.map((row: { id: string }) => row.id)).toContain(message.id);
    expect(await admin.ok('admin/messages/del', { id: message.id })).toEqual({ ok: true });
    expect((await admin.call('admin/messages/get', { id: message.id })).status).toBe(404);
  });

  it('edits the dictionary that everyone reads', async () => {
    const t = holder.app;
    const admin = await signInAdmin(t);
    const entry = { key: 'metric.traps', en: 'Traps', fr: 'Pièges', de: 'Fallen' };
    expect(await admin.ok('admin/dictionary/add', entry)).toEqual(entry);
    expect((await admin.call('admin/dictionary/add', entry)).status).toBe(409);
    await admin.ok('admin/dictionary/set', { key: 'metric.traps', en: 'Spam traps' });
    const publicList = (await t.call('public/dictionary/all', {})).json();
    expect(publicList).toContainEqual({ ...entry, en: 'Spam traps' });
    expect(await admin.ok('admin/dictionary/del', { key: 'metric.traps' })).toEqual({ ok: true });
  });

  it('adds, retires and deletes a blocklist', async () => {
    const admin = await signInAdmin(holder.app);
    const list = {
      id: 'example-dnsbl',
      name: 'Example DNSBL',
      zone: 'dnsbl.example.net',
      kind: 'ip',
      description: '',
      delisting_url: null,
      answers: { '127.0.0.2': 'Listed' },
      errors: ['127.255.255.254'],
      bitmask: false,
      test_point: null,
      active: true,
    };
    expect(await admin.ok('admin/blacklists/add', list)).toEqual({ ...list, key_set: false });
    // a query key is kept sealed and never answered
    const keyed = await admin.ok('admin/blacklists/set', {
      id: list.id,
      key: 'abc123',
      zone: '{key}.zen.dq.spamhaus.net',
    });
    expect([keyed.key_set, keyed.zone, JSON.stringify(keyed).includes('abc123')]).toEqual([
      true,
      '{key}.zen.dq.spamhaus.net',
      false,
    ]);
    const stored = await holder.app.services.db
      .selectFrom('blocklists')
      .select('query_key')
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect([
      stored.query_key?.includes('abc123'),
      holder.app.services.secrets.open(stored.query_key!),
    ]).toEqual([false, 'abc123']);
    const retired = await admin.ok('admin/blacklists/set', { id: list.id, active: false });
    expect([retired.active, retired.answers]).toEqual([false, list.answers]);
    expect(await admin.ok('admin/blacklists/del', { id: list.id })).toEqual({ ok: true });
  });
});
