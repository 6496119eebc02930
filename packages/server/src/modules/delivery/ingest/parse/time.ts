// Timestamps as the sources write them, to epoch milliseconds: Unix seconds (integer or
// fractional, number or string; milliseconds are recognised by size), PowerMTA's
// `2013-07-01 13:32:03+0200`, MailerQ's zone-less `2016-02-04 13:45:15` (UTC) and ISO 8601.

const spaced =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2})?$/;
/** Above this a number is milliseconds (1e12 ms is 2001-09-09; 1e12 s is year 33658). */
const millisecondsThreshold = 1e12;

export function parseTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (raw === '') return null;
  if (isDecimal(raw)) return fromNumber(Number(raw));
  const match = spaced.exec(raw);
  if (match !== null) return fromParts(match);
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? null : parsed;
}

/** `^\d+(?:\.\d+)?$` without a regular expression: the common case of every record. */
function isDecimal(text: string): boolean {
  let index = 0;
  const length = text.length;
  let code = text.charCodeAt(0);
  while (index < length && code >= 48 && code <= 57) code = text.charCodeAt((index += 1));
  if (index === 0) return false;
  if (index === length) return true;
  if (code !== 46) return false;
  const fraction = (index += 1);
  code = text.charCodeAt(index);
  while (index < length && code >= 48 && code <= 57) code = text.charCodeAt((index += 1));
  return index === length && index > fraction;
}

function fromNumber(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return value >= millisecondsThreshold ? Math.round(value) : Math.round(value * 1000);
}

function fromParts(match: RegExpExecArray): number | null {
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000),
  );
  if (Number.isNaN(utc)) return null;
  return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  return sign * (hours * 60 + minutes) * 60_000;
}

/** `2013-07-01 13:32:03+0000`, the PowerMTA form, in UTC. */
export function formatPowerMtaTime(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}+0000`;
}
