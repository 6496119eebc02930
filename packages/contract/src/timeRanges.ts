// The TimeRange of section 3 as a schema: a preset of section 4 (plain data in
// timeRangePresets.ts) plus start and end ISO timestamps. The client resolves a preset to start
// and end in the user's time zone and sends both; the server never guesses "today".
import { z } from 'zod';
import { calendarWindow } from './constants.ts';
import { IsoDateTime } from './primitives.ts';
import {
  defaultTimeRangePreset,
  isRollingPreset,
  isTimeRangePreset,
  rollingTimeRangePresets,
  timeRangePresets,
} from './timeRangePresets.ts';

export {
  defaultTimeRangePreset,
  isRollingPreset,
  isTimeRangePreset,
  rollingTimeRangePresets,
  timeRangePresets,
};

export const TimeRangePreset = z.enum(timeRangePresets);
export type TimeRangePreset = z.infer<typeof TimeRangePreset>;

/** A stored time range (presets, run-bar state). */
export const TimeRange = z.strictObject({
  preset: TimeRangePreset,
  start: IsoDateTime,
  end: IsoDateTime,
});
export type TimeRange = z.infer<typeof TimeRange>;

const hourMs = 3_600_000;
/**
 * Longest range a report accepts: the calendar lets the end lie within 31 days of the start,
 * and the end day runs to 24:00, so 32 days; every preset is shorter.
 */
export const maxReportRangeMs = (calendarWindow.maxRangeDays + 1) * 24 * hourMs;

/**
 * Timeseries buckets are hours for ranges up to this length (covers last72hours and last3days)
 * and days beyond it.
 */
export const hourlyBucketMaxMs = 72 * hourMs;

/** The range of a report call: start before end, at most `maxReportRangeMs` long. */
export const ReportRange = TimeRange.refine(
  (range) => Date.parse(range.start) <= Date.parse(range.end),
  { message: 'The end lies before the start', path: ['end'] },
)
  .refine((range) => Date.parse(range.end) - Date.parse(range.start) <= maxReportRangeMs, {
    message: 'The range is longer than 32 days',
    path: ['end'],
  })
  .meta({
    examples: [{ preset: 'yesterday', start: '2024-05-01T00:00:00Z', end: '2024-05-02T00:00:00Z' }],
  });
export type ReportRange = z.infer<typeof ReportRange>;

export function timeseriesBucket(range: Pick<TimeRange, 'start' | 'end'>): 'hour' | 'day' {
  return Date.parse(range.end) - Date.parse(range.start) <= hourlyBucketMaxMs ? 'hour' : 'day';
}
