import { describe, expect, it } from 'vitest';
import { apportion, reportDays } from './reportDays.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the days a report is charted on', () => {
  it('keeps a daily report on one day, the one holding most of its range', () => {
    // Google: a UTC day
    expect(reportDays(at('2026-11-20T00:00:00Z'), at('2026-11-20T23:59:59Z'))).toEqual([
      { day: '2026-11-20', weight: 1 },
    ]);
    // Microsoft: exactly 86,400 s
    expect(reportDays(at('2024-03-30T00:00:00Z'), at('2024-03-31T00:00:00Z'))).toEqual([
      { day: '2024-03-30', weight: 1 },
    ]);
    // a receiver's evening to evening: most of it is on the next day
    expect(reportDays(at('2026-11-20T18:00:00Z'), at('2026-11-21T18:00:00Z'))).toEqual([
      { day: '2026-11-21', weight: 1 },
    ]);
  });

  it('spreads a longer report over its days by the time spent in each', () => {
    const days = reportDays(at('2026-11-20T12:00:00Z'), at('2026-11-23T00:00:00Z'));
    expect(days.map((share) => share.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days.map((share) => share.weight)).toEqual([0.2, 0.4, 0.4]);
  });

  it('apportions counts in whole messages that add up to the record', () => {
    const days = reportDays(at('2026-11-20T12:00:00Z'), at('2026-11-23T00:00:00Z'));
    expect(apportion(10, days)).toEqual([2, 4, 4]);
    expect(apportion(1, days)).toEqual([0, 1, 0]);
    expect(apportion(7, days)).toEqual([1, 3, 3]);
    for (const count of [0, 1, 2, 3, 99, 1001])
      expect(apportion(count, days).reduce((sum, part) => sum + part, 0)).toBe(count);
  });
});
