import { describe, expect, it } from 'vitest';
import {
  isRollingPreset,
  isRunnableRange,
  isTimeRangePreset,
  resolvePreset,
  TIME_RANGE_PRESETS,
  weekStartsOn,
} from './timeRangePresets.ts';
import type { NamedPreset } from './timeRangePresets.ts';

// Wednesday 15 May 2024, 12:30 in Amsterdam (UTC+2).
const NOW = Date.parse('2024-05-15T10:30:00Z');
const amsterdam = { timeZone: 'Europe/Amsterdam', weekStart: 'sunday' } as const;

describe('resolvePreset', () => {
  it.each<[NamedPreset, string, string]>([
    ['last60minutes', '2024-05-15T09:30:00.000Z', '2024-05-15T10:30:00.000Z'],
    ['today', '2024-05-14T22:00:00.000Z', '2024-05-15T10:30:00.000Z'],
    ['yesterday', '2024-05-13T22:00:00.000Z', '2024-05-14T22:00:00.000Z'],
    ['last24hours', '2024-05-14T10:30:00.000Z', '2024-05-15T10:30:00.000Z'],
    ['last72hours', '2024-05-12T10:30:00.000Z', '2024-05-15T10:30:00.000Z'],
    ['last3days', '2024-05-11T22:00:00.000Z', '2024-05-14T22:00:00.000Z'],
    ['thisWeek', '2024-05-11T22:00:00.000Z', '2024-05-18T22:00:00.000Z'],
    ['last7days', '2024-05-07T22:00:00.000Z', '2024-05-14T22:00:00.000Z'],
    ['lastWeek', '2024-05-04T22:00:00.000Z', '2024-05-11T22:00:00.000Z'],
    ['thisMonth', '2024-04-30T22:00:00.000Z', '2024-05-31T22:00:00.000Z'],
    ['last30days', '2024-04-14T22:00:00.000Z', '2024-05-14T22:00:00.000Z'],
    ['lastMonth', '2024-03-31T22:00:00.000Z', '2024-04-30T22:00:00.000Z'],
  ])('resolves %s in Amsterdam', (preset, start, end) => {
    expect(resolvePreset(preset, NOW, amsterdam)).toEqual({ preset, start, end });
  });

  it('starts weeks on Monday when the user asks for it', () => {
    const monday = { ...amsterdam, weekStart: 'monday' } as const;
    expect(resolvePreset('thisWeek', NOW, monday)).toMatchObject({
      start: '2024-05-12T22:00:00.000Z',
      end: '2024-05-19T22:00:00.000Z',
    });
    expect(resolvePreset('lastWeek', NOW, monday)).toMatchObject({
      start: '2024-05-05T22:00:00.000Z',
      end: '2024-05-12T22:00:00.000Z',
    });
  });

  it('uses whole days of the default Etc/Zulu timezone', () => {
    const zulu = { timeZone: 'Etc/Zulu', weekStart: 'sunday' } as const;
    expect(resolvePreset('yesterday', NOW, zulu)).toMatchObject({
      start: '2024-05-14T00:00:00.000Z',
      end: '2024-05-15T00:00:00.000Z',
    });
  });

  it('takes "yesterday" from the user\'s calendar, not the server\'s', () => {
    // 23:30 UTC is already the next morning in Tokyo.
    const tokyo = { timeZone: 'Asia/Tokyo', weekStart: 'sunday' } as const;
    expect(resolvePreset('yesterday', Date.parse('2024-05-15T23:30:00Z'), tokyo)).toMatchObject({
      start: '2024-05-14T15:00:00.000Z',
      end: '2024-05-15T15:00:00.000Z',
    });
  });

  it('follows the daylight-saving change inside last month', () => {
    expect(resolvePreset('lastMonth', Date.parse('2024-04-10T12:00:00Z'), amsterdam)).toMatchObject(
      {
        start: '2024-02-29T23:00:00.000Z',
        end: '2024-03-31T22:00:00.000Z',
      },
    );
  });
});

describe('preset helpers', () => {
  it('lists the 13 presets and recognises them', () => {
    expect(TIME_RANGE_PRESETS).toHaveLength(13);
    expect(isTimeRangePreset('last72hours')).toBe(true);
    expect(isTimeRangePreset('last2days')).toBe(false);
  });

  it('knows which presets roll', () => {
    expect(TIME_RANGE_PRESETS.filter(isRollingPreset)).toEqual([
      'last60minutes',
      'today',
      'last24hours',
      'last72hours',
    ]);
  });

  it('maps the week start to date-fns', () => {
    expect(weekStartsOn('sunday')).toBe(0);
    expect(weekStartsOn('monday')).toBe(1);
  });

  it('lets the run bar run without a range or with both ends only', () => {
    expect(isRunnableRange(null)).toBe(true);
    expect(isRunnableRange(undefined)).toBe(true);
    expect(
      isRunnableRange({
        preset: 'custom',
        start: '2024-05-01T00:00:00Z',
        end: '2024-05-02T00:00:00Z',
      }),
    ).toBe(true);
    expect(isRunnableRange({ preset: 'custom', start: '2024-05-01T00:00:00Z', end: null })).toBe(
      false,
    );
    expect(isRunnableRange({ preset: 'custom', start: null, end: '2024-05-01T00:00:00Z' })).toBe(
      false,
    );
  });
});
