// The resolver against a real DNS server on loopback (testing/dnsServer.ts): typed records of
// each type, and every way a lookup can go wrong told apart: NXDOMAIN, NODATA, SERVFAIL,
// REFUSED, a server that never answers (timeout, then the next server); an answer truncated over
// UDP asked again over TCP, and what is left when TCP fails or truncates too.
import dgram from 'node:dgram';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestDnsServer, useTestDnsServer, type TestDnsServer } from '../testing/dnsServer.ts';
import { createDnsResolver, reverseName, type DnsResolver } from './resolver.ts';

/** 198 characters each: `token-N-` and 190 x; 8 of them exceed 1,232 bytes, 4 do not. */
const longStrings = (count: number) =>
  Array.from({ length: count }, (_, index) => `token-${index}-${'x'.repeat(190)}`);

describe('the DNS resolver', () => {
  const holder = useTestDnsServer();
  let resolver: DnsResolver;
  beforeAll(() => {
    resolver = createDnsResolver({ servers: [holder.server.address], timeoutMs: 300 });
  });
  afterAll(() => resolver.close());

  it('answers A, AAAA, MX, PTR and CNAME records with their TTL', async () => {
    const dns = holder.server;
    dns.set('shop.example', 'A', ['192.0.2.10', '192.0.2.11'], 120);
    dns.set('shop.example', 'AAAA', ['2001:db8::10']);
    dns.set('shop.example', 'MX', [
      { exchange: 'mx2.shop.example', priority: 20 },
      { exchange: 'mx1.shop.example', priority: 10 },
    ]);
    dns.set('10.2.0.192.in-addr.arpa', 'PTR', ['mail.shop.example']);
    dns.set('www.shop.example', 'CNAME', ['shop.example'], 60);

    expect(await resolver.a('shop.example')).toEqual({
      status: 'ok',
      records: ['192.0.2.10', '192.0.2.11'],
      ttl: 120,
      cached: false,
    });
    expect(await resolver.aaaa('Shop.Example.')).toMatchObject({ records: ['2001:db8::10'] });
    expect(await resolver.mx('shop.example')).toMatchObject({
      records: [
        { exchange: 'mx2.shop.example', priority: 20 },
        { exchange: 'mx1.shop.example', priority: 10 },
      ],
    });
    expect(await resolver.ptr('192.0.2.10')).toMatchObject({ records: ['mail.shop.example'] });
    expect(await resolver.cname('www.shop.example')).toMatchObject({ records: ['shop.example'] });
    // Through the CNAME: the A records of its target, kept as long as the shorter TTL.
    expect(await resolver.a('www.shop.example')).toMatchObject({
      records: ['192.0.2.10', '192.0.2.11'],
      ttl: 60,
    });
  });

  it('joins the character-strings of each TXT record, bytes first', async () => {
    const dns = holder.server;
    const euro = Buffer.from('€', 'utf8');
    dns.set('shop.example', 'TXT', [
      ['v=spf1 include:_spf.mailer.example ', 'ip4:192.0.2.0/24 -all'],
      'google-site-verification=abc',
      // A UTF-8 character split between two strings comes back whole.
      [
        Buffer.concat([Buffer.from('price '), euro.subarray(0, 1)]),
        Buffer.concat([euro.subarray(1), Buffer.from('5')]),
      ],
    ]);
    expect(await resolver.txt('shop.example')).toMatchObject({
      records: [
        'v=spf1 include:_spf.mailer.example ip4:192.0.2.0/24 -all',
        'google-site-verification=abc',
        'price €5',
      ],
    });
  });

  it('tells a missing name from a missing record type, with the negative TTL of the SOA', async () => {
    const dns = holder.server;
    dns.set('mailless.example', 'A', ['192.0.2.20']);
    dns.soa = { ttl: 3600, minimum: 120 };
    expect(await resolver.mx('nowhere.example')).toEqual({
      status: 'nxdomain',
      ttl: 120,
      cached: false,
    });
    expect(await resolver.mx('mailless.example')).toEqual({
      status: 'nodata',
      ttl: 120,
      cached: false,
    });
    dns.soa = { ttl: 30, minimum: 300 };
    expect(await resolver.txt('nowhere-either.example')).toMatchObject({ ttl: 30 });
    dns.soa = { ttl: 3600, minimum: 300 };
  });

  it('tells SERVFAIL from REFUSED from NXDOMAIN', async () => {
    const dns = holder.server;
    dns.fail('broken.example', 'SERVFAIL');
    dns.fail('private.example', 'REFUSED');
    expect(await resolver.mx('broken.example')).toEqual({
      status: 'servfail',
      detail: 'the server failed (SERVFAIL)',
    });
    expect(await resolver.txt('private.example')).toMatchObject({ status: 'refused' });
    expect(await resolver.a('missing.example')).toMatchObject({ status: 'nxdomain' });
  });

  it('sends EDNS so that answers up to 1232 bytes come whole over UDP, without TCP', async () => {
    const dns = holder.server;
    dns.set('medium.example', 'TXT', [longStrings(4)]);
    const medium = await resolver.txt('medium.example');
    expect(medium.status === 'ok' && medium.records[0]?.length).toBe(4 * 198);
    expect(dns.count('medium.example', 'TXT', 'UDP')).toBe(1);
    expect(dns.count('medium.example', 'TXT', 'TCP')).toBe(0);
  });

  it('asks a TXT set of 1,584 bytes, truncated over UDP, again over TCP: one query of each', async () => {
    const dns = holder.server;
    dns.set('large.example', 'TXT', [longStrings(8)], 120);
    const queriesBefore = resolver.stats.queries;
    expect(await resolver.txt('large.example')).toEqual({
      status: 'ok',
      records: [longStrings(8).join('')],
      ttl: 120,
      cached: false,
    });
    expect(longStrings(8).join('').length).toBe(1584);
    expect(dns.count('large.example', 'TXT', 'UDP')).toBe(1);
    expect(dns.count('large.example', 'TXT', 'TCP')).toBe(1);
    expect(resolver.stats.queries - queriesBefore).toBe(2);
  });

  it('keeps an answer that came over TCP for its TTL, like any other', async () => {
    const dns = holder.server;
    dns.set('kept-large.example', 'TXT', [longStrings(8)], 60);
    let clock = 1_000_000;
    const cached = createDnsResolver({
      servers: [dns.address],
      timeoutMs: 300,
      now: () => clock,
    });
    expect(await cached.txt('kept-large.example')).toMatchObject({ ttl: 60, cached: false });
    clock += 45_000;
    expect(await cached.txt('kept-large.example')).toMatchObject({
      status: 'ok',
      records: [longStrings(8).join('')],
      ttl: 15,
      cached: true,
    });
    expect(dns.count('kept-large.example', 'TXT', 'UDP')).toBe(1);
    expect(dns.count('kept-large.example', 'TXT', 'TCP')).toBe(1);
    clock += 15_000;
    expect(await cached.txt('kept-large.example')).toMatchObject({ ttl: 60, cached: false });
    await cached.close();
    expect(dns.count('kept-large.example', 'TXT', 'UDP')).toBe(2);
    expect(dns.count('kept-large.example', 'TXT', 'TCP')).toBe(2);
    expect(cached.stats).toEqual({ queries: 4, cacheHits: 1 });
  });

  it('refuses names that cannot be asked, without a query', async () => {
    const before = holder.server.queries.length;
    expect(await resolver.a('')).toMatchObject({ status: 'error' });
    expect(await resolver.a(`${'a'.repeat(64)}.example`)).toMatchObject({ status: 'error' });
    expect(await resolver.a('double..dot.example')).toMatchObject({ status: 'error' });
    expect(holder.server.queries.length).toBe(before);
  });

  it('closes its socket when idle and opens another for the next query', async () => {
    holder.server.set('idle.example', 'A', ['192.0.2.30'], 0);
    // each socket the resolver opens, with the moment it closes (listened to from its opening)
    const createSocket = dgram.createSocket;
    const closes: Promise<unknown>[] = [];
    const opened = vi.spyOn(dgram, 'createSocket').mockImplementation((...args) => {
      const socket = createSocket(...args);
      closes.push(once(socket, 'close'));
      return socket;
    });
    try {
      const idle = createDnsResolver({ servers: [holder.server.address], idleCloseMs: 10 });
      expect(await idle.a('idle.example')).toMatchObject({ status: 'ok' });
      await closes[0];
      expect(await idle.a('idle.example')).toMatchObject({
        status: 'ok',
        records: ['192.0.2.30'],
      });
      expect(opened).toHaveBeenCalledTimes(2);
      await idle.close();
    } finally {
      opened.mockRestore();
    }
    expect(holder.server.count('idle.example')).toBe(2);
  });

  it('names the reverse zones of IPv4 and IPv6 addresses', () => {
    expect(reverseName('192.0.2.10')).toBe('10.2.0.192.in-addr.arpa');
    expect(reverseName('2001:db8::1')).toBe(
      '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
    );
    expect(reverseName('::ffff:192.0.2.1')).toBe(
      '1.0.2.0.0.0.0.c.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa',
    );
  });
});

describe('the DNS resolver with a server that never answers', () => {
  let silent: TestDnsServer;
  let working: TestDnsServer;
  beforeAll(async () => {
    silent = await startTestDnsServer();
    silent.silent = true;
    working = await startTestDnsServer();
    working.set('slow.example', 'MX', [{ exchange: 'mx.slow.example', priority: 10 }]);
  });
  afterAll(async () => {
    await silent.close();
    await working.close();
  });

  it('gives up after timeoutMs, having sent the query twice', async () => {
    const resolver = createDnsResolver({ servers: [silent.address], timeoutMs: 300 });
    const started = performance.now();
    const answer = await resolver.mx('slow.example');
    const elapsed = performance.now() - started;
    await resolver.close();
    expect(answer).toEqual({
      status: 'timeout',
      detail: `no answer from ${silent.hostPort} within 300 ms`,
    });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1000);
    expect(silent.count('slow.example', 'MX')).toBe(2);
  });

  it('asks the next server after a timeout', async () => {
    const resolver = createDnsResolver({
      servers: [silent.address, working.address],
      timeoutMs: 200,
      sends: 1,
    });
    const started = performance.now();
    const answer = await resolver.mx('slow.example');
    const elapsed = performance.now() - started;
    await resolver.close();
    expect(answer).toMatchObject({ status: 'ok', records: [{ exchange: 'mx.slow.example' }] });
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(working.count('slow.example', 'MX')).toBe(1);
  });

  it('answers lookups still in flight when it closes', async () => {
    const resolver = createDnsResolver({ servers: [silent.address], timeoutMs: 5000 });
    const pending = resolver.a('closing.example');
    // in flight: the server has the query, and will never answer it
    await vi.waitFor(() => expect(silent.count('closing.example', 'A')).toBe(1));
    await resolver.close();
    expect(await pending).toMatchObject({ status: 'error' });
    expect(await resolver.a('after.example')).toEqual({
      status: 'error',
      detail: 'the resolver is closed',
    });
  });
});

describe('the DNS resolver over TCP, when TCP fails', () => {
  let blocked: TestDnsServer;
  let truncating: TestDnsServer;
  let working: TestDnsServer;
  beforeAll(async () => {
    [blocked, truncating, working] = await Promise.all([
      startTestDnsServer(),
      startTestDnsServer(),
      startTestDnsServer(),
    ]);
    blocked.silentOverTcp = true;
    truncating.truncateOverTcp = true;
    for (const server of [blocked, truncating, working])
      server.set('spf.example', 'TXT', [longStrings(8)]);
  });
  afterAll(async () => {
    await Promise.all([blocked.close(), truncating.close(), working.close()]);
  });

  it('answers timeout when TCP never answers, within the TCP timeout', async () => {
    const resolver = createDnsResolver({ servers: [blocked.address], timeoutMs: 300 });
    const started = performance.now();
    const answer = await resolver.txt('spf.example');
    const elapsed = performance.now() - started;
    await resolver.close();
    expect(answer).toEqual({
      status: 'timeout',
      detail: `no answer from ${blocked.hostPort} over TCP within 300 ms`,
    });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1000);
    expect(blocked.count('spf.example', 'TXT', 'UDP')).toBe(1);
    expect(blocked.count('spf.example', 'TXT', 'TCP')).toBe(1);
  });

  it('answers truncated when TCP truncates too, and asks the next server first', async () => {
    const alone = createDnsResolver({ servers: [truncating.address], timeoutMs: 300 });
    expect(await alone.txt('spf.example')).toEqual({
      status: 'truncated',
      detail: 'the answer came truncated over TCP',
    });
    await alone.close();
    const withNext = createDnsResolver({
      servers: [blocked.address, truncating.address, working.address],
      timeoutMs: 200,
    });
    expect(await withNext.txt('spf.example')).toMatchObject({
      status: 'ok',
      records: [longStrings(8).join('')],
    });
    await withNext.close();
    expect(truncating.count('spf.example', 'TXT', 'TCP')).toBe(2);
    expect(working.count('spf.example', 'TXT', 'UDP')).toBe(1);
    expect(working.count('spf.example', 'TXT', 'TCP')).toBe(1);
  });

  it('holds a TCP query within the concurrency limit: 6 names, 2 at a time', async () => {
    const server = await startTestDnsServer();
    const names = Array.from({ length: 6 }, (_, index) => `txt${index}.many.example`);
    for (const name of names) server.set(name, 'TXT', [longStrings(8)]);
    server.delayMs = 20;
    const resolver = createDnsResolver({ servers: [server.address], concurrency: 2 });
    const answers = await Promise.all(names.map((name) => resolver.txt(name)));
    await resolver.close();
    await server.close();
    expect(answers.every((answer) => answer.status === 'ok')).toBe(true);
    expect([server.count(), server.count(undefined, undefined, 'TCP')]).toEqual([6, 6]);
    expect(server.maxConcurrent).toBe(2);
  });

  it('answers a lookup waiting on TCP at once when it closes', async () => {
    const resolver = createDnsResolver({ servers: [blocked.address], timeoutMs: 5000 });
    const asked = blocked.count('spf.example', 'TXT', 'TCP');
    const pending = resolver.txt('spf.example');
    // waiting on TCP: the server has the query over TCP, and will never answer it
    await vi.waitFor(() => expect(blocked.count('spf.example', 'TXT', 'TCP')).toBe(asked + 1));
    const closing = performance.now();
    await resolver.close();
    expect(await pending).toEqual({ status: 'error', detail: 'the resolver is closed' });
    expect(performance.now() - closing).toBeLessThan(100);
  });
});
