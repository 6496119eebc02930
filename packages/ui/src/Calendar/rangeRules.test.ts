import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  isSelectableDay,
  navigableMonths,
  orderRange,
  rangeInstants,
  selectableWindow,
  todayIn,
} from './rangeRules.ts';

const now = new Date('2026-11-20T10:00:00Z');

describe('todayIn', () => {
  it('takes the date in the user timezone', () => {
    expect(todayIn(now, 'Etc/Zulu').toString()).toBe('2026-11-20');
    expect(todayIn(new Date('2026-11-20T23:30:00Z'), 'Europe/Paris').toString()).toBe('2026-11-21');
    expect(todayIn(new Date('2026-11-20T03:00:00Z'), 'America/New_York').toString()).toBe(
      '2026-11-19',
    );
  });
});

describe('selectable days', () => {
  const today = new CalendarDate(2026, 11, 20);

  it('allows the last 90 days and not the future', () => {
    expect(selectableWindow(today).start.toString()).toBe('2026-08-22');
    expect(isSelectableDay(new CalendarDate(2026, 8, 22), today)).toBe(true);
    expect(isSelectableDay(new CalendarDate(2026, 8, 21), today)).toBe(false);
    expect(isSelectableDay(today, today)).toBe(true);
    expect(isSelectableDay(new CalendarDate(2026, 11, 21), today)).toBe(false);
  });

  it('keeps the other end within 31 days of a picked start', () => {
    const anchor = new CalendarDate(2026, 10, 1);
    expect(isSelectableDay(new CalendarDate(2026, 11, 1), today, anchor)).toBe(true);
    expect(isSelectableDay(new CalendarDate(2026, 11, 2), today, anchor)).toBe(false);
    expect(isSelectableDay(new CalendarDate(2026, 8, 31), today, anchor)).toBe(true);
    expect(isSelectableDay(new CalendarDate(2026, 8, 30), today, anchor)).toBe(false);
  });
});

describe('navigableMonths', () => {
  it('runs from the first day 3 months back to the last day of next month', () => {
    const months = navigableMonths(new CalendarDate(2026, 11, 20));
    expect(months.start.toString()).toBe('2026-08-01');
    expect(months.end.toString()).toBe('2026-12-31');
  });
});

describe('orderRange', () => {
  it('swaps an end before the start', () => {
    const a = new CalendarDate(2026, 11, 10);
    const b = new CalendarDate(2026, 11, 3);
    expect(orderRange(a, b)).toEqual({ start: b, end: a });
    expect(orderRange(b, a)).toEqual({ start: b, end: a });
  });
});

describe('rangeInstants', () => {
  const range = { start: new CalendarDate(2026, 11, 3), end: new CalendarDate(2026, 11, 10) };

  it('places From and To in the user timezone, 24:00 being the next midnight', () => {
    const paris = rangeInstants(range, 90, 1440, 'Europe/Paris');
    expect(paris.start.toISOString()).toBe('2026-11-03T00:30:00.000Z');
    expect(paris.end.toISOString()).toBe('2026-11-10T23:00:00.000Z');
    const zulu = rangeInstants(range, 0, 600, 'Etc/Zulu');
    expect(zulu.start.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(zulu.end.toISOString()).toBe('2026-11-10T10:00:00.000Z');
  });
});
