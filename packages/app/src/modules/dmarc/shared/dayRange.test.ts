import { enUS } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { dayRangeOf, dayRangeText, dayText, previousDays } from './dayRange.ts';

describe('dayRangeOf', () => {
  it('gives the first and the last day of a range, its end excluded, in the timezone', () => {
    const lastThirtyDays = {
      preset: 'last30days' as const,
      start: '2026-10-20T22:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    };
    expect(dayRangeOf(lastThirtyDays, 'Europe/Paris')).toEqual({
      from: '2026-10-21',
      to: '2026-11-19',
    });
  });

  it('keeps one day for yesterday and refuses a range without its ends', () => {
    const yesterday = {
      preset: 'yesterday' as const,
      start: '2026-11-19T00:00:00.000Z',
      end: '2026-11-20T00:00:00.000Z',
    };
    expect(dayRangeOf(yesterday, 'UTC')).toEqual({ from: '2026-11-19', to: '2026-11-19' });
    expect(dayRangeOf({ preset: 'custom', start: null, end: null }, 'UTC')).toBeNull();
  });
});

describe('dayText', () => {
  it('writes a report day as it is, whatever the timezone of the machine', () => {
    expect(dayText('2026-11-19', enUS)).toBe('Nov 19, 2026');
    expect(dayRangeText({ from: '2026-11-01', to: '2026-11-19' }, enUS)).toBe(
      'Nov 1, 2026 – Nov 19, 2026',
    );
  });
});

describe('previousDays', () => {
  it('gives as many days just before the range, across months and a leap day', () => {
    expect(previousDays({ from: '2026-10-21', to: '2026-11-19' })).toEqual({
      from: '2026-09-21',
      to: '2026-10-20',
    });
    expect(previousDays({ from: '2028-03-01', to: '2028-03-01' })).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
  });
});
