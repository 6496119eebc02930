// Clean-up of a workspace's report preferences when they are loaded (spec section 4).

export type Layout = 'auto' | 'one' | 'two' | 'three';
export type Density = 'spacious' | 'compact';

export interface WorkspacePreferences {
  readonly layout?: Layout;
  readonly density?: Density;
  readonly dimensions: readonly string[];
  readonly metrics: readonly string[];
}

const REMOVED_DIMENSIONS: readonly string[] = ['cat', 'dsn'];
const DROPPED_METRICS: readonly string[] = ['avg_del_time_chrt'];

/** Engagement, complaint and trap metrics: kept, but after every other metric. */
export const TRAILING_METRICS: readonly string[] = [
  'unique_unsubs',
  'unique_unsub_rate',
  'complaints',
  'complaint_rate',
  'traps',
  'trap_rate',
];

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * Removes cat and dsn, adds bounce (Top Bounces) and, when the workspace has a deferred metric,
 * deferral (Top Deferrals); moves the trailing metrics to the end in their existing order and
 * drops avg_del_time_chrt. Running it twice changes nothing more.
 */
export function cleanPreferences(
  preferences: WorkspacePreferences,
  workspaceMetrics: readonly string[],
): WorkspacePreferences {
  const added = workspaceMetrics.includes('deferred') ? ['bounce', 'deferral'] : ['bounce'];
  const dimensions = unique([
    ...preferences.dimensions.filter((dimension) => !REMOVED_DIMENSIONS.includes(dimension)),
    ...added,
  ]);
  const metrics = unique(preferences.metrics).filter((metric) => !DROPPED_METRICS.includes(metric));
  return {
    ...preferences,
    dimensions,
    metrics: [
      ...metrics.filter((metric) => !TRAILING_METRICS.includes(metric)),
      ...metrics.filter((metric) => TRAILING_METRICS.includes(metric)),
    ],
  };
}
