// One metric over the 12 months of the metric statistics page: each account's value per month
// (from the months' usage/all answers), the chart's lines for the top accounts with the others
// summed into one, and the rows of the month x account table. Pure: tested with exact values.
import type { UsageRow } from '@console/contract';
import type { RunMetric, TimePoint } from '@console/ui';
import { monthStart } from './statisticsMonths.ts';
import { usageOf } from './usageLimits.ts';

/** One month's answer of usage/all. */
export interface MonthUsage {
  month: string;
  rows: readonly UsageRow[];
}

export interface AccountMonths {
  account: string;
  /** the account's name, with its id when another account has the same name */
  label: string;
  /** the metric per month (yyyy-MM); a month is absent when the account did not exist yet */
  values: Record<string, number>;
  total: number;
  /** the metric's limit in the latest month the account appears in (null: none) */
  limit: number | null;
}

/** The chart draws this many accounts, the others as one line. */
export const TOP_ACCOUNTS = 5;

/** Every account of any month with its values, the largest total first (then by name). */
export function accountsOverMonths(
  months: readonly MonthUsage[],
  metric: RunMetric,
): AccountMonths[] {
  const byAccount = new Map<string, AccountMonths & { name: string; latest: string }>();
  for (const { month, rows } of months) {
    for (const row of rows) {
      const { used, limit } = usageOf(row, metric);
      const entry = byAccount.get(row.account) ?? {
        account: row.account,
        name: row.name,
        label: row.name,
        values: {},
        total: 0,
        limit,
        latest: month,
      };
      entry.values[month] = used;
      entry.total += used;
      if (month >= entry.latest) Object.assign(entry, { name: row.name, limit, latest: month });
      byAccount.set(row.account, entry);
    }
  }
  const entries = [...byAccount.values()];
  const nameCounts = new Map<string, number>();
  for (const entry of entries) nameCounts.set(entry.name, (nameCounts.get(entry.name) ?? 0) + 1);
  return entries
    .map(({ account, name, values, total, limit }) => ({
      account,
      label: (nameCounts.get(name) ?? 0) > 1 ? `${name} (${account})` : name,
      values,
      total,
      limit,
    }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        a.label.localeCompare(b.label, 'en') ||
        (a.account < b.account ? -1 : 1),
    );
}

/**
 * The chart's points, one series per account in `accounts`' order (the colours follow it): the
 * first `top` accounts with any use, then `otherLabel` summing the rest month by month (none
 * when the label is null). A month before an account existed has no point. No use at all: no
 * point, the chart says so.
 */
export function metricSeries(
  accounts: readonly AccountMonths[],
  months: readonly string[],
  { top = TOP_ACCOUNTS, otherLabel }: { top?: number; otherLabel: string | null },
): TimePoint[] {
  const used = accounts.filter((entry) => entry.total > 0);
  const shown = used.slice(0, top);
  const rest = used.slice(top);
  const points: TimePoint[] = shown.flatMap((entry) =>
    months.flatMap((month) => {
      const value = entry.values[month];
      return value === undefined ? [] : [{ time: monthStart(month), series: entry.label, value }];
    }),
  );
  if (rest.length > 0 && otherLabel !== null) {
    for (const month of months) {
      const value = rest.reduce((sum, entry) => sum + (entry.values[month] ?? 0), 0);
      points.push({ time: monthStart(month), series: otherLabel, value });
    }
  }
  return points;
}

/** A row of the month x account table: the account, one field per month (null: none), total. */
export type MetricTableRow = {
  id: string;
  account: string;
  total: number;
} & Record<string, string | number | null>;

export function metricTableRows(
  accounts: readonly AccountMonths[],
  months: readonly string[],
): MetricTableRow[] {
  return accounts.map((entry) => ({
    ...Object.fromEntries(months.map((month) => [month, entry.values[month] ?? null])),
    id: entry.account,
    account: entry.label,
    total: entry.total,
  }));
}
