// The webhook guard against server-side request forgery: which addresses count as private, a
// name with one private address among public ones, and the connection pinned to the address
// checked (a name only the guard's lookup knows still reaches the loopback server, so no second
// resolution took place). Redirects are answered, not followed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRange, checkedAddress, guardedFetch, RefusedUrl } from './guardedFetch.ts';

let server: http.Server;
let port: number;
const seen: { host: string | undefined; url: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ host: request.headers.host, url: request.url });
    if (request.url === '/moved') response.writeHead(302, { location: 'http://10.0.0.1/' });
    else response.writeHead(204);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { allowPrivate: false, timeoutMs: 2000 };

describe('the webhook address guard', () => {
  it('classifies with ipaddr.js: only unicast is public', () => {
    const ranges = Object.fromEntries(
      [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '100.64.0.1',
        '169.254.169.254',
        '0.0.0.0',
        '224.0.0.1',
        '240.0.0.1',
        '::1',
        'fc00::1',
        'fe80::1',
        '::',
        'ff02::1',
        '::ffff:10.0.0.1',
        '8.8.8.8',
        '2001:4860:4860::8888',
      ].map((address) => [address, addressRange(address)]),
    );
    expect(ranges).toEqual({
      '127.0.0.1': 'loopback',
      '10.1.2.3': 'private',
      '172.16.0.1': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'carrierGradeNat',
      '169.254.169.254': 'linkLocal',
      '0.0.0.0': 'unspecified',
      '224.0.0.1': 'multicast',
      '240.0.0.1': 'reserved',
      '::1': 'loopback',
      'fc00::1': 'uniqueLocal',
      'fe80::1': 'linkLocal',
      '::': 'unspecified',
      'ff02::1': 'multicast',
      '::ffff:10.0.0.1': 'private',
      '8.8.8.8': 'unicast',
      '2001:4860:4860::8888': 'unicast',
    });
  });

  it('refuses a literal private address, a name with any private address, and other schemes', async () => {
    await expect(checkedAddress(new URL('http://[::1]:8080/x'), false)).rejects.toThrow(
      new RefusedUrl(
        'http://[::1]:8080 resolves to ::1 (loopback); webhooks reach public addresses only unless WEBHOOK_ALLOW_PRIVATE is set',
      ),
    );
    const mixed = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(
      checkedAddress(new URL('https://hooks.example.com/t'), false, mixed),
    ).rejects.toThrow('https://hooks.example.com resolves to 10.0.0.7 (private)');
    expect(await checkedAddress(new URL('https://hooks.example.com/t'), true, mixed)).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    await expect(checkedAddress(new URL('file:///etc/passwd'), true)).rejects.toThrow(
      'file: URLs are not posted to, only http and https',
    );
  });

  it('refuses localhost through the system resolver', async () => {
    const refused = guardedFetch(
      new URL(`http://localhost:${port}/hook`),
      { method: 'POST', headers: {} },
      options,
    );
    await expect(refused).rejects.toThrow(
      /^http:\/\/localhost:\d+ resolves to (127\.0\.0\.1|::1) \(loopback\)/,
    );
    expect(seen).toEqual([]);
  });

  it('connects to the address it checked, resolving the name once', async () => {
    const lookups: string[] = [];
    const status = await guardedFetch(
      new URL(`http://hooks.rebind.test:${port}/pinned`),
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' },
      {
        allowPrivate: true,
        timeoutMs: 2000,
        lookupAll: async (hostname) => {
          lookups.push(hostname);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      },
    );
    expect([status, lookups, seen.at(-1)]).toEqual([
      204,
      ['hooks.rebind.test'],
      { host: `hooks.rebind.test:${port}`, url: '/pinned' },
    ]);
  });

  it('answers a redirect without following it', async () => {
    const status = await guardedFetch(
      new URL(`http://127.0.0.1:${port}/moved`),
      { method: 'GET', headers: {} },
      { ...options, allowPrivate: true },
    );
    expect([status, seen.at(-1)?.url, seen.length]).toEqual([302, '/moved', 2]);
  });
});
