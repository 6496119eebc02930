// The report's run-bar query in the address (spec section 3, "Run-bar query"): preset, start,
// end, search, compare and one key per filter field, `field!` for NOT_IN. Several values of a
// field repeat the key (`provider=google&provider=yahoo`), so values may hold commas. Reload,
// Back and shared links show the same report; a named preset is recomputed when it is opened.
import {
  filtersFromQuery,
  isTimeRangePreset,
  resolvePreset,
  RUN_BAR_KEYS,
  toRunBarQuery,
  type Filter,
  type TimeRange,
  type ZoneSettings,
} from '@console/machines';

const isInstant = (value: string | null): value is string =>
  value !== null && value !== '' && !Number.isNaN(Date.parse(value));

/**
 * What the report compares the range with: the period of the same length just before it, the
 * same period a week earlier, or one of the same length from a chosen instant (its ISO text).
 */
export type CompareWith = 'previous' | 'week' | (string & {});

export interface RunState {
  readonly range: TimeRange;
  readonly filters: readonly Filter[];
  /** Text that narrows the tables' rows (trimmed; empty or absent for none). */
  readonly search?: string;
  /** The period the tables and the chart compare with; absent for none. */
  readonly compare?: CompareWith;
}

/** A compare value of the address: previous, week, or an instant; anything else is none. */
export function compareFromParam(value: string | null): CompareWith | undefined {
  if (value === 'previous' || value === 'week') return value;
  return isInstant(value) ? new Date(value).toISOString() : undefined;
}

/** Whether the address carries a run-bar query at all (else the default preset applies). */
export function hasRunQuery(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key !== '');
}

/**
 * The run state written in the address, or null when it holds none. Filters on fields that are
 * not among `fields` (the workspace's dimensions) are left out; a preset that is not one of
 * section 4's falls back to `fallback`.
 */
export function runStateFromSearch(
  params: URLSearchParams,
  fields: readonly string[],
  fallback: TimeRange,
): RunState | null {
  if (!hasRunQuery(params)) return null;
  const preset = params.get('preset');
  const start = params.get('start');
  const end = params.get('end');
  const range: TimeRange =
    preset !== null && isTimeRangePreset(preset)
      ? { preset, start: isInstant(start) ? start : null, end: isInstant(end) ? end : null }
      : fallback;
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if ((RUN_BAR_KEYS as readonly string[]).includes(key)) continue;
    if (!fields.includes(key.replace(/!$/, ''))) continue;
    (query[key] ??= []).push(value);
  }
  const search = params.get('search')?.trim() ?? '';
  const compare = compareFromParam(params.get('compare'));
  return {
    range,
    filters: filtersFromQuery(query),
    ...(search ? { search } : {}),
    ...(compare ? { compare } : {}),
  };
}

/** The address's search part for a run state: empty parts left out. */
export function runStateToSearch(state: RunState): URLSearchParams {
  const query = toRunBarQuery({
    preset: state.range.preset,
    start: state.range.start,
    end: state.range.end,
    search: state.search ?? null,
    compare: state.compare ?? null,
    filters: state.filters,
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params;
}

/** The run with one value of a field as its only filter on that field (a row drilled into). */
export function drilledRun(run: RunState, field: string, value: string): RunState {
  return {
    ...run,
    filters: [
      ...run.filters.filter((filter) => filter.field !== field),
      { field, op: 'IN', values: [value] },
    ],
  };
}

/** Whether the run shows only that value of the field already. */
export function isDrilled(run: RunState, field: string, value: string): boolean {
  return run.filters.some(
    (filter) =>
      filter.field === field &&
      filter.op === 'IN' &&
      filter.values.length === 1 &&
      filter.values[0] === value,
  );
}

/** A named preset recomputed at `now`; a custom range keeps its own start and end. */
export function freshRange(range: TimeRange, now: number, zone: ZoneSettings): TimeRange {
  return range.preset === 'custom' ? range : resolvePreset(range.preset, now, zone);
}

/** Whether two run states ask for the same report. */
export function sameRun(a: RunState, b: RunState): boolean {
  return runStateToSearch(a).toString() === runStateToSearch(b).toString();
}

/**
 * Whether the run bar holds another report than the one on screen: another preset or other
 * filters, or another custom range. A named preset's instants move with the clock, so they do
 * not count, nor does the comparison.
 */
export function differsFromRun(draft: RunState, run: RunState): boolean {
  // The comparison is chosen beside the run bar and applies at once: it is no pending change.
  const key = ({ compare: _compare, ...state }: RunState) =>
    runStateToSearch(
      state.range.preset === 'custom'
        ? state
        : { ...state, range: { preset: state.range.preset, start: null, end: null } },
    ).toString();
  return key(draft) !== key(run);
}
