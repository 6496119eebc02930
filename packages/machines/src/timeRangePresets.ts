// Time-range presets (spec section 4) resolved to start and end in the user's timezone and
// week start. Start and end are UTC ISO timestamps; the end is exclusive.

import { TZDate } from '@date-fns/tz';
import {
  addMonths,
  addWeeks,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
  subHours,
  subMinutes,
  subMonths,
  subWeeks,
} from 'date-fns';
import type { WeekStart } from './types.ts';

export const TIME_RANGE_PRESETS = [
  'last60minutes',
  'today',
  'yesterday',
  'last24hours',
  'last72hours',
  'last3days',
  'thisWeek',
  'last7days',
  'lastWeek',
  'thisMonth',
  'last30days',
  'lastMonth',
  'custom',
] as const;

export type TimeRangePreset = (typeof TIME_RANGE_PRESETS)[number];
export type NamedPreset = Exclude<TimeRangePreset, 'custom'>;

/** Presets whose end is "now"; they are recomputed every second. */
export const ROLLING_PRESETS: readonly TimeRangePreset[] = [
  'last60minutes',
  'today',
  'last24hours',
  'last72hours',
];

export interface TimeRange {
  readonly preset: TimeRangePreset;
  readonly start: string | null;
  readonly end: string | null;
}

export interface ZoneSettings {
  readonly timeZone: string;
  readonly weekStart: WeekStart;
}

export function isTimeRangePreset(value: string): value is TimeRangePreset {
  return (TIME_RANGE_PRESETS as readonly string[]).includes(value);
}

export function isRollingPreset(preset: TimeRangePreset): boolean {
  return ROLLING_PRESETS.includes(preset);
}

export function weekStartsOn(weekStart: WeekStart): 0 | 1 {
  return weekStart === 'monday' ? 1 : 0;
}

function toIso(date: Date): string {
  return new Date(date.getTime()).toISOString();
}

type Bounds = readonly [Date, Date];

function bounds(preset: NamedPreset, now: TZDate, weekStart: WeekStart): Bounds {
  const today = startOfDay(now);
  const week = startOfWeek(now, { weekStartsOn: weekStartsOn(weekStart) });
  const month = startOfMonth(now);
  switch (preset) {
    case 'last60minutes':
      return [subMinutes(now, 60), now];
    case 'today':
      return [today, now];
    case 'yesterday':
      return [subDays(today, 1), today];
    case 'last24hours':
      return [subHours(now, 24), now];
    case 'last72hours':
      return [subHours(now, 72), now];
    case 'last3days':
      return [subDays(today, 3), today];
    case 'thisWeek':
      return [week, addWeeks(week, 1)];
    case 'last7days':
      return [subDays(today, 7), today];
    case 'lastWeek':
      return [subWeeks(week, 1), week];
    case 'thisMonth':
      return [month, addMonths(month, 1)];
    case 'last30days':
      return [subDays(today, 30), today];
    case 'lastMonth':
      return [subMonths(month, 1), month];
  }
}

/** Start and end of a named preset at the instant `now` (milliseconds since the epoch). */
export function resolvePreset(preset: NamedPreset, now: number, zone: ZoneSettings): TimeRange {
  const [start, end] = bounds(preset, new TZDate(now, zone.timeZone), zone.weekStart);
  return { preset, start: toIso(start), end: toIso(end) };
}

/**
 * Whether the run bar may run with this range: there is no range, or it has both ends
 * (spec section 5).
 */
export function isRunnableRange(range: TimeRange | null | undefined): boolean {
  return range === null || range === undefined || (Boolean(range.start) && Boolean(range.end));
}
