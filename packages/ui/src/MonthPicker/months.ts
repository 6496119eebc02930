// The months the run bar's month picker offers: the current one and the 11 before it, newest
// first, in the user's timezone.
import { TZDate } from '@date-fns/tz';
import { format, subMonths, type Locale } from 'date-fns';
import { specValues } from '../specValues.ts';

export interface MonthOption {
  /** yyyy-MM */
  id: string;
  /** e.g. "November 2026" in the given locale. */
  label: string;
}

export const MONTHS_OFFERED = specValues.monthPickerMonths;

export function recentMonths(now: Date, timeZone: string = 'UTC', locale?: Locale): MonthOption[] {
  const current = new TZDate(now, timeZone);
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const month = subMonths(current, back);
    return {
      id: format(month, 'yyyy-MM'),
      label: format(month, 'LLLL yyyy', locale ? { locale } : {}),
    };
  });
}
