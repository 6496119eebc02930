// Typed time-of-day entry (spec section 5): hh, hh:mm and an optional am or pm. An hour above
// 24 is invalid, minutes are 00 to 59, 24:00 is allowed only as an end. An invalid From becomes
// 00:00 and an invalid To becomes 24:00. Times are minutes after midnight (0..1440).

export type TimeBoundary = 'from' | 'to';

export const START_OF_DAY = 0;
export const END_OF_DAY = 24 * 60;

const PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/i;

/** The minutes of a typed time, or null when it is not a valid time for that boundary. */
export function tryParseTime(text: string, boundary: TimeBoundary): number | null {
  const match = PATTERN.exec(text.trim().replace(/\./g, '').replace(/\s+/g, ' '));
  if (!match) return null;
  const [, hourText = '', minuteText = '00', meridiem] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const isPm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (isPm ? 12 : 0);
  }
  if (hour > 24) return null;
  if (hour === 24 && (minute !== 0 || boundary === 'from')) return null;
  return hour * 60 + minute;
}

/** The minutes of a typed time, with the spec's fallback for an invalid one. */
export function parseTime(text: string, boundary: TimeBoundary): number {
  return tryParseTime(text, boundary) ?? (boundary === 'from' ? START_OF_DAY : END_OF_DAY);
}

/** Half-hour slots of the time menu: 00:00 to 23:30, and 24:00 for an end. */
export function halfHourSlots(boundary: TimeBoundary): number[] {
  const count = boundary === 'to' ? 49 : 48;
  return Array.from({ length: count }, (_, index) => index * 30);
}
