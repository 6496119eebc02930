import { describe, expect, it } from 'vitest';
import type { NormalisedEvent } from '../event.ts';
import { createCidrMatcher, prefixesFromEgressCsv } from './cidr.ts';
import { createEarlyOpenTracker, createNonHumanDetector } from './nonHuman.ts';

describe('createCidrMatcher', () => {
  const matcher = createCidrMatcher([
    '17.0.0.0/8',
    '192.0.2.128/25',
    '2a01:b740::/32',
    '2001:db8::1',
    'junk',
  ]);

  it.each([
    ['17.58.63.12', true],
    ['16.255.255.255', false],
    ['18.0.0.0', false],
    ['192.0.2.128', true],
    ['192.0.2.127', false],
    ['2a01:b740:a16:4000::1', true],
    ['2a01:b741::1', false],
    ['2001:db8::1', true],
    ['2001:db8::2', false],
    ['::ffff:17.1.2.3', true],
    ['not-an-ip', false],
  ])('%s in ranges: %s', (ip, expected) => {
    expect(matcher.contains(ip)).toBe(expected);
  });

  it('ignores junk entries and merges overlapping ranges', () => {
    expect(matcher.size).toBe(4);
    const merged = createCidrMatcher(['10.0.0.0/9', '10.128.0.0/9', '10.0.0.0/24']);
    expect(merged.contains('10.200.1.1')).toBe(true);
  });

  it("reads Apple's egress CSV format", () => {
    const csv = '172.224.226.0/27,GB,GB-EN,London,\n2a02:26f7:b3c0:4000::/64,DE,DE-BE,Berlin,\n';
    expect(prefixesFromEgressCsv(csv)).toEqual(['172.224.226.0/27', '2a02:26f7:b3c0:4000::/64']);
  });
});

describe('createNonHumanDetector', () => {
  const detector = createNonHumanDetector();
  const open = (clientIp: string | null, userAgent: string | null, espFlag = false) =>
    detector.isMachineOpen({ espFlag, clientIp, userAgent });

  it('flags ESP flags, Apple proxy addresses, the bare MPP agent and scanners', () => {
    expect(open(null, null, true)).toBe(true);
    expect(open('17.58.63.12', 'Mozilla/5.0 (iPhone)')).toBe(true);
    expect(open('203.0.113.7', 'Mozilla/5.0')).toBe(true);
    expect(open('203.0.113.7', 'Barracuda Sentinel (EE)')).toBe(true);
    expect(open('203.0.113.7', 'python-requests/2.31')).toBe(true);
  });

  it("does not flag Gmail's and Yahoo's image proxies, which fetch on a person's open", () => {
    expect(
      open(
        '66.102.8.15',
        'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
      ),
    ).toBe(false);
    expect(
      open(
        '98.137.1.1',
        'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
      ),
    ).toBe(false);
  });

  it('uses extra proxy ranges when configured', () => {
    const withRelay = createNonHumanDetector({ proxyRanges: ['172.224.226.0/27'] });
    expect(
      withRelay.isMachineOpen({ espFlag: false, clientIp: '172.224.226.5', userAgent: null }),
    ).toBe(true);
    expect(
      withRelay.isMachineOpen({ espFlag: false, clientIp: '17.58.63.12', userAgent: null }),
    ).toBe(false);
  });
});

describe('createEarlyOpenTracker', () => {
  const base = {
    recipient: 'a@gmail.com',
    messageId: 'm1',
    machineOpen: false,
  } as unknown as NormalisedEvent;
  const event = (type: string, timestamp: number): NormalisedEvent =>
    ({ ...base, type, timestamp }) as NormalisedEvent;

  it('marks opens within 2 seconds of the same message delivery', () => {
    const track = createEarlyOpenTracker();
    track(event('delivered', 1_000_000));
    expect(track(event('open', 1_001_500)).machineOpen).toBe(true);
    expect(track(event('click', 1_002_000)).machineOpen).toBe(true);
    expect(track(event('open', 1_002_001)).machineOpen).toBe(false);
    expect(track({ ...event('open', 1_000_500), messageId: 'm2' }).machineOpen).toBe(false);
  });
});
