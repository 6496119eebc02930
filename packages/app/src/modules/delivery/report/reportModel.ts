// What the Delivery Analytics report shows and asks for: the calls' input from the run state,
// the previous period the tiles compare with, and the panels that follow from the chosen
// dimensions (Top Bounces and Top Deferrals among them) and metrics.
import { metricIds, type ClientInput, type MetricId, type Workspace } from '@console/contract';
import type { CompareWith, RunState } from '../../../reportKit/runBar/runBarQuery.ts';

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

const weekMs = 7 * 86_400_000;

/**
 * The period the range is compared with: just before it, a week earlier, or of the same length
 * from a chosen instant.
 */
export function compareRange(range: ReportRange, compare: CompareWith): ReportRange {
  if (compare === 'previous') return previousRange(range);
  const start = Date.parse(range.start);
  const length = Date.parse(range.end) - start;
  const from = compare === 'week' ? start - weekMs : Date.parse(compare);
  return {
    preset: 'custom',
    start: new Date(from).toISOString(),
    end: new Date(from + length).toISOString(),
  };
}

/** The input of the same calls over the compared period, or null without a comparison. */
export function comparedInput(input: ReportInput, compare: CompareWith | undefined) {
  return compare === undefined ? null : { ...input, range: compareRange(input.range, compare) };
}

/** Top Bounces and Top Deferrals are dimensions of the layout (spec section 4). */
export const diagnosticDimensions = ['bounce', 'deferral'] as const;
export type DiagnosticDimension = (typeof diagnosticDimensions)[number];

export const isDiagnosticDimension = (id: string): id is DiagnosticDimension =>
  (diagnosticDimensions as readonly string[]).includes(id);

export const isMetricId = (id: string): id is MetricId =>
  (metricIds as readonly string[]).includes(id);

/**
 * What the report-layout panel offers: the workspace's dimensions, Top Bounces, and Top
 * Deferrals when the workspace has deferral metrics; the workspace's metrics first, then every
 * other metric of the catalogue (the API computes them all), then none of the legacy codes.
 */
export function layoutChoices(workspace: Pick<Workspace, 'dimensions' | 'metrics'>): {
  dimensionChoices: string[];
  metricChoices: MetricId[];
} {
  const withDeferrals = workspace.metrics.some((metric) => metric.startsWith('deferred'));
  return {
    dimensionChoices: [
      ...workspace.dimensions.map((dimension) => dimension.id),
      ...diagnosticDimensions.filter((id) => id === 'bounce' || withDeferrals),
    ],
    metricChoices: [
      ...workspace.metrics.filter(isMetricId),
      ...metricIds.filter((metric) => !workspace.metrics.includes(metric)),
    ],
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
