// How long ago (or in how long) an instant is, in the user's language: "2 hours ago", "il y a
// 2 heures", "vor 2 Stunden". The largest unit that fits, rounded; under 45 seconds is "now".
// Elapsed time, never calendar words: 36 hours ago is "2 days ago", not a "yesterday" that
// would name the wrong day. Months are 30 days and years 365: a check time needs no more.
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function relativeTime(iso: string, now: number, language: string): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Math.abs(seconds) < 45)
    return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second');
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, size] of units) {
    // halves rounded away from now, alike in the past and in the future
    if (Math.abs(seconds) >= size)
      return words.format(Math.sign(seconds) * Math.round(Math.abs(seconds) / size), unit);
  }
  return words.format(Math.sign(seconds), 'minute');
}
