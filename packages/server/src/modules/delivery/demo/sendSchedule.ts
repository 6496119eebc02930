// When the demo sender submits mail: a daily deals campaign every morning, a weekly newsletter
// on Tuesdays, a win-back campaign on Thursdays from a new IP being warmed up, and
// transactional mail all day long with a daytime peak. Volumes are shares of
// `messagesPerDay`, chosen so a week averages exactly that per day.

export interface Stream {
  /** campaign name stem; the day's date or week is appended */
  name: string;
  kind: 'marketing' | 'transactional' | 'warmup';
  /** engagement compared with the list's average */
  engagement: number;
  /** weekday (0 = Sunday) it runs on, or null for every day */
  weekday: number | null;
  /** share of messagesPerDay sent on a day it runs */
  volume: number;
  /** first minute of the send (UTC) and how long the MTA takes to push it out */
  startMinute: number;
  durationMinutes: number;
}

export const streams: readonly Stream[] = [
  {
    name: 'daily-deals',
    kind: 'marketing',
    engagement: 0.9,
    weekday: null,
    volume: 0.5,
    startMinute: 8 * 60,
    durationMinutes: 120,
  },
  {
    name: 'transactional',
    kind: 'transactional',
    engagement: 1.6,
    weekday: null,
    volume: 0.2,
    startMinute: 0,
    durationMinutes: 1440,
  },
  {
    name: 'newsletter',
    kind: 'marketing',
    engagement: 1.1,
    weekday: 2,
    volume: 1.5,
    startMinute: 10 * 60,
    durationMinutes: 180,
  },
  {
    name: 'winback',
    kind: 'warmup',
    engagement: 0.5,
    weekday: 4,
    volume: 0.6,
    startMinute: 15 * 60,
    durationMinutes: 90,
  },
];

/** Transactional mail by minute of the day: quiet at night, a peak in the afternoon. */
const diurnal: number[] = (() => {
  const weights = Array.from({ length: 1440 }, (_, minute) => {
    const hour = minute / 60;
    return 0.25 + Math.max(0, Math.sin(((hour - 6) / 18) * Math.PI));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
})();

/** Share of a stream's day volume submitted in the given minute of the day. */
export function minuteShare(stream: Stream, minute: number): number {
  if (stream.durationMinutes >= 1440) return diurnal[minute] ?? 0;
  const offset = minute - stream.startMinute;
  return offset >= 0 && offset < stream.durationMinutes ? 1 / stream.durationMinutes : 0;
}

export function campaignName(stream: Stream, dayStart: number): string {
  const date = new Date(dayStart).toISOString().slice(0, 10);
  return stream.kind === 'transactional' ? 'transactional' : `${stream.name}-${date}`;
}

export function runsOn(stream: Stream, dayStart: number): boolean {
  return stream.weekday === null || new Date(dayStart).getUTCDay() === stream.weekday;
}
