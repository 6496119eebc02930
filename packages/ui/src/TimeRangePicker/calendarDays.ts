// A stored custom range as the value the calendar edits: react-aria's calendar dates and minutes
// of the day. Loaded with the calendar (CustomRangeCalendar.tsx), not with the closed picker.
import { CalendarDate } from '@internationalized/date';
import { rangeDays, type DayOfMonth, type TimeRange } from './timeRange.ts';

export interface CalendarDays {
  start: CalendarDate;
  end: CalendarDate;
  fromMinutes: number;
  toMinutes: number;
}

const calendarDate = ({ year, month, day }: DayOfMonth) => new CalendarDate(year, month, day);

/** The calendar's value for a stored custom range, in the user's timezone (see `rangeDays`). */
export function calendarDaysFromRange(
  range: TimeRange,
  timeZone: string,
): CalendarDays | undefined {
  const days = rangeDays(range, timeZone);
  return days && { ...days, start: calendarDate(days.start), end: calendarDate(days.end) };
}
