// Users' activity in a month (admin/statistics/users rows) for the user statistics page: the
// table's rows, the month's totals, and the chart's bars of the busiest users by one measure,
// the focused user always among them. Pure: tested with exact values.
import type { Output } from '@console/contract';
import type { CategoryPoint } from '@console/ui';

export type UserStatistics = Output<'admin/statistics/users'>[number];

export type ActivityMeasure = 'calls' | 'visits' | 'active_days';

export const ACTIVITY_MEASURES: readonly ActivityMeasure[] = ['calls', 'visits', 'active_days'];

export interface UserActivityRow {
  /** the user's email */
  id: string;
  name: string;
  /** the name, with the email when another user has the same name (a chart's bar) */
  label: string;
  accounts: string;
  visits: number;
  active_days: number;
  calls: number;
  last_visit: string | null;
  [field: string]: unknown;
}

export function userActivityRows(rows: readonly UserStatistics[]): UserActivityRow[] {
  const nameCounts = new Map<string, number>();
  for (const row of rows) nameCounts.set(row.name, (nameCounts.get(row.name) ?? 0) + 1);
  return rows.map((row) => ({
    id: row.user,
    name: row.name,
    label: (nameCounts.get(row.name) ?? 0) > 1 ? `${row.name} (${row.user})` : row.name,
    accounts: row.accounts.join(', '),
    visits: row.visits,
    active_days: row.active_days,
    calls: row.calls,
    last_visit: row.last_visit,
  }));
}

/** A user who came at least once, or whose calls were counted, in the month. */
export const isActive = (row: Pick<UserActivityRow, 'visits' | 'calls' | 'active_days'>) =>
  row.visits > 0 || row.calls > 0 || row.active_days > 0;

export interface ActivitySummary {
  activeUsers: number;
  visits: number;
  activeDays: number;
  calls: number;
}

export function activitySummary(rows: readonly UserActivityRow[]): ActivitySummary {
  return rows.reduce<ActivitySummary>(
    (sum, row) => ({
      activeUsers: sum.activeUsers + (isActive(row) ? 1 : 0),
      visits: sum.visits + row.visits,
      activeDays: sum.activeDays + row.active_days,
      calls: sum.calls + row.calls,
    }),
    { activeUsers: 0, visits: 0, activeDays: 0, calls: 0 },
  );
}

/** The chart shows this many users (fewer on a phone, where the names need the width). */
export const TOP_USERS = 8;

/** A name cut to `limit` characters with an ellipsis (a bar's label on a phone). */
export function shortLabel(label: string, limit: number): string {
  return label.length <= limit ? label : `${label.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * The bars: the `top` users with the most of `measure` (ties by name), only users with some,
 * largest first; a focused user outside them takes the last bar, so their place shows even on
 * a quiet month. With `labelLimit`, names are cut to fit under narrow bars; two names cut the
 * same get their rank, as two bars of one name would be drawn as one.
 */
export function activityBars(
  rows: readonly UserActivityRow[],
  measure: ActivityMeasure,
  {
    top = TOP_USERS,
    series,
    focus = null,
    labelLimit,
  }: { top?: number; series: string; focus?: string | null; labelLimit?: number },
): CategoryPoint[] {
  const ranked = rows
    .filter((row) => row[measure] > 0)
    .sort((a, b) => b[measure] - a[measure] || a.label.localeCompare(b.label, 'en'));
  let shown = ranked.slice(0, top);
  const focused = rows.find((row) => row.id === focus);
  if (focused && !shown.includes(focused)) shown = [...shown.slice(0, top - 1), focused];
  const labels = shown.map((row) =>
    labelLimit === undefined ? row.label : shortLabel(row.label, labelLimit),
  );
  return shown.map((row, index) => {
    const label = labels[index] ?? row.label;
    const isShared = labels.indexOf(label) !== labels.lastIndexOf(label);
    return { category: isShared ? `${index + 1}. ${label}` : label, series, value: row[measure] };
  });
}
