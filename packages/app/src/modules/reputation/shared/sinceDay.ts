// The first day of a period that ends now, as the reputation calls take it (`since`, a calendar
// day): the day `days` days ago in the user's timezone, so "the last 7 days" on the home page
// and "the last 90 days" on an IP's page start at the same midnight the user sees.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const dayMs = 86_400_000;

export function sinceDay(now: number, days: number, timeZone: string): string {
  return format(new TZDate(now - days * dayMs, timeZone), 'yyyy-MM-dd');
}

/** The periods an IP's or a domain's page offers, in days; 90 is SNDS' own history. */
export const periods = [30, 90, 365] as const;
export type Period = (typeof periods)[number];
export const defaultPeriod: Period = 90;

/** The period in the address (`?days=30`); anything else is the default. */
export function periodOf(value: string | null): Period {
  const days = Number(value);
  return (periods as readonly number[]).includes(days) ? (days as Period) : defaultPeriod;
}
