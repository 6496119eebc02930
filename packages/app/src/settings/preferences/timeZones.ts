// The timezone choices (spec sections 3 and 9): the full IANA list the browser knows plus
// Etc/Zulu, the default, and whatever zone the user has stored even if this browser lacks it,
// each with its current offset from UTC; and the search that matches "new york" to
// America/New_York.
import { defaultTimezone } from '@console/contract/constants';

export interface TimeZoneOption {
  /** IANA name, the value stored in user.timezone. */
  id: string;
  /** "UTC+01:00" at the moment the list was built (it changes with daylight saving time). */
  offset: string;
}

/** The browser's IANA zones; an empty list where Intl cannot list them. */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * ICU still lists some zones under their former IANA names (CLDR keeps them stable); people look
 * for Kolkata and Kyiv, so the current names are offered instead.
 */
export const renamedZones: Readonly<Record<string, string>> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const currentName = (zone: string) => {
  const renamed = renamedZones[zone];
  return renamed && isKnownZone(renamed) ? renamed : zone;
};

/**
 * Sorted, without duplicates, current names for renamed zones; the default and the user's
 * stored zone (even a former name) always included.
 */
export function timeZoneIds(supported: readonly string[], current: string): string[] {
  const ids = new Set([defaultTimezone, 'UTC', ...supported.map(currentName), current]);
  return [...ids].sort((a, b) => a.localeCompare(b, 'en'));
}

/** "UTC+05:30", "UTC-03:00", "UTC+00:00" for a zone at an instant; "" for an unknown zone. */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((entry) => entry.type === 'timeZoneName')?.value;
    if (!part) return '';
    // "GMT" alone is the zero offset; "GMT+5:30" has no leading zero in some engines.
    const match = /^GMT(?:([+-])(\d{1,2}):?(\d{2})?)?$/.exec(part);
    if (!match) return '';
    const [, sign = '+', hours = '0', minutes = '00'] = match;
    return `UTC${sign}${hours.padStart(2, '0')}:${minutes}`;
  } catch {
    return '';
  }
}

export function timeZoneOptions(
  supported: readonly string[],
  current: string,
  at: Date,
): TimeZoneOption[] {
  return timeZoneIds(supported, current).map((id) => ({ id, offset: utcOffset(id, at) }));
}

const searchable = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ').trim();

/**
 * Whether an option's text matches what the user typed: case-insensitive, underscores and
 * slashes read as spaces, every typed word found ("york new" finds America/New_York).
 */
export function matchesTimeZone(text: string, query: string): boolean {
  const haystack = searchable(text);
  return searchable(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}
