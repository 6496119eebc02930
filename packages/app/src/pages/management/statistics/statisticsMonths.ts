// The months the statistics pages offer (the run bar's month picker: this month in the user's
// timezone and the 11 before it) and what a month means to the calls: its first and last day for
// statistics/users, its first instant for a chart's time axis.
import { recentMonths } from '@console/ui';

/** yyyy-MM, newest first: the month picker's list. */
export function offeredMonths(now: Date, timeZone: string): string[] {
  return recentMonths(now, timeZone).map((month) => month.id);
}

/** The month in the address when the picker offers it, else the current month. */
export function chosenMonth(value: string | null, months: readonly string[]): string {
  return value !== null && months.includes(value) ? value : (months[0] ?? '');
}

const parts = (month: string): [number, number] => {
  const [year, index] = month.split('-').map(Number);
  return [year ?? 1970, index ?? 1];
};

/** The month's first and last day, as statistics/users takes them: 2026-02 is 02-01 to 02-28. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, index] = parts(month);
  // day 0 of the next month is the last day of this one
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month's first instant in UTC, where a chart puts the month's point. */
export function monthStart(month: string): string {
  return `${month}-01T00:00:00.000Z`;
}

/**
 * A date inside the month for naming it: the 15th at noon UTC reads as the same month in every
 * timezone, so date-fns may format it in the browser's.
 */
export function monthDate(month: string): Date {
  const [year, index] = parts(month);
  return new Date(Date.UTC(year, index - 1, 15, 12));
}
