// Time-of-day entry for the custom range (spec section 5): "hh", "hh:mm", optional am or pm.
// 24:00 exists only as the end of a day.

import type { Clock } from './types.ts';

export type TimeEdge = 'from' | 'to';

export interface TimeOfDay {
  readonly hours: number;
  readonly minutes: number;
}

export const START_OF_DAY: TimeOfDay = { hours: 0, minutes: 0 };
export const END_OF_DAY: TimeOfDay = { hours: 24, minutes: 0 };

const ENTRY_PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/i;

/** The time a user typed, or null when it is not a valid time for that edge. */
export function parseTimeEntry(text: string, edge: TimeEdge): TimeOfDay | null {
  const match = ENTRY_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, hoursText = '', minutesText = '00', meridiem] = match;
  let hours = Number(hoursText);
  const minutes = Number(minutesText);
  if (minutes > 59) return null;
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hours > 24) return null;
  if (hours === 24 && (minutes !== 0 || edge === 'from')) return null;
  return { hours, minutes };
}

/** A parsed entry, falling back to 00:00 for an invalid From and 24:00 for an invalid To. */
export function resolveTimeEntry(text: string, edge: TimeEdge): TimeOfDay {
  return parseTimeEntry(text, edge) ?? (edge === 'from' ? START_OF_DAY : END_OF_DAY);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** "09:30" on a 24-hour clock, "9:30 am" on a 12-hour clock; 24:00 reads "12:00 am". */
export function formatTimeOfDay({ hours, minutes }: TimeOfDay, clock: Clock = 'h23'): string {
  if (clock === 'h23') return `${twoDigits(hours)}:${twoDigits(minutes)}`;
  const meridiem = hours % 24 < 12 ? 'am' : 'pm';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${twoDigits(minutes)} ${meridiem}`;
}

/** The entry as the calendar keeps it: "HH:mm" on the 24-hour clock, fallbacks applied. */
export function normaliseTimeEntry(text: string, edge: TimeEdge): string {
  return formatTimeOfDay(resolveTimeEntry(text, edge));
}

/** The half-hour slots of the time menu; the To menu ends with 24:00. */
export function halfHourSlots(edge: TimeEdge): TimeOfDay[] {
  const slots: TimeOfDay[] = [];
  for (let half = 0; half < 48; half += 1) {
    slots.push({ hours: Math.floor(half / 2), minutes: (half % 2) * 30 });
  }
  return edge === 'to' ? [...slots, END_OF_DAY] : slots;
}
