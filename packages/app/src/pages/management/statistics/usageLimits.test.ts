// Usage against limits: the share, the near (90 % and up) and over levels at their edges, the
// measures without a limit, and the summary of every account.
import { describe, expect, it } from 'vitest';
import type { UsageRow } from '@console/contract';
import {
  accountUsageRows,
  barShare,
  LEVEL_RANK,
  summarizeMeasure,
  USAGE_MEASURES,
  usageLevel,
  usageOf,
  usageRatio,
} from './usageLimits.ts';

const usageRow = (account: string, changes: Partial<UsageRow> = {}): UsageRow => ({
  account,
  name: account,
  month: '2026-11',
  users: 4,
  user_limit: 5,
  volume: 1240,
  volume_limit: 5000,
  ips: 3,
  ip_limit: null,
  domains: 2,
  domain_limit: 10,
  audits: 0,
  audit_limit: 0,
  policies: 1,
  policy_limit: 3,
  dmarc: 20000,
  ...changes,
});

describe('usageOf', () => {
  it('pairs each measure with its limit, DMARC messages with none', () => {
    const row = usageRow('acme');
    expect(USAGE_MEASURES.map((measure) => usageOf(row, measure))).toEqual([
      { used: 4, limit: 5 },
      { used: 1240, limit: 5000 },
      { used: 3, limit: null },
      { used: 2, limit: 10 },
      { used: 0, limit: 0 },
      { used: 1, limit: 3 },
      { used: 20000, limit: null },
    ]);
  });
});

describe('usageRatio', () => {
  it('is the share of the limit used', () => {
    expect(usageRatio({ used: 1240, limit: 5000 })).toBe(0.248);
    expect(usageRatio({ used: 6000, limit: 5000 })).toBe(1.2);
  });

  it('is null without a limit and for a limit of 0', () => {
    expect(usageRatio({ used: 10, limit: null })).toBeNull();
    expect(usageRatio({ used: 0, limit: 0 })).toBeNull();
    expect(usageRatio({ used: 3, limit: 0 })).toBeNull();
  });
});

describe('usageLevel', () => {
  it.each([
    [0, 5000, 'within'],
    [4499, 5000, 'within'],
    [4500, 5000, 'near'],
    [5000, 5000, 'near'],
    [5001, 5000, 'over'],
    [9, 10, 'near'],
    [8, 10, 'within'],
    [11, 10, 'over'],
    [0, 0, 'within'],
    [1, 0, 'over'],
    [1_000_000, null, 'unlimited'],
  ] as const)('%d of %s is %s', (used, limit, level) => {
    expect(usageLevel({ used, limit })).toBe(level);
  });

  it('ranks the accounts needing attention highest', () => {
    expect(LEVEL_RANK).toEqual({ unlimited: 0, within: 1, near: 2, over: 3 });
  });
});

describe('barShare', () => {
  it('fills the bar by the share, all of it past the limit, none without a share', () => {
    expect(barShare({ used: 1240, limit: 5000 })).toBe(0.248);
    expect(barShare({ used: 5000, limit: 5000 })).toBe(1);
    expect(barShare({ used: 5001, limit: 5000 })).toBe(1);
    expect(barShare({ used: 2, limit: 0 })).toBe(1);
    expect(barShare({ used: 0, limit: 0 })).toBe(0);
    expect(barShare({ used: 9, limit: null })).toBe(0);
  });
});

describe('summarizeMeasure', () => {
  const rows = [
    usageRow('a', { volume: 4600 }),
    usageRow('b', { volume: 6000 }),
    usageRow('c', { volume: 100, volume_limit: null }),
    usageRow('d', { volume: 7000, volume_limit: 5000 }),
  ];

  it('sums the measure and counts the accounts near and over their limits', () => {
    expect(summarizeMeasure(rows, 'volume')).toEqual({
      total: 17700,
      accounts: 4,
      limited: 3,
      near: 1,
      over: 2,
    });
  });

  it('counts no limit for DMARC messages', () => {
    expect(summarizeMeasure(rows, 'dmarc')).toEqual({
      total: 80000,
      accounts: 4,
      limited: 0,
      near: 0,
      over: 0,
    });
  });

  it('is all zeros without accounts', () => {
    expect(summarizeMeasure([], 'users')).toEqual({
      total: 0,
      accounts: 0,
      limited: 0,
      near: 0,
      over: 0,
    });
  });
});

describe('accountUsageRows', () => {
  it('gives each account its use of the measure, share and level', () => {
    const rows = [
      usageRow('acme', { name: 'Acme Retail', volume: 4600 }),
      usageRow('globex', { name: 'Globex', volume: 120, volume_limit: null }),
    ];
    expect(accountUsageRows(rows, 'volume')).toEqual([
      {
        id: 'acme',
        account: 'Acme Retail',
        used: 4600,
        limit: 5000,
        share: 0.92,
        level: 'near',
        rank: 2,
      },
      {
        id: 'globex',
        account: 'Globex',
        used: 120,
        limit: null,
        share: null,
        level: 'unlimited',
        rank: 0,
      },
    ]);
  });
});
