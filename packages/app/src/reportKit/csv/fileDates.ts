// The days of a report's range in an exported file's name, in the user's timezone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ClientInput } from '@console/contract';

type ReportRange = ClientInput<'member/datasets/totals'>['range'];

/**
 * The days of a range for a file name, in the user's timezone and with the end included:
 * ['2026-11-19'] for yesterday, ['2026-11-13', '2026-11-19'] for the last 7 days.
 */
export function rangeFileDates(range: ReportRange, timeZone: string): string[] {
  const day = (ms: number) => format(new TZDate(ms, timeZone), 'yyyy-MM-dd');
  const first = day(Date.parse(range.start));
  const last = day(Math.max(Date.parse(range.start), Date.parse(range.end) - 1));
  return first === last ? [first] : [first, last];
}
