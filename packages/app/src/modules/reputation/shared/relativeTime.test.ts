import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const now = Date.parse('2026-11-20T10:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says the largest unit that fits, rounded', () => {
    expect(relativeTime(before(10), now, 'en')).toBe('now');
    expect(relativeTime(before(50), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(before(47 * 60), now, 'en')).toBe('47 minutes ago');
    expect(relativeTime(before(90 * 60), now, 'en')).toBe('2 hours ago');
    // elapsed time: 36 hours ago may be two calendar days back, so never "yesterday"
    expect(relativeTime(before(26 * 3600), now, 'en')).toBe('1 day ago');
    expect(relativeTime(before(36 * 3600), now, 'en')).toBe('2 days ago');
    expect(relativeTime(before(45 * 86_400), now, 'en')).toBe('2 months ago');
    expect(relativeTime(before(800 * 86_400), now, 'en')).toBe('2 years ago');
  });

  it('speaks French and German', () => {
    expect(relativeTime(before(3 * 3600), now, 'fr')).toBe('il y a 3 heures');
    expect(relativeTime(before(3 * 86_400), now, 'de')).toBe('vor 3 Tagen');
  });
});
