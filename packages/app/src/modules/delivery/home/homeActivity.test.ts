import { describe, expect, it } from 'vitest';
import { hasActivity, homeRanges, latestActivity } from './homeActivity.ts';
import { activity, metricValues, storyNow } from './homeStoryData.ts';

const paris = { timeZone: 'Europe/Paris', weekStart: 'monday' } as const;

describe('homeRanges', () => {
  it('compares yesterday with the calendar day before, in the user time zone', () => {
    const ranges = homeRanges(storyNow, paris);
    expect(ranges.yesterday).toEqual({
      preset: 'yesterday',
      start: '2026-11-18T23:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    });
    expect(ranges.dayBefore).toEqual({
      preset: 'custom',
      start: '2026-11-17T23:00:00.000Z',
      end: '2026-11-18T23:00:00.000Z',
    });
    expect(ranges.month).toEqual({
      preset: 'custom',
      start: '2026-10-20T22:00:00.000Z',
      end: '2026-11-20T10:00:00.000Z',
    });
    expect(ranges.day.start).toBe('2026-11-19T10:00:00.000Z');
  });

  it('takes a 25-hour day before when the clocks went back in between', () => {
    // Monday 26 October 2026 in Paris: Sunday the 25th had 25 hours.
    const ranges = homeRanges(Date.parse('2026-10-27T09:00:00Z'), paris);
    expect(ranges.dayBefore).toEqual({
      preset: 'custom',
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
    });
  });
});

describe('latestActivity', () => {
  const ranges = homeRanges(storyNow, paris);

  it('names the last hour with events within the last day', () => {
    expect(latestActivity(activity(ranges.month), activity(ranges.day))).toEqual({
      kind: 'hour',
      start: '2026-11-20T09:00:00.000Z',
      end: '2026-11-20T10:00:00.000Z',
    });
  });

  it('falls back to the last day with events, then to none', () => {
    const month = activity(ranges.month, false);
    month.points[20] = { ...month.points[20]!, values: metricValues({ deferred: 3 }) };
    expect(latestActivity(month, activity(ranges.day, false))).toEqual({
      kind: 'day',
      start: month.points[20]!.start,
    });
    expect(latestActivity(activity(ranges.month, false), activity(ranges.day, false))).toEqual({
      kind: 'none',
    });
  });

  it('is unknown until both series are in', () => {
    expect(latestActivity(undefined, activity(ranges.day))).toBeUndefined();
  });

  it('counts any event as activity, opens and trap hits included', () => {
    expect(hasActivity(metricValues())).toBe(false);
    expect(hasActivity(metricValues({ opens: 1 }))).toBe(true);
    expect(hasActivity(metricValues({ traps: 1 }))).toBe(true);
  });
});
