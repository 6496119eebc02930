// Custom-range rules of the calendar (spec section 5): which days are selectable, the 31-day
// span, swapping, the months shown, and turning picked days and times into a range.

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  CALENDAR_DAYS_BACK,
  CALENDAR_MONTHS_AHEAD,
  CALENDAR_MONTHS_BACK,
  RANGE_MAX_DAYS,
} from './constants.ts';
import { resolveTimeEntry } from './timeEntry.ts';
import type { TimeRange } from './timeRangePresets.ts';

/** A calendar day in the user's timezone, "yyyy-MM-dd". */
export type DayKey = string;

/** Picked days and typed times, before they become a range. */
export interface CustomDraft {
  readonly startDay: DayKey;
  readonly endDay: DayKey;
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;

function dayParts(day: DayKey): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month - 1, date];
}

function dayNumber(day: DayKey): number {
  return Date.UTC(...dayParts(day)) / DAY_MS;
}

export function dayKeyAt(instant: number, timeZone: string): DayKey {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * A day can be picked when it lies between 90 days ago and today; once a start is picked, the
 * other end must also lie within 31 days of it.
 */
export function isDaySelectable(day: DayKey, today: DayKey, start?: DayKey | null): boolean {
  const age = daysBetween(day, today);
  if (age < 0 || age > CALENDAR_DAYS_BACK) return false;
  return (
    start === null || start === undefined || Math.abs(daysBetween(start, day)) <= RANGE_MAX_DAYS
  );
}

/** The two days in calendar order: an end before the start is swapped. */
export function orderDays(first: DayKey, second: DayKey): [DayKey, DayKey] {
  return daysBetween(first, second) < 0 ? [second, first] : [first, second];
}

/** The months the calendar shows: 3 back, the current one, and 1 ahead, as "yyyy-MM". */
export function calendarMonths(today: DayKey): string[] {
  const [year, month] = dayParts(today);
  const months: string[] = [];
  for (let offset = -CALENDAR_MONTHS_BACK; offset <= CALENDAR_MONTHS_AHEAD; offset += 1) {
    const date = new Date(Date.UTC(year, month + offset, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

function instantOf(day: DayKey, time: string, edge: 'from' | 'to', timeZone: string): number {
  const [year, month, date] = dayParts(day);
  const { hours, minutes } = resolveTimeEntry(time, edge);
  // 24:00 rolls over to the next day, as Date does.
  return new TZDate(year, month, date, hours, minutes, timeZone).getTime();
}

/** The custom range of a draft; an end that falls before the start is swapped. */
export function customRange(draft: CustomDraft, timeZone: string): TimeRange {
  const start = instantOf(draft.startDay, draft.from, 'from', timeZone);
  const end = instantOf(draft.endDay, draft.to, 'to', timeZone);
  const [first, last] = end < start ? [end, start] : [start, end];
  return {
    preset: 'custom',
    start: new Date(first).toISOString(),
    end: new Date(last).toISOString(),
  };
}

/** The draft that reproduces an existing range; an end at midnight reads as 24:00 the day before. */
export function draftFromRange(range: TimeRange, timeZone: string): CustomDraft | null {
  if (!range.start || !range.end) return null;
  const start = new TZDate(Date.parse(range.start), timeZone);
  const end = new TZDate(Date.parse(range.end), timeZone);
  const endsAtMidnight = end.getHours() === 0 && end.getMinutes() === 0 && end > start;
  const lastDay = endsAtMidnight ? new TZDate(end.getTime() - 1, timeZone) : end;
  return {
    startDay: format(start, 'yyyy-MM-dd'),
    endDay: format(lastDay, 'yyyy-MM-dd'),
    from: format(start, 'HH:mm'),
    to: endsAtMidnight ? '24:00' : format(end, 'HH:mm'),
  };
}
