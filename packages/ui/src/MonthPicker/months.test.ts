import { fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { recentMonths } from './months.ts';

describe('recentMonths', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('offers the current month and the 11 before it, newest first', () => {
    const months = recentMonths(now);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ id: '2026-11', label: 'November 2026' });
    expect(months[1]?.id).toBe('2026-10');
    expect(months[11]).toEqual({ id: '2025-12', label: 'December 2025' });
  });

  it('counts the month in the given timezone', () => {
    const newYearUtc = new Date('2026-12-31T23:30:00Z');
    expect(recentMonths(newYearUtc, 'UTC')[0]?.id).toBe('2026-12');
    expect(recentMonths(newYearUtc, 'Europe/Paris')[0]?.id).toBe('2027-01');
    expect(recentMonths(newYearUtc, 'America/New_York')[0]?.id).toBe('2026-12');
  });

  it('does not skip a month from the 31st', () => {
    const ids = recentMonths(new Date('2026-03-31T12:00:00Z')).map((month) => month.id);
    expect(ids.slice(0, 3)).toEqual(['2026-03', '2026-02', '2026-01']);
  });

  it('names months in the given locale', () => {
    expect(recentMonths(now, 'UTC', fr)[0]?.label).toBe('novembre 2026');
  });
});
