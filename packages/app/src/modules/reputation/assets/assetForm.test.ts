import { describe, expect, it } from 'vitest';
import { checkAssetKey, parseTags } from './assetForm.ts';

describe('checkAssetKey', () => {
  it('takes one address, IPv4 or IPv6, and a range up to a /22', () => {
    for (const value of ['192.0.2.10', '2001:db8::10', '198.51.100.0/24', '192.0.0.0/22'])
      expect(checkAssetKey('ip', ` ${value} `)).toEqual({ value, problem: null });
  });

  it('says what is wrong with an IP or a range', () => {
    expect(checkAssetKey('ip', '').problem).toBe('required');
    expect(checkAssetKey('ip', '192.0.2.300').problem).toBe('invalidIp');
    expect(checkAssetKey('ip', 'mta1.example.com').problem).toBe('invalidIp');
    expect(checkAssetKey('ip', '192.0.2.0/33').problem).toBe('invalidIp');
    expect(checkAssetKey('ip', '10.0.0.0/16').problem).toBe('rangeTooLarge');
    expect(checkAssetKey('ip', '2001:db8::/64').problem).toBe('ipv6Range');
    expect(checkAssetKey('ip', '192.0.2.77/26')).toEqual({
      value: '192.0.2.77/26',
      problem: 'rangeNotStart',
      suggestion: '192.0.2.64/26',
    });
  });

  it('lower-cases a domain and drops its final dot', () => {
    expect(checkAssetKey('domain', ' News.Example.COM. ')).toEqual({
      value: 'news.example.com',
      problem: null,
    });
    expect(checkAssetKey('domain', 'not a domain').problem).toBe('invalidDomain');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empty and repeated tags', () => {
    expect(parseTags('newsletter, pool-a , ,newsletter')).toEqual(['newsletter', 'pool-a']);
    expect(parseTags('  ')).toEqual([]);
  });
});
