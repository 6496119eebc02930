// Time range presets of the run bar (spec section 4), and a stored custom range (ISO instants) as
// days and minutes of the day, written beside the preset. Plain dates only: the calendar's date
// type (@internationalized/date) is loaded with the calendar, in calendarDays.ts.
import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';

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

export const DEFAULT_TIME_RANGE_PRESET: TimeRangePreset = 'yesterday';

export const defaultPresetLabels: Record<TimeRangePreset, string> = {
  last60minutes: 'Last 60 minutes',
  today: 'Today',
  yesterday: 'Yesterday',
  last24hours: 'Last 24 hours',
  last72hours: 'Last 72 hours',
  last3days: 'Last 3 days',
  thisWeek: 'This week',
  last7days: 'Last 7 days',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  last30days: 'Last 30 days',
  lastMonth: 'Last month',
  custom: 'Custom range',
};

/** A preset name plus start and end ISO timestamps (spec section 3). */
export interface TimeRange {
  preset: TimeRangePreset;
  start?: string | null;
  end?: string | null;
}

/** A day of the calendar: month 1..12. */
export interface DayOfMonth {
  year: number;
  month: number;
  day: number;
}

/** A custom range as days and minutes of the day (0..1440) in the user's timezone. */
export interface RangeDays {
  start: DayOfMonth;
  end: DayOfMonth;
  fromMinutes: number;
  toMinutes: number;
}

const dayOf = (date: Date): DayOfMonth => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});
const minutesOf = (date: TZDate) => date.getHours() * 60 + date.getMinutes();

/**
 * The days and times of a stored custom range, in the user's timezone. An end at midnight is
 * shown as 24:00 of the day before, as the calendar's To field writes it.
 */
export function rangeDays(range: TimeRange, timeZone: string): RangeDays | undefined {
  if (!range.start || !range.end) return undefined;
  const start = new TZDate(range.start, timeZone);
  const end = new TZDate(range.end, timeZone);
  const endAtMidnight = minutesOf(end) === 0;
  return {
    start: dayOf(start),
    end: endAtMidnight
      ? dayOf(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1))
      : dayOf(end),
    fromMinutes: minutesOf(start),
    toMinutes: endAtMidnight ? 1440 : minutesOf(end),
  };
}

/** Day and short month in the locale's order: "Nov 17", "17 nov.", "17. Nov.". */
function dayPattern(locale: Locale | undefined): string {
  const code = locale?.code ?? 'en';
  if (code.startsWith('en')) return 'MMM d';
  return code.startsWith('de') ? 'd. MMM' : 'd MMM';
}

/**
 * "Nov 17, 00:00 – Nov 20, 24:00" for a custom range, in the user's timezone; month names in
 * the given date-fns locale ("17 nov., 00:00 – 20 nov., 24:00" in French).
 */
export function formatCustomRange(range: TimeRange, timeZone: string, locale?: Locale): string {
  const days = rangeDays(range, timeZone);
  if (!days) return '';
  const day = (date: DayOfMonth) =>
    format(new Date(date.year, date.month - 1, date.day), dayPattern(locale), {
      ...(locale ? { locale } : {}),
    });
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${day(days.start)}, ${time(days.fromMinutes)} – ${day(days.end)}, ${time(days.toMinutes)}`;
}
