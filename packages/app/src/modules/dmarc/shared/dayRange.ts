// DMARC ranges are whole days (aggregate reports cover days, contract `dayRangeInput`): the run
// bar's range becomes its first and last day in the user's timezone, the end excluded as
// everywhere in the console, so "last 30 days" asks for the 30 days before today.
import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import type { TimeRange } from '@console/machines';

export interface DayRange {
  from: string;
  to: string;
}

export function dayRangeOf(range: TimeRange, timeZone: string): DayRange | null {
  if (!range.start || !range.end) return null;
  const day = (ms: number) => format(new TZDate(ms, timeZone), 'yyyy-MM-dd');
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  return { from: day(start), to: day(Math.max(start, end - 1)) };
}

/** The days just before a range, as many as it has: what a trend compares the range with. */
export function previousDays(days: DayRange): DayRange {
  const dayMs = 86_400_000;
  const from = Date.parse(`${days.from}T00:00:00Z`);
  const length = (Date.parse(`${days.to}T00:00:00Z`) - from) / dayMs + 1;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(from - length * dayMs), to: iso(from - dayMs) };
}

/** A calendar day of a report (2026-11-19) in the user's words, never shifted by a timezone. */
export function dayText(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), 'PP', { locale });
}

/** "Oct 21, 2026 – Nov 19, 2026", or the day alone. */
export function dayRangeText(days: DayRange, locale: Locale): string {
  return days.from === days.to
    ? dayText(days.from, locale)
    : `${dayText(days.from, locale)} – ${dayText(days.to, locale)}`;
}
