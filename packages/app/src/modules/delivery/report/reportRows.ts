// Rows for the report's tables, chart and CSV files from the answers of member/datasets/*.
// Pure, so the shapes a user sees are tested without a browser.
import { TZDate } from '@date-fns/tz';
import {
  metricDefinition,
  type CategoriesReport,
  type DelaysReport,
  type DiagnosticsReport,
  type GroupingReport,
  type MetricId,
  type MetricValues,
  type TimeseriesReport,
} from '@console/contract';
import type { CsvCell } from '../../../reportKit/csv/csv.ts';
import { shownDelta } from './metricMeaning.ts';

export type GroupingRow = { id: string; key: string; name: string } & Partial<
  Record<MetricId, number>
>;

/** One table row per group: its display name (the label when the server gives one) and values. */
export function groupingRows(report: GroupingReport): GroupingRow[] {
  return report.rows.map((row) => ({
    ...row.values,
    id: row.key,
    key: row.key,
    name: row.label ?? row.key,
  }));
}

/** The column of a value in the compared period, and of its change. */
export const beforeColumn = (column: string) => `${column}:before`;
export const changeColumn = (column: string) => `${column}:change`;

/**
 * The rows (by id) with each column's value in the compared period and its change; a row the
 * compared period did not have (or cut at its row limit) has neither.
 */
export function withComparison<R extends { id: string }>(
  rows: readonly R[],
  before: ReadonlyMap<string, Readonly<Record<string, number | undefined>>>,
  columns: readonly string[],
  delta: (column: string, value: number, before: number) => number,
): (R & Record<string, unknown>)[] {
  return rows.map((row) => {
    const values = before.get(row.id);
    if (!values) return row;
    const added: Record<string, number> = {};
    for (const column of columns) {
      const now = (row as Record<string, unknown>)[column];
      const then = values[column];
      if (then === undefined) continue;
      added[beforeColumn(column)] = then;
      if (typeof now === 'number') added[changeColumn(column)] = delta(column, now, then);
    }
    return { ...row, ...added };
  });
}

/**
 * A metric value as a CSV number: counts as they are, rates in percent (4 decimals: 0.84 for
 * 0.0084), times in seconds (1 decimal). The header says the unit.
 */
export function csvMetricValue(metric: MetricId, value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  const { style } = metricDefinition(metric);
  if (style === 'percent') return Math.round(value * 1_000_000) / 10_000;
  if (style === 'time') return Math.round(value * 10) / 10;
  return value;
}

export function csvMetricHeader(metric: MetricId, label: string): string {
  const { style } = metricDefinition(metric);
  return style === 'percent' ? `${label} (%)` : style === 'time' ? `${label} (s)` : label;
}

/** The compared period of a grouping table, for its CSV: each key's values, and the headers. */
export interface CsvComparison {
  before: ReadonlyMap<string, Readonly<Record<string, number | undefined>>>;
  beforeLabel: (metric: MetricId) => string;
  changeLabel: (metric: MetricId) => string;
}

/**
 * The grouping table as CSV rows: the group, its key when it differs, then the metrics; when the
 * report compares, each metric is followed by its compared value and its change, as on screen
 * (empty where the group had no traffic in the compared period).
 */
export function groupingCsvRows(
  report: GroupingReport,
  dimensionLabel: string,
  keyLabel: string,
  metrics: readonly MetricId[],
  metricLabel: (metric: MetricId) => string,
  comparison?: CsvComparison,
): CsvCell[][] {
  const hasLabels = report.rows.some((row) => row.label !== null && row.label !== row.key);
  const header = [
    dimensionLabel,
    ...(hasLabels ? [keyLabel] : []),
    ...metrics.flatMap((metric) => [
      csvMetricHeader(metric, metricLabel(metric)),
      ...(comparison
        ? [
            csvMetricHeader(metric, comparison.beforeLabel(metric)),
            csvMetricHeader(metric, comparison.changeLabel(metric)),
          ]
        : []),
    ]),
  ];
  const rows = report.rows.map((row) => {
    const then = comparison?.before.get(row.key);
    return [
      row.label ?? row.key,
      ...(hasLabels ? [row.key] : []),
      ...metrics.flatMap((metric) => {
        const now = row.values[metric];
        if (!comparison) return [csvMetricValue(metric, now)];
        const before = then?.[metric];
        const change = before === undefined ? undefined : shownDelta(metric, now, before);
        return [
          csvMetricValue(metric, now),
          csvMetricValue(metric, before),
          csvMetricValue(metric, change),
        ];
      }),
    ];
  });
  return [header, ...rows];
}

export type DiagnosticRow = DiagnosticsReport['rows'][number] & { id: string };

/** Top bounces or deferrals, most frequent first, keyed by their template. */
export function diagnosticRows(report: DiagnosticsReport): DiagnosticRow[] {
  return [...report.rows]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ ...row, id: row.template }));
}

export interface DiagnosticCsvLabels {
  diagnostic: string;
  count: string;
  share: string;
  status: string;
  category: string;
  example: string;
}

export function diagnosticCsvRows(
  report: DiagnosticsReport,
  labels: DiagnosticCsvLabels,
  categoryLabel: (category: DiagnosticRow['category']) => string,
): CsvCell[][] {
  return [
    [
      labels.diagnostic,
      labels.count,
      `${labels.share} (%)`,
      labels.status,
      labels.category,
      labels.example,
    ],
    ...diagnosticRows(report).map((row) => [
      row.template,
      row.count,
      Math.round(row.share * 1_000_000) / 10_000,
      row.dsn_status,
      categoryLabel(row.category),
      row.example,
    ]),
  ];
}

export type CategoryRow = CategoriesReport['rows'][number] & { id: string };

/** Categories that saw a bounce or a deferral, by bounces then deferrals. */
export function categoryRows(report: CategoriesReport): CategoryRow[] {
  return report.rows
    .filter((row) => row.bounced > 0 || row.deferred > 0)
    .sort((a, b) => b.bounced - a.bounced || b.deferred - a.deferred)
    .map((row) => ({ ...row, id: row.category }));
}

export type DelayRow = {
  id: string;
  fromSeconds: number;
  toSeconds: number | null;
  count: number;
  share: number;
  /** Share of delivered messages delivered by the end of this bucket (from the counts). */
  cumulative: number;
};

export function delayRows(report: DelaysReport): DelayRow[] {
  const total = report.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  let running = 0;
  return report.buckets.map((bucket) => {
    running += bucket.count;
    return {
      id: String(bucket.from_seconds),
      fromSeconds: bucket.from_seconds,
      toSeconds: bucket.to_seconds,
      count: bucket.count,
      share: bucket.share,
      cumulative: total === 0 ? 0 : running / total,
    };
  });
}

/**
 * The instant as the same wall-clock time in UTC. The chart's time axis reads UTC; shifting the
 * buckets puts a Paris midnight at 00:00 on the axis instead of 23:00 the day before.
 */
export function wallClockIso(iso: string, timeZone: string): string {
  const zoned = new TZDate(Date.parse(iso), timeZone);
  return new Date(
    Date.UTC(
      zoned.getFullYear(),
      zoned.getMonth(),
      zoned.getDate(),
      zoned.getHours(),
      zoned.getMinutes(),
    ),
  ).toISOString();
}

export interface ChartSeries {
  /** The legend text. */
  label: string;
  value: (values: MetricValues) => number;
}

export interface ChartPoint {
  time: string;
  series: string;
  value: number;
}

/**
 * The chart's points: one per bucket and series, on the user's wall clock. A compared period is
 * shifted by `shiftMs` onto the range on screen, so its buckets line up with the range's.
 */
export function timeseriesPoints(
  report: TimeseriesReport,
  series: readonly ChartSeries[],
  shiftMs = 0,
): ChartPoint[] {
  return report.points.flatMap((point) => {
    const start = new Date(Date.parse(point.start) + shiftMs).toISOString();
    const time = wallClockIso(start, report.timezone);
    return series.map((entry) => ({ time, series: entry.label, value: entry.value(point.values) }));
  });
}

/** Whether the range saw any traffic at all: nothing submitted, sent or deferred. */
export function hasTraffic(totals: MetricValues): boolean {
  return totals.submitted + totals.sent + totals.deferred > 0;
}

/** A bucket bound of the delivery-time histogram: "10 s", "5 min", "4 h", "48 h". */
export function durationBound(seconds: number): string {
  if (seconds < 60) return `${seconds}\u00a0s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)}\u00a0min`;
  return `${Math.round(seconds / 3600)}\u00a0h`;
}

/** Whether any of the texts contains the search, ignoring case; an empty search matches all. */
export function matchesSearch(texts: readonly (string | null)[], search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** The grouping answer with only the rows whose value or name matches the search. */
export function searchGrouping(report: GroupingReport, search: string): GroupingReport {
  return search.trim() === ''
    ? report
    : { ...report, rows: report.rows.filter((row) => matchesSearch([row.key, row.label], search)) };
}

/** The diagnostics with only the responses whose template or example matches the search. */
export function searchDiagnostics(report: DiagnosticsReport, search: string): DiagnosticsReport {
  return search.trim() === ''
    ? report
    : {
        ...report,
        rows: report.rows.filter((row) => matchesSearch([row.template, row.example], search)),
      };
}
