// The custom range's rules (spec section 5): days within the last 90 days and not in the future,
// an end within 31 days of the start, an end before the start swapped; the calendar navigates
// from 3 months back to 1 month ahead. Days are calendar dates in the user's timezone.
import { CalendarDate, endOfMonth, startOfMonth } from '@internationalized/date';
import { TZDate } from '@date-fns/tz';
import { specValues } from '../specValues.ts';

export const WINDOW_DAYS = specValues.calendarWindow.daysBack;
export const MAX_RANGE_DAYS = specValues.calendarWindow.maxRangeDays;
export const MONTHS_BACK = specValues.calendarWindow.monthsShownBack;
export const MONTHS_AHEAD = specValues.calendarWindow.monthsShownAhead;

export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Today's date in the user's timezone. */
export function todayIn(now: Date, timeZone: string): CalendarDate {
  const zoned = new TZDate(now.getTime(), timeZone);
  return new CalendarDate(zoned.getFullYear(), zoned.getMonth() + 1, zoned.getDate());
}

/** The selectable window: the last 90 days up to today. */
export function selectableWindow(today: CalendarDate): DayRange {
  return { start: today.subtract({ days: WINDOW_DAYS }), end: today };
}

/** The months the calendar can show: 3 months back to 1 month ahead (whole months). */
export function navigableMonths(today: CalendarDate): DayRange {
  return {
    start: startOfMonth(today.subtract({ months: MONTHS_BACK })),
    end: endOfMonth(today.add({ months: MONTHS_AHEAD })),
  };
}

/**
 * Whether a day can be picked: inside the window and, once a start (anchor) is picked, within
 * 31 days of it on either side (an end before the start is swapped, so both sides count).
 */
export function isSelectableDay(
  day: CalendarDate,
  today: CalendarDate,
  anchor?: CalendarDate | null,
): boolean {
  const window = selectableWindow(today);
  if (day.compare(window.start) < 0 || day.compare(window.end) > 0) return false;
  if (!anchor) return true;
  return Math.abs(day.compare(anchor)) <= MAX_RANGE_DAYS;
}

/** A range whose end comes before its start is swapped. */
export function orderRange(first: CalendarDate, second: CalendarDate): DayRange {
  return first.compare(second) <= 0 ? { start: first, end: second } : { start: second, end: first };
}

/**
 * The instants of a range: the start day at the From time and the end day at the To time, in the
 * user's timezone; 24:00 is the start of the following day.
 */
export function rangeInstants(
  range: DayRange,
  fromMinutes: number,
  toMinutes: number,
  timeZone: string,
): { start: Date; end: Date } {
  const at = (day: CalendarDate, minutes: number) =>
    new Date(
      new TZDate(
        day.year,
        day.month - 1,
        day.day,
        Math.floor(minutes / 60),
        minutes % 60,
        timeZone,
      ).getTime(),
    );
  return { start: at(range.start, fromMinutes), end: at(range.end, toMinutes) };
}
