import { describe, expect, it } from 'vitest';
import { calendarDaysFromRange } from './calendarDays.ts';

describe('calendarDaysFromRange', () => {
  it('splits instants into days and minutes in the timezone', () => {
    const days = calendarDaysFromRange(
      { preset: 'custom', start: '2026-11-17T08:30:00Z', end: '2026-11-20T18:00:00Z' },
      'Europe/Paris',
    );
    expect(days?.start.toString()).toBe('2026-11-17');
    expect(days?.fromMinutes).toBe(9 * 60 + 30);
    expect(days?.end.toString()).toBe('2026-11-20');
    expect(days?.toMinutes).toBe(19 * 60);
  });

  it('shows an end at midnight as 24:00 of the day before', () => {
    const days = calendarDaysFromRange(
      { preset: 'custom', start: '2026-11-17T00:00:00Z', end: '2026-11-21T00:00:00Z' },
      'Etc/Zulu',
    );
    expect(days?.end.toString()).toBe('2026-11-20');
    expect(days?.toMinutes).toBe(1440);
  });

  it('gives nothing while the start or end is missing', () => {
    expect(calendarDaysFromRange({ preset: 'custom', start: '2026-11-17T00:00:00Z' }, 'UTC')).toBe(
      undefined,
    );
  });
});
