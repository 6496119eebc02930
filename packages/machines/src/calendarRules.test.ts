import { describe, expect, it } from 'vitest';
import {
  calendarMonths,
  customRange,
  dayKeyAt,
  daysBetween,
  draftFromRange,
  isDaySelectable,
  orderDays,
} from './calendarRules.ts';

const TODAY = '2024-05-15';

describe('dayKeyAt and daysBetween', () => {
  it("names the day in the user's timezone", () => {
    const instant = Date.parse('2024-05-15T23:30:00Z');
    expect(dayKeyAt(instant, 'Etc/Zulu')).toBe('2024-05-15');
    expect(dayKeyAt(instant, 'Asia/Tokyo')).toBe('2024-05-16');
  });

  it('counts calendar days across months and years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-01', '2023-12-31')).toBe(-1);
  });
});

describe('isDaySelectable', () => {
  it('allows today and the 90 days before it, nothing earlier or later', () => {
    expect(isDaySelectable(TODAY, TODAY)).toBe(true);
    expect(isDaySelectable('2024-02-15', TODAY)).toBe(true);
    expect(isDaySelectable('2024-02-14', TODAY)).toBe(false);
    expect(isDaySelectable('2024-05-16', TODAY)).toBe(false);
  });

  it('keeps the other end within 31 days of the start, on either side', () => {
    expect(isDaySelectable('2024-04-14', TODAY, '2024-05-15')).toBe(true);
    expect(isDaySelectable('2024-04-13', TODAY, '2024-05-15')).toBe(false);
    expect(isDaySelectable('2024-04-01', TODAY, '2024-03-01')).toBe(true);
    expect(isDaySelectable('2024-04-02', TODAY, '2024-03-01')).toBe(false);
  });
});

describe('orderDays', () => {
  it('swaps an end before the start', () => {
    expect(orderDays('2024-05-10', '2024-05-03')).toEqual(['2024-05-03', '2024-05-10']);
    expect(orderDays('2024-05-03', '2024-05-10')).toEqual(['2024-05-03', '2024-05-10']);
  });
});

describe('calendarMonths', () => {
  it('shows 3 months back and 1 ahead, across a year boundary', () => {
    expect(calendarMonths('2024-02-10')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
  });
});

describe('customRange', () => {
  it("builds the range in the user's timezone", () => {
    const draft = { startDay: '2024-05-01', endDay: '2024-05-03', from: '08:00', to: '17:30' };
    expect(customRange(draft, 'Europe/Amsterdam')).toEqual({
      preset: 'custom',
      start: '2024-05-01T06:00:00.000Z',
      end: '2024-05-03T15:30:00.000Z',
    });
  });

  it('ends at the next midnight for 24:00 and falls back for invalid times', () => {
    const draft = { startDay: '2024-05-31', endDay: '2024-05-31', from: 'soon', to: 'late' };
    expect(customRange(draft, 'Etc/Zulu')).toEqual({
      preset: 'custom',
      start: '2024-05-31T00:00:00.000Z',
      end: '2024-06-01T00:00:00.000Z',
    });
  });

  it('swaps times that put the end before the start on one day', () => {
    const draft = { startDay: '2024-05-01', endDay: '2024-05-01', from: '18:00', to: '6am' };
    expect(customRange(draft, 'Etc/Zulu')).toMatchObject({
      start: '2024-05-01T06:00:00.000Z',
      end: '2024-05-01T18:00:00.000Z',
    });
  });
});

describe('draftFromRange', () => {
  it('reads an end at midnight as 24:00 of the day before', () => {
    const range = {
      preset: 'yesterday',
      start: '2024-05-13T22:00:00.000Z',
      end: '2024-05-14T22:00:00.000Z',
    } as const;
    expect(draftFromRange(range, 'Europe/Amsterdam')).toEqual({
      startDay: '2024-05-14',
      endDay: '2024-05-14',
      from: '00:00',
      to: '24:00',
    });
  });

  it('keeps other times and refuses a range without both ends', () => {
    const range = {
      preset: 'custom',
      start: '2024-05-01T06:15:00Z',
      end: '2024-05-02T09:45:00Z',
    } as const;
    expect(draftFromRange(range, 'Etc/Zulu')).toEqual({
      startDay: '2024-05-01',
      endDay: '2024-05-02',
      from: '06:15',
      to: '09:45',
    });
    expect(draftFromRange({ preset: 'custom', start: null, end: null }, 'Etc/Zulu')).toBeNull();
  });
});
