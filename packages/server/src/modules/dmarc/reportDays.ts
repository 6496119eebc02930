// The days a report's counts are charted on. Receivers send one report a day, but not all on
// UTC days (a report from 18:00 to 18:00, or 00:00 to 23:59:59 in the receiver's zone): a range
// of at most 25 hours goes whole to the UTC day holding most of it, so a daily report never
// shows as two half days. A longer range (a weekly report, a receiver catching up) is spread
// over every UTC day it covers in proportion to the time it spends there, its counts
// apportioned by largest remainder so that the days add up to the record: nothing is counted
// twice and nothing is lost.

const daySeconds = 86_400;
const wholeDayLimit = 25 * 3600;

export interface DayShare {
  /** YYYY-MM-DD (UTC) */
  day: string;
  /** the share of the range spent in this day, 0..1 */
  weight: number;
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The UTC days of a report's range [begin, end] (Unix seconds) with their weights. */
export function reportDays(begin: number, end: number): DayShare[] {
  const last = Math.max(begin, end);
  if (last - begin <= wholeDayLimit) {
    const midnight = Math.floor(begin / daySeconds) * daySeconds + daySeconds;
    const firstPart = Math.min(last, midnight) - begin;
    const day = firstPart * 2 >= last - begin ? begin : midnight;
    return [{ day: dayOf(day), weight: 1 }];
  }
  const shares: DayShare[] = [];
  for (let start = begin; start < last;) {
    const next = Math.min(last, Math.floor(start / daySeconds) * daySeconds + daySeconds);
    shares.push({ day: dayOf(start), weight: (next - start) / (last - begin) });
    start = next;
  }
  return shares;
}

/** `count` split over the days by their weights, in whole messages adding up to `count`. */
export function apportion(count: number, days: DayShare[]): number[] {
  if (days.length === 1) return [count];
  const exact = days.map((share) => share.weight * count);
  const parts = exact.map(Math.floor);
  let left = count - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] as number) + 1;
    left -= 1;
  }
  return parts;
}
