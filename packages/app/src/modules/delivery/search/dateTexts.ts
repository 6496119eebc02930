// Dates of the search in words. A searched range as the calendar writes it: an end at midnight
// (ends are exclusive) is the end of the day before, "Nov 20, 2026, 24:00" rather than
// "Nov 21, 2026, 00:00". A table time without the year: a search looks back 90 days at most.
import { TZDate } from '@date-fns/tz';
import type { ReportRange, User } from '@console/contract';
import { formatTimeOfDay } from '@console/ui';
import type { Formatters } from '../../../format/formatters.ts';

export function rangeText(
  format: Formatters,
  clock: User['clock'],
  range: Pick<ReportRange, 'start' | 'end'>,
): { start: string; end: string } {
  const end = Date.parse(range.end);
  const local = new TZDate(end, format.timeZone);
  const atMidnight = local.getHours() === 0 && local.getMinutes() === 0 && local.getSeconds() === 0;
  return {
    start: format.dateTime(range.start),
    end: atMidnight
      ? `${format.date(new Date(end - 1))}, ${formatTimeOfDay(24 * 60, clock)}`
      : format.dateTime(range.end),
  };
}

/** "Nov 19, 09:00", "19 nov., 09:00", "19. Nov., 09:00" in the user's time zone and clock. */
export function shortDateTime(
  settings: Pick<User, 'language' | 'timezone' | 'clock'>,
): (iso: string) => string {
  const format = new Intl.DateTimeFormat(settings.language, {
    timeZone: settings.timezone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: settings.clock === 'h12' ? 'h12' : 'h23',
  });
  return (iso) => format.format(new Date(iso));
}
