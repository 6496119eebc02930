import { describe, expect, it } from 'vitest';
import { periodOf, sinceDay } from './sinceDay.ts';

describe('sinceDay', () => {
  it('counts back whole days in the user’s timezone', () => {
    const now = Date.parse('2026-11-20T00:30:00Z');
    expect(sinceDay(now, 7, 'UTC')).toBe('2026-11-13');
    // already 01:30 on the 20th in Paris, still the 19th in New York
    expect(sinceDay(now, 7, 'Europe/Paris')).toBe('2026-11-13');
    expect(sinceDay(now, 7, 'America/New_York')).toBe('2026-11-12');
    expect(sinceDay(now, 365, 'UTC')).toBe('2025-11-20');
  });
});

describe('periodOf', () => {
  it('keeps an offered period and falls back to 90 days', () => {
    expect(periodOf('30')).toBe(30);
    expect(periodOf('365')).toBe(365);
    expect(periodOf('12')).toBe(90);
    expect(periodOf(null)).toBe(90);
  });
});
