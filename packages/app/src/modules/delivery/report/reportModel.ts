// What a report shows and asks for: the calls' input from the run state, the previous period
// the tiles compare with, the layout preferences of a workspace before and after the panel, and
// the panels that follow from the chosen dimensions.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  metricIds,
  type ClientInput,
  type MetricId,
  type Workspace,
  type WorkspacePreferences as StoredPreferences,
} from '@console/contract';
import type { WorkspacePreferences } from '@console/machines';
import type { RunState } from './runBarQuery.ts';

export type ReportInput = ClientInput<'member/datasets/totals'>;
type ReportRange = ReportInput['range'];

/** The input of the report calls, or null while the range lacks its start or end. */
export function reportInput(dataset: string, run: RunState): ReportInput | null {
  const { preset, start, end } = run.range;
  if (!start || !end) return null;
  return {
    dataset,
    range: { preset, start, end },
    filters: run.filters.map((filter) => ({ ...filter, values: [...filter.values] })),
  };
}

/** The period of the same length just before the range: what the tiles' changes compare with. */
export function previousRange(range: ReportRange): ReportRange {
  const start = Date.parse(range.start);
  const length = Date.parse(range.end) - start;
  return {
    preset: 'custom',
    start: new Date(start - length).toISOString(),
    end: new Date(start).toISOString(),
  };
}

/** Top Bounces and Top Deferrals are dimensions of the layout (spec section 4). */
export const diagnosticDimensions = ['bounce', 'deferral'] as const;
export type DiagnosticDimension = (typeof diagnosticDimensions)[number];

export const isDiagnosticDimension = (id: string): id is DiagnosticDimension =>
  (diagnosticDimensions as readonly string[]).includes(id);

export const isMetricId = (id: string): id is MetricId =>
  (metricIds as readonly string[]).includes(id);

/**
 * The stored preferences of a workspace as the layout machine takes them: a user who never
 * chose sees the workspace's default dimensions and all its metrics. The contract's third
 * density, comfortable, reads as spacious (the panel offers spacious and compact).
 */
export function layoutInput(
  stored: StoredPreferences | undefined,
  workspace: Pick<Workspace, 'dimensions_default' | 'metrics'>,
): WorkspacePreferences {
  return {
    ...(stored?.layout ? { layout: stored.layout } : {}),
    ...(stored?.density ? { density: stored.density === 'compact' ? 'compact' : 'spacious' } : {}),
    dimensions: stored?.dimensions ?? workspace.dimensions_default,
    metrics: stored?.metrics ?? workspace.metrics,
  };
}

/** What the panel saves under user.preferences[workspace]. */
export function storedPreferences(layout: WorkspacePreferences): StoredPreferences {
  return {
    ...(layout.layout ? { layout: layout.layout } : {}),
    ...(layout.density ? { density: layout.density } : {}),
    dimensions: [...layout.dimensions],
    metrics: [...layout.metrics],
  };
}

/** The chosen dimensions the report can show, in their order: the workspace's and the two tops. */
export function panelDimensions(
  chosen: readonly string[],
  workspace: Pick<Workspace, 'dimensions'>,
): string[] {
  const known = new Set([
    ...workspace.dimensions.map((dimension) => dimension.id),
    ...diagnosticDimensions,
  ]);
  return chosen.filter((id) => known.has(id));
}

/** The chosen metrics of the catalogue, in their order (legacy codes left out). */
export function panelMetrics(chosen: readonly string[]): MetricId[] {
  return chosen.filter(isMetricId);
}

/**
 * The days of a range for a file name, in the user's timezone and with the end included:
 * ['2026-11-19'] for yesterday, ['2026-11-13', '2026-11-19'] for the last 7 days.
 */
export function rangeFileDates(range: ReportRange, timeZone: string): string[] {
  const day = (ms: number) => format(new TZDate(ms, timeZone), 'yyyy-MM-dd');
  const first = day(Date.parse(range.start));
  const last = day(Math.max(Date.parse(range.start), Date.parse(range.end) - 1));
  return first === last ? [first] : [first, last];
}
