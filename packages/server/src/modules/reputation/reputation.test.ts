// The Reputation Monitor end to end on both databases, against a loopback DNS server serving the
// catalogue's lists: a sweep finds a listing (with its TXT reason), a refused query and a list
// failing its health probe, and none of the last two is a listing; the calls show it as a user
// would see it; the listing is an issue row, mailed to the account's recipient in their
// language and posted to the alert's webhook; when the list answers clear the period closes,
// the issue resolves and the end is told. A range counts each of its addresses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../../mail/outbox.repository.ts';
import { serveLiveLists, setListing } from '../../testing/blocklistZones.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestDnsServer } from '../../testing/dnsServer.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';
import type { IpDetail } from '@console/contract';
import { checkAndTell } from './checkAndTell.ts';

const reason = 'Blocked - see https://www.spamcop.net/bl.shtml?192.0.2.10';

describe.each(testDatabases)('Reputation Monitor on %s', (kind) => {
  const dnsHolder = useTestDnsServer();
  const holder = useTestApp(kind, {
    get DNS_SERVERS() {
      return dnsHolder.server.hostPort;
    },
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const posts: Array<{ method: string; body: string }> = [];
  const hook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push({ method: request.method ?? '', body });
      response.end('ok');
    });
  });
  let owner: TestSession;
  const call = (path: string, body: object) =>
    holder.app.call(path, { account: 'demo', ...body }, owner);

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const t = holder.app;
    const dns = dnsHolder.server;
    dns.soa = { ttl: 0, minimum: 0 };
    serveLiveLists(dns, ['spamhaus-zen', 'spamcop', 'psbl', 'spamhaus-dbl', 'uribl']);
    dns.set('10.2.0.192.in-addr.arpa', 'PTR', ['mta10.news.example.com']);
    dns.set('mta10.news.example.com', 'A', ['192.0.2.10']);
    const password = await t.addUser('ops@demo.example', { account: 'demo', role: 'owner' });
    await t.services.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', 'ops@demo.example')
      .execute();
    await t.services.db
      .updateTable('memberships')
      .set({ alerts: true })
      .where('user_id', '=', 'ops@demo.example')
      .execute();
    owner = await t.signIn('ops@demo.example', password);
    const admin = await t.signIn('admin@example.com', 'admin password 123');
    // only the lists this test serves stay on: the others would fail their probe
    for (const id of [
      'barracuda',
      'mailspike',
      'uceprotect-1',
      'uceprotect-2',
      'uceprotect-3',
      'backscatterer',
      'spamhaus-zrd',
      'surbl',
      'sem-uribl',
      'sem-fresh15',
    ]) {
      expect((await t.call('admin/blacklists/set', { id, active: false }, admin)).statusCode).toBe(
        200,
      );
    }
    const integration = await t.call(
      'admin/integrations/create',
      {
        url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
        method: 'POST',
        headers: {},
        body: '{"text":"{{subject}}","first":"{{changes.0.target}}"}',
        active: true,
      },
      admin,
    );
    expect(integration.json()).toMatchObject({ active: true });
    const set = await t.call(
      'admin/alerts/set',
      { id: 'demo-blocklist', integration: integration.json<{ id: string }>().id },
      admin,
    );
    expect(set.statusCode).toBe(200);
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('finds a listing, a refused query and an unhealthy list apart', async () => {
    const dns = dnsHolder.server;
    setListing(dns, 'spamcop', '192.0.2.10', '127.0.0.2', reason);
    setListing(dns, 'spamhaus-zen', '198.51.100.7', '127.255.255.254');
    dns.set('2.0.0.127.psbl.surriel.com', 'A', []); // PSBL stops listing its test point
    const report = await checkAndTell(holder.app.services, {
      now: new Date('2026-11-20T10:00:00Z'),
    });
    // the demo account's 8 IPs and 2 domains
    expect(report).toMatchObject({ targets: 10, listed: 1, failed: 1, unhealthy: ['psbl'] });
    expect(report.events.map((event) => [event.event, event.target, event.list.id])).toEqual([
      ['listed', '192.0.2.10', 'spamcop'],
    ]);

    const ips = (await call('member/ips/all', { workspace: 'demo' })).json<
      Array<Record<string, unknown>>
    >();
    expect(
      ips.map(({ address, listed_on, failed_checks, ptr, size }) => ({
        address,
        listed_on,
        failed_checks,
        ptr,
        size,
      })),
    ).toEqual([
      {
        address: '192.0.2.10',
        listed_on: ['spamcop'],
        failed_checks: 1,
        ptr: 'mta10.news.example.com',
        size: 1,
      },
      ...['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.20', '192.0.2.21', '192.0.2.30'].map(
        (address) => ({ address, listed_on: [], failed_checks: 1, ptr: null, size: 1 }),
      ),
      { address: '198.51.100.7', listed_on: [], failed_checks: 2, ptr: null, size: 1 },
    ]);
    const detail = (
      await call('member/ips/get', { address: '192.0.2.10', since: '2026-11-01' })
    ).json<IpDetail>();
    expect(detail.fcrdns).toBe(true);
    expect(detail.checks).toEqual([
      {
        list: 'psbl',
        name: 'PSBL',
        status: 'error',
        answer: 'unhealthy',
        meaning: '127.0.0.2 is not listed',
        reason: null,
        listed_since: null,
        checked_at: '2026-11-20T10:00:00.000Z',
        delisting_url: 'https://psbl.org/remove',
        listed_addresses: [],
      },
      {
        list: 'spamcop',
        name: 'SpamCop',
        status: 'listed',
        answer: '127.0.0.2',
        meaning: 'Listed',
        reason,
        listed_since: '2026-11-20T10:00:00.000Z',
        checked_at: '2026-11-20T10:00:00.000Z',
        delisting_url: 'https://www.spamcop.net/bl.shtml',
        listed_addresses: [],
      },
      {
        list: 'spamhaus-zen',
        name: 'Spamhaus ZEN',
        status: 'clear',
        answer: null,
        meaning: null,
        reason: null,
        listed_since: null,
        checked_at: '2026-11-20T10:00:00.000Z',
        delisting_url: 'https://check.spamhaus.org/',
        listed_addresses: [],
      },
    ]);
    const zen = (
      await call('member/ips/get', { address: '198.51.100.7', since: '2026-11-01' })
    ).json<IpDetail>();
    expect(zen.checks.find((check) => check.list === 'spamhaus-zen')).toMatchObject({
      status: 'error',
      answer: '127.255.255.254',
    });
    const lists = (await call('member/blocklists/all', { workspace: 'demo' })).json<
      Array<Record<string, unknown>>
    >();
    expect(lists.map(({ id, health, listed }) => [id, health, listed])).toEqual([
      ['spamhaus-dbl', 'healthy', 0],
      ['uribl', 'healthy', 0],
      ['psbl', 'unhealthy', 0],
      ['spamcop', 'healthy', 1],
      ['spamhaus-zen', 'healthy', 0],
    ]);
  });

  it('tells the listing by mail in the recipient language and to the webhook, once', async () => {
    const t = holder.app;
    await t.jobs.idle();
    const [mail] = await latestOutboxMail(t.services.db, 1, 'ops@demo.example');
    expect(mail?.subject).toBe('[Listes de blocage] 1 nouvelle inscription, 0 levée');
    expect(mail?.text_body).toContain(
      `INSCRIT 192.0.2.10 sur SpamCop\n  Réponse\u00a0: 127.0.0.2 (Listed)\n  Motif\u00a0: ${reason}\n  Retrait\u00a0: https://www.spamcop.net/bl.shtml`,
    );
    expect(posts).toEqual([
      {
        method: 'POST',
        body: '{"text":"[Blocklists] 1 new listing, 0 ended","first":"192.0.2.10"}',
      },
    ]);
    const issues = (
      await t.call(
        'admin/issues/all',
        { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
        await t.signIn('admin@example.com', 'admin password 123'),
      )
    ).json<Array<Record<string, unknown>>>();
    expect(issues.find((issue) => issue.id === 'rm:listing:demo:192.0.2.10:spamcop')).toMatchObject(
      {
        severity: 'ERROR',
        title: '192.0.2.10 listed on SpamCop',
        resolved_at: null,
        module: 'rm',
        account: 'demo',
      },
    );
  });

  it('closes the period when the list answers clear, and tells that too', async () => {
    const t = holder.app;
    const listedIp = async () =>
      (await call('member/ips/all', { workspace: 'demo' }))
        .json<Array<Record<string, unknown>>>()
        .find((ip) => ip.address === '192.0.2.10');
    expect(await listedIp()).toMatchObject({ listed_on: ['spamcop'] });
    setListing(dnsHolder.server, 'spamcop', '192.0.2.10', null);
    const report = await checkAndTell(t.services, { now: new Date('2026-11-21T08:00:00Z') });
    expect(report.events.map((event) => [event.event, event.target])).toEqual([
      ['delisted', '192.0.2.10'],
    ]);
    // the overview kept in memory is dropped by the sweep's writes and by an editor's change
    expect(await listedIp()).toMatchObject({ listed_on: [] });
    await call('editor/ips/set', { address: '192.0.2.10', description: 'Newsletters, pool A' });
    expect(await listedIp()).toMatchObject({ description: 'Newsletters, pool A' });
    await t.jobs.idle();
    expect((await latestOutboxMail(t.services.db, 1, 'ops@demo.example'))[0]?.subject).toBe(
      '[Listes de blocage] 0 nouvelle inscription, 1 levée',
    );
    expect(posts.at(-1)?.body).toBe(
      '{"text":"[Blocklists] 0 new listings, 1 ended","first":"192.0.2.10"}',
    );
    const detail = (
      await call('member/ips/get', { address: '192.0.2.10', since: '2026-11-01' })
    ).json<IpDetail>();
    expect(detail.history).toEqual([
      {
        list: 'spamcop',
        name: 'SpamCop',
        target: '192.0.2.10',
        listed_at: '2026-11-20T10:00:00.000Z',
        delisted_at: '2026-11-21T08:00:00.000Z',
        answer: '127.0.0.2',
        meaning: 'Listed',
        reason,
      },
    ]);
    const changes = (
      await call('member/reputation/changes', { workspace: 'demo', since: '2026-11-19' })
    ).json<Array<Record<string, unknown>>>();
    expect(changes.map(({ event, target, list, at }) => [event, target, list, at])).toEqual([
      ['delisted', '192.0.2.10', 'spamcop', '2026-11-21T08:00:00.000Z'],
      ['listed', '192.0.2.10', 'spamcop', '2026-11-20T10:00:00.000Z'],
    ]);
  });

  it('checks every address of a range', async () => {
    const t = holder.app;
    const added = await call('editor/ips/add', {
      address: '203.0.113.8/30',
      description: 'Pool B',
    });
    expect(added.statusCode).toBe(200);
    setListing(dnsHolder.server, 'spamcop', '203.0.113.9', '127.0.0.2');
    const report = await checkAndTell(t.services, {
      accountId: 'demo',
      now: new Date('2026-11-21T09:00:00Z'),
    });
    expect(report.targets).toBe(14);
    const row = (await call('member/ips/all', { workspace: 'demo' }))
      .json<Array<Record<string, unknown>>>()
      .find((ip) => ip.address === '203.0.113.8/30');
    expect(row).toMatchObject({ size: 4, listed_addresses: 1, listed_on: ['spamcop'] });
    const detail = (
      await call('member/ips/get', { address: '203.0.113.8/30', since: '2026-11-01' })
    ).json<IpDetail>();
    expect(detail.checks.find((check) => check.list === 'spamcop')).toMatchObject({
      status: 'listed',
      listed_addresses: ['203.0.113.9'],
    });
    const wide = await call('editor/ips/add', { address: '203.0.112.0/21' });
    expect(wide.json()).toMatchObject({ name: 'ValidationError' });
    // a control character is refused: it never belongs in a description, and separates fields
    const control = await call('editor/ips/add', {
      address: '203.0.113.20',
      description: 'a\u001fb',
    });
    expect(control.json()).toMatchObject({ name: 'ValidationError' });
    // a range takes a place per address within the account's limit
    await t.services.db
      .updateTable('accounts')
      .set({ ip_limit: 13 })
      .where('id', '=', 'demo')
      .execute();
    const over = await call('editor/ips/add', { address: '203.0.113.16/29' });
    expect(over.json()).toMatchObject({
      name: 'LimitExceeded',
      details: { limit: 13, count: 12 },
    });
    expect((await call('editor/ips/count', {})).json()).toEqual({ count: 12, limit: 13 });
  });
});
