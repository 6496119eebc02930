// What the Delivery Analytics home asks and concludes: yesterday and the day before as whole
// days in the user's time zone (the headline figures), the last 30 days and today by day and
// the last 24 hours by hour (is the feed alive, and since when is it quiet), and from those
// answers whether the dataset has any traffic at all and when its latest events arrived.
import { TZDate } from '@date-fns/tz';
import type { MetricValues, ReportRange, TimeseriesReport } from '@console/contract';
import { resolvePreset, type ZoneSettings } from '@console/machines';
import { startOfDay, subDays } from 'date-fns';

export interface HomeRanges {
  yesterday: ReportRange;
  dayBefore: ReportRange;
  /** 30 whole days and today so far, by day: traffic or not, latest day with events */
  month: ReportRange;
  /** the last 24 hours, by hour: the hour of the latest events */
  day: ReportRange;
}

const iso = (date: Date) => new Date(date.getTime()).toISOString();

export function homeRanges(now: number, zone: ZoneSettings): HomeRanges {
  const yesterday = resolvePreset('yesterday', now, zone);
  const day = resolvePreset('last24hours', now, zone);
  const yesterdayStart = new TZDate(Date.parse(yesterday.start ?? ''), zone.timeZone);
  const today = startOfDay(new TZDate(now, zone.timeZone));
  return {
    yesterday: { preset: 'yesterday', start: yesterday.start ?? '', end: yesterday.end ?? '' },
    // the calendar day before (23 or 25 hours across a clock change), not "24 hours earlier"
    dayBefore: {
      preset: 'custom',
      start: iso(subDays(yesterdayStart, 1)),
      end: iso(yesterdayStart),
    },
    month: { preset: 'custom', start: iso(subDays(today, 30)), end: new Date(now).toISOString() },
    day: { preset: 'last24hours', start: day.start ?? '', end: day.end ?? '' },
  };
}

/** Counters that any event of a message moves: one above zero means the feed delivered data. */
const activityCounters = [
  'submitted',
  'sent',
  'deferred',
  'bounced',
  'opens',
  'complaints',
  'unique_clicks',
  'unique_unsubs',
  'traps',
] as const;

export function hasActivity(values: MetricValues): boolean {
  return activityCounters.some((metric) => (values[metric] ?? 0) > 0);
}

export type LatestActivity =
  { kind: 'hour'; start: string; end: string } | { kind: 'day'; start: string } | { kind: 'none' };

const hourMs = 3_600_000;

/**
 * When the latest events arrived: the last hour with events in the last 24 hours, else the last
 * day with events in the last 30 days, else none. Undefined while an answer is missing.
 */
export function latestActivity(
  month: TimeseriesReport | undefined,
  day: TimeseriesReport | undefined,
): LatestActivity | undefined {
  if (!month || !day) return undefined;
  const hour = day.points.findLast((point) => hasActivity(point.values));
  if (hour) {
    const start = Date.parse(hour.start);
    return { kind: 'hour', start: hour.start, end: new Date(start + hourMs).toISOString() };
  }
  const date = month.points.findLast((point) => hasActivity(point.values));
  return date ? { kind: 'day', start: date.start } : { kind: 'none' };
}
