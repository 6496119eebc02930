import { describe, expect, it } from 'vitest';
import { rangeBounds, rangeStart } from './cidr.ts';

describe('rangeBounds', () => {
  it('gives the first and last address of a range', () => {
    expect(rangeBounds('198.51.100.0/24')).toEqual({
      first: '198.51.100.0',
      last: '198.51.100.255',
      prefix: 24,
    });
    expect(rangeBounds('192.0.2.64/27')).toMatchObject({ first: '192.0.2.64', last: '192.0.2.95' });
    expect(rangeBounds('192.0.2.10/32')).toMatchObject({ first: '192.0.2.10', last: '192.0.2.10' });
  });

  it('refuses what is no IPv4 CIDR', () => {
    for (const text of [
      '192.0.2/24',
      '192.0.2.0/33',
      '192.0.2.0',
      '2001:db8::/64',
      '192.0.2.256/24',
    ])
      expect(rangeBounds(text)).toBeNull();
  });
});

describe('rangeStart', () => {
  it('writes a range from its first address', () => {
    expect(rangeStart('198.51.100.200/22')).toBe('198.51.100.0/22');
    expect(rangeStart('192.0.2.10/32')).toBe('192.0.2.10/32');
  });
});
