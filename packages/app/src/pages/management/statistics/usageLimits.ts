// An account's use of a month against its limits (admin/usage/all rows): what each measure
// counts, its limit, the share of the limit used and whether the account is near it (90 % and
// up) or over it. Pure, so the statistics pages and their tests agree on every figure.
import type { UsageRow } from '@console/contract';
import type { RunMetric } from '@console/ui';

/** The run bar's six metrics, plus DMARC policies, which have a limit of their own. */
export type UsageMeasure = RunMetric | 'policies';

/** In the order of the modules: DA, RM, EA, DR. */
export const USAGE_MEASURES: readonly UsageMeasure[] = [
  'users',
  'volume',
  'ips',
  'domains',
  'audits',
  'policies',
  'dmarc',
];

type LimitField = 'user_limit' | 'volume_limit' | 'ip_limit' | 'domain_limit' | 'audit_limit';

/** The limit of each measure; DMARC messages have none. */
const LIMIT_FIELDS: Record<UsageMeasure, LimitField | 'policy_limit' | null> = {
  users: 'user_limit',
  volume: 'volume_limit',
  ips: 'ip_limit',
  domains: 'domain_limit',
  audits: 'audit_limit',
  policies: 'policy_limit',
  dmarc: null,
};

export interface Usage {
  used: number;
  /** null: no limit */
  limit: number | null;
}

/** From this share of the limit on, the account is near it. */
export const NEAR_LIMIT_RATIO = 0.9;

/**
 * unlimited: no limit set; within: under 90 % of it; near: from 90 % up to the limit itself;
 * over: past it.
 */
export type UsageLevel = 'unlimited' | 'within' | 'near' | 'over';

export function usageOf(row: UsageRow, measure: UsageMeasure): Usage {
  const field = LIMIT_FIELDS[measure];
  return { used: row[measure], limit: field === null ? null : row[field] };
}

/**
 * The share of the limit used (0.248 for 1,240 of 5,000); null without a limit, and for a limit
 * of 0 (the account may not use the measure at all: a share of nothing has no meaning).
 */
export function usageRatio({ used, limit }: Usage): number | null {
  if (limit === null || limit === 0) return null;
  return used / limit;
}

export function usageLevel(usage: Usage): UsageLevel {
  const { used, limit } = usage;
  if (limit === null) return 'unlimited';
  if (used > limit) return 'over';
  const ratio = usageRatio(usage);
  return ratio !== null && ratio >= NEAR_LIMIT_RATIO ? 'near' : 'within';
}

/** How much of a usage bar is filled (0 to 1): all of it past the limit, none without a share. */
export function barShare(usage: Usage): number {
  if (usageLevel(usage) === 'over') return 1;
  return Math.min(1, usageRatio(usage) ?? 0);
}

/** How a level sorts in a table: the accounts needing attention first when descending. */
export const LEVEL_RANK: Record<UsageLevel, number> = { unlimited: 0, within: 1, near: 2, over: 3 };

export interface MeasureSummary {
  /** the measure summed over every account */
  total: number;
  accounts: number;
  /** accounts with a limit on the measure */
  limited: number;
  near: number;
  over: number;
}

/** Every account's use of one measure at once: the total and who is near or over the limit. */
export function summarizeMeasure(rows: readonly UsageRow[], measure: UsageMeasure): MeasureSummary {
  const summary: MeasureSummary = { total: 0, accounts: rows.length, limited: 0, near: 0, over: 0 };
  for (const row of rows) {
    const usage = usageOf(row, measure);
    const level = usageLevel(usage);
    summary.total += usage.used;
    if (level !== 'unlimited') summary.limited += 1;
    if (level === 'near') summary.near += 1;
    if (level === 'over') summary.over += 1;
  }
  return summary;
}

/** A row of the accounts' table: one account's use of the chosen measure in the month. */
export interface AccountUsageRow {
  id: string;
  account: string;
  used: number;
  limit: number | null;
  /** share of the limit; null without one (sorts last) */
  share: number | null;
  level: UsageLevel;
  /** the level as a number, so the status column sorts by urgency rather than by word */
  rank: number;
  [field: string]: unknown;
}

export function accountUsageRows(
  rows: readonly UsageRow[],
  measure: UsageMeasure,
): AccountUsageRow[] {
  return rows.map((row) => {
    const usage = usageOf(row, measure);
    const level = usageLevel(usage);
    return {
      id: row.account,
      account: row.name,
      used: usage.used,
      limit: usage.limit,
      share: usageRatio(usage),
      level,
      rank: LEVEL_RANK[level],
    };
  });
}
