// Time buckets of the timeseries report: UTC hours for ranges up to 72 hours, days from
// midnight in the user's time zone beyond (contract timeseriesBucket). Offsets come from Intl,
// so daylight-saving days are 23 or 25 hours long, as a local reader expects.
import type { Interval } from './segments.ts';
import { dayMs, hourMs } from './segments.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function validTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Local wall-clock time minus UTC at an instant, in milliseconds. */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time (given as if it were UTC) in the zone. */
function instantOfWall(timeZone: string, wall: number): number {
  const guess = wall - zoneOffsetMs(timeZone, wall);
  return wall - zoneOffsetMs(timeZone, guess);
}

export function startOfLocalDay(timeZone: string, instant: number): number {
  const wall = instant + zoneOffsetMs(timeZone, instant);
  return instantOfWall(timeZone, Math.floor(wall / dayMs) * dayMs);
}

function nextLocalMidnight(timeZone: string, midnight: number): number {
  const wall = midnight + zoneOffsetMs(timeZone, midnight);
  return instantOfWall(timeZone, (Math.floor(wall / dayMs) + 1) * dayMs);
}

export interface Bucket extends Interval {
  /** where the bucket starts (before the range start for the first bucket) */
  label: number;
}

export function timeBuckets(
  kind: 'hour' | 'day',
  start: number,
  end: number,
  timeZone: string,
): Bucket[] {
  const buckets: Bucket[] = [];
  let at = kind === 'hour' ? Math.floor(start / hourMs) * hourMs : startOfLocalDay(timeZone, start);
  while (at < end) {
    const next = kind === 'hour' ? at + hourMs : nextLocalMidnight(timeZone, at);
    buckets.push({ label: at, start: Math.max(at, start), end: Math.min(next, end) });
    at = next;
  }
  return buckets;
}
