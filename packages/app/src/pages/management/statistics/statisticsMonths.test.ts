// The months offered (the user's timezone decides this month), the month's days for
// statistics/users (leap years, 30- and 31-day months) and where a month sits on the chart.
import { describe, expect, it } from 'vitest';
import {
  chosenMonth,
  monthDate,
  monthDays,
  monthStart,
  offeredMonths,
} from './statisticsMonths.ts';

describe('offeredMonths', () => {
  it('lists this month and the 11 before it, newest first', () => {
    expect(offeredMonths(new Date('2026-11-20T10:00:00Z'), 'UTC')).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
  });

  it('starts at the month of the user’s timezone', () => {
    const newYearUtc = new Date('2026-12-31T23:30:00Z');
    expect(offeredMonths(newYearUtc, 'Etc/Zulu')[0]).toBe('2026-12');
    expect(offeredMonths(newYearUtc, 'Europe/Berlin')[0]).toBe('2027-01');
    expect(offeredMonths(newYearUtc, 'Europe/Berlin')[11]).toBe('2026-02');
  });
});

describe('chosenMonth', () => {
  const months = ['2026-11', '2026-10'];
  it('keeps an offered month and falls back to the current one', () => {
    expect(chosenMonth('2026-10', months)).toBe('2026-10');
    expect(chosenMonth('2025-01', months)).toBe('2026-11');
    expect(chosenMonth('november', months)).toBe('2026-11');
    expect(chosenMonth(null, months)).toBe('2026-11');
  });
});

describe('monthDays', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-01', '2026-01-01', '2026-01-31'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthDays(month)).toEqual({ from, to });
  });
});

describe('monthStart and monthDate', () => {
  it('puts the month at its first instant in UTC', () => {
    expect(monthStart('2026-03')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('names the month by a date in its middle', () => {
    expect(monthDate('2026-03').toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(monthDate('2025-12').toISOString()).toBe('2025-12-15T12:00:00.000Z');
  });
});
