// The resolver's cache, counted at the loopback DNS server: answers kept for their TTL (within
// the bound), NXDOMAIN and NODATA for the SOA's negative TTL, failures never; concurrent
// lookups sharing one query; the concurrency limit; the least recently used answer going first.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDnsServer, useTestDnsServer } from '../testing/dnsServer.ts';
import { createDnsResolver, type DnsResolver, type DnsResolverOptions } from './resolver.ts';

describe('the DNS cache', () => {
  const holder = useTestDnsServer();
  let clock = 0;
  const resolvers: DnsResolver[] = [];
  const resolverWith = (options: Partial<DnsResolverOptions> = {}) => {
    const resolver = createDnsResolver({
      servers: [holder.server.address],
      timeoutMs: 500,
      now: () => clock,
      ...options,
    });
    resolvers.push(resolver);
    return resolver;
  };
  const lookups = async (resolver: DnsResolver, name: string, times: number) => {
    for (let index = 0; index < times; index += 1) await resolver.mx(name);
  };
  beforeEach(() => {
    clock = 1_000_000;
  });
  afterAll(async () => {
    await Promise.all(resolvers.map((resolver) => resolver.close()));
  });

  it('keeps an answer for its TTL: 5 lookups are 1 query with the cache, 5 without', async () => {
    holder.server.set('kept.example', 'MX', [{ exchange: 'mx.kept.example', priority: 5 }], 60);
    holder.server.set('unkept.example', 'MX', [{ exchange: 'mx.kept.example', priority: 5 }], 60);
    const resolver = resolverWith();
    await lookups(resolver, 'kept.example', 5);
    expect(holder.server.count('kept.example')).toBe(1);
    await lookups(resolverWith({ cacheEntries: 0 }), 'unkept.example', 5);
    expect(holder.server.count('unkept.example')).toBe(5);

    clock += 45_000;
    expect(await resolver.mx('kept.example')).toMatchObject({ ttl: 15, cached: true });
    clock += 15_000;
    expect(await resolver.mx('kept.example')).toMatchObject({ ttl: 60, cached: false });
    expect(holder.server.count('kept.example')).toBe(2);
    expect(resolver.stats).toEqual({ queries: 2, cacheHits: 5 });
  });

  it('does not keep a TTL of 0, and keeps a long TTL at most maxTtlSeconds', async () => {
    holder.server.set('zero.example', 'MX', [{ exchange: 'mx.zero.example', priority: 5 }], 0);
    holder.server.set('long.example', 'MX', [{ exchange: 'mx.long.example', priority: 5 }], 86400);
    const resolver = resolverWith();
    await lookups(resolver, 'zero.example', 3);
    expect(holder.server.count('zero.example')).toBe(3);
    expect(await resolver.mx('long.example')).toMatchObject({ ttl: 3600 });
    clock += 3_599_000;
    await resolver.mx('long.example');
    expect(holder.server.count('long.example')).toBe(1);
    clock += 1_000;
    await resolver.mx('long.example');
    expect(holder.server.count('long.example')).toBe(2);
  });

  it('keeps NXDOMAIN and NODATA for the SOA minimum: 5 lookups, 1 query each', async () => {
    holder.server.soa = { ttl: 3600, minimum: 30 };
    holder.server.set('aonly.example', 'A', ['192.0.2.1']);
    const resolver = resolverWith();
    await lookups(resolver, 'gone.example', 5);
    await lookups(resolver, 'aonly.example', 5);
    expect(holder.server.count('gone.example')).toBe(1);
    expect(holder.server.count('aonly.example', 'MX')).toBe(1);
    expect(await resolver.mx('gone.example')).toEqual({
      status: 'nxdomain',
      ttl: 30,
      cached: true,
    });
    clock += 30_000;
    expect(await resolver.mx('aonly.example')).toMatchObject({ status: 'nodata', cached: false });
    expect(holder.server.count('aonly.example', 'MX')).toBe(2);
  });

  it('bounds the negative TTL: 900 s at most, 60 s without an SOA', async () => {
    const resolver = resolverWith();
    holder.server.soa = { ttl: 86400, minimum: 86400 };
    expect(await resolver.mx('long-gone.example')).toMatchObject({ ttl: 900 });
    holder.server.soa = null;
    expect(await resolver.mx('soaless.example')).toMatchObject({ status: 'nxdomain', ttl: 60 });
    clock += 60_000;
    await resolver.mx('soaless.example');
    expect(holder.server.count('soaless.example')).toBe(2);
    holder.server.soa = { ttl: 3600, minimum: 300 };
  });

  it('does not keep failures: 3 lookups of a SERVFAIL are 3 queries', async () => {
    holder.server.fail('failing.example', 'SERVFAIL');
    const resolver = resolverWith();
    await lookups(resolver, 'failing.example', 3);
    expect(holder.server.count('failing.example')).toBe(3);
  });

  it('shares one query among concurrent lookups of a name: 10 lookups, 1 query', async () => {
    holder.server.set('busy.example', 'MX', [{ exchange: 'mx.busy.example', priority: 1 }]);
    holder.server.delayMs = 50;
    const resolver = resolverWith();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => resolver.mx('busy.example')),
    );
    holder.server.delayMs = 0;
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['ok']));
    expect(holder.server.count('busy.example')).toBe(1);
  });

  it('holds at most `concurrency` queries on the wire: 20 names, 4 at a time', async () => {
    // A server of its own, so that its most queries at once are this test's.
    const server = await startTestDnsServer();
    const names = Array.from({ length: 20 }, (_, index) => `host${index}.many.example`);
    for (const name of names) server.set(name, 'A', ['192.0.2.99']);
    server.delayMs = 30;
    const resolver = resolverWith({ servers: [server.address], concurrency: 4 });
    const started = performance.now();
    const answers = await Promise.all(names.map((name) => resolver.a(name)));
    const elapsed = performance.now() - started;
    await server.close();
    expect(answers.every((answer) => answer.status === 'ok')).toBe(true);
    expect(server.count()).toBe(20);
    expect(server.maxConcurrent).toBe(4);
    // Five rounds of four, each waiting 30 ms at the server.
    expect(elapsed).toBeGreaterThanOrEqual(5 * 30 - 5);
  });

  it('drops the least recently used answer past cacheEntries', async () => {
    for (const name of ['one.lru.example', 'two.lru.example', 'three.lru.example'])
      holder.server.set(name, 'A', ['192.0.2.50']);
    const resolver = resolverWith({ cacheEntries: 2 });
    await resolver.a('one.lru.example');
    await resolver.a('two.lru.example');
    await resolver.a('one.lru.example'); // one is now the more recent
    await resolver.a('three.lru.example'); // two goes
    await resolver.a('one.lru.example');
    await resolver.a('two.lru.example');
    expect(holder.server.count('one.lru.example')).toBe(1);
    expect(holder.server.count('two.lru.example')).toBe(2);
  });
});
