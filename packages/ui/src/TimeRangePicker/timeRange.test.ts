import { de, fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_RANGE_PRESET,
  formatCustomRange,
  rangeDays,
  TIME_RANGE_PRESETS,
} from './timeRange.ts';

describe('presets', () => {
  it('lists the thirteen presets of the spec, custom last, yesterday by default', () => {
    expect(TIME_RANGE_PRESETS).toHaveLength(13);
    expect(TIME_RANGE_PRESETS.at(-1)).toBe('custom');
    expect(DEFAULT_TIME_RANGE_PRESET).toBe('yesterday');
  });
});

describe('rangeDays', () => {
  it('splits instants into days and minutes in the timezone', () => {
    expect(
      rangeDays(
        { preset: 'custom', start: '2026-11-17T08:30:00Z', end: '2026-11-20T18:00:00Z' },
        'Europe/Paris',
      ),
    ).toEqual({
      start: { year: 2026, month: 11, day: 17 },
      fromMinutes: 9 * 60 + 30,
      end: { year: 2026, month: 11, day: 20 },
      toMinutes: 19 * 60,
    });
  });

  it('shows an end at midnight as 24:00 of the day before, across a month', () => {
    const days = rangeDays(
      { preset: 'custom', start: '2026-11-17T00:00:00Z', end: '2026-12-01T00:00:00Z' },
      'Etc/Zulu',
    );
    expect(days?.end).toEqual({ year: 2026, month: 11, day: 30 });
    expect(days?.toMinutes).toBe(1440);
  });

  it('gives nothing while the start or end is missing', () => {
    expect(rangeDays({ preset: 'custom', end: '2026-11-17T00:00:00Z' }, 'UTC')).toBe(undefined);
  });
});

describe('formatCustomRange', () => {
  it('writes days and times', () => {
    expect(
      formatCustomRange(
        { preset: 'custom', start: '2026-11-17T08:00:00Z', end: '2026-11-21T00:00:00Z' },
        'Etc/Zulu',
      ),
    ).toBe('Nov 17, 08:00 – Nov 20, 24:00');
  });

  it('writes month names in the given locale', () => {
    const range = {
      preset: 'custom',
      start: '2026-11-17T08:00:00Z',
      end: '2026-11-21T00:00:00Z',
    } as const;
    expect(formatCustomRange(range, 'Etc/Zulu', fr)).toBe('17 nov., 08:00 – 20 nov., 24:00');
    expect(formatCustomRange(range, 'Etc/Zulu', de)).toBe('17. Nov., 08:00 – 20. Nov., 24:00');
  });

  it('is empty for an incomplete range', () => {
    expect(formatCustomRange({ preset: 'custom' }, 'UTC')).toBe('');
  });
});
