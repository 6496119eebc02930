// The calendar of the custom range, starting at the stored range. A module of its own because
// TimeRangePicker loads it lazily: react-aria's calendar and @internationalized/date weigh more
// than the rest of the picker and are only needed once "Custom" is chosen.
import { Calendar, type CalendarProps } from '../Calendar/Calendar.tsx';
import { calendarDaysFromRange } from './calendarDays.ts';
import type { TimeRange } from './timeRange.ts';

export interface CustomRangeCalendarProps extends Omit<CalendarProps, 'defaultValue'> {
  /** The range on screen: a complete custom range is the calendar's starting value. */
  range: TimeRange;
  timeZone: string;
}

export function CustomRangeCalendar({ range, timeZone, ...props }: CustomRangeCalendarProps) {
  return (
    <Calendar
      {...props}
      timeZone={timeZone}
      defaultValue={calendarDaysFromRange(range, timeZone)}
    />
  );
}
