// DNS_SERVERS as config.ts reads it, and the system's resolvers when it is unset.
import dns from 'node:dns';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { effectiveDnsServers, formatDnsServer, parseDnsServer } from './servers.ts';

describe('DNS servers', () => {
  it('reads DNS_SERVERS: addresses in order, each with an optional port', () => {
    const { dnsServers } = loadConfig({
      DNS_SERVERS: '10.0.0.53, 10.0.0.54:5353,2001:db8::53,[2001:db8::54]:5300',
    });
    expect(dnsServers).toEqual([
      { host: '10.0.0.53', port: 53, family: 4 },
      { host: '10.0.0.54', port: 5353, family: 4 },
      { host: '2001:db8::53', port: 53, family: 6 },
      { host: '2001:db8::54', port: 5300, family: 6 },
    ]);
    expect(dnsServers.map(formatDnsServer)).toEqual([
      '10.0.0.53:53',
      '10.0.0.54:5353',
      '[2001:db8::53]:53',
      '[2001:db8::54]:5300',
    ]);
    expect(loadConfig({}).dnsServers).toEqual([]);
  });

  it('refuses names and bad ports, naming the setting', () => {
    expect(() => loadConfig({ DNS_SERVERS: 'ns1.example.com' })).toThrow(
      'DNS_SERVERS must list IP addresses, each with an optional :port, got "ns1.example.com"',
    );
    expect(() => parseDnsServer('10.0.0.53:0')).toThrow(/DNS_SERVERS/);
    expect(() => parseDnsServer('10.0.0.53:70000')).toThrow(/DNS_SERVERS/);
  });

  it('uses the system resolvers when none is configured', () => {
    const configured = [parseDnsServer('192.0.2.53')];
    expect(effectiveDnsServers(configured)).toEqual(configured);
    const system = dns.getServers().map((entry) => parseDnsServer(entry).host);
    const fallback = system.length > 0 ? system : ['127.0.0.1'];
    expect(effectiveDnsServers([]).map((server) => server.host)).toEqual(fallback);
  });
});
