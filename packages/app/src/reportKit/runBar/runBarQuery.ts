// The report's run-bar query in the address (spec section 3, "Run-bar query"): preset, start,
// end, search and one key per filter field, `field!` for NOT_IN. Several values of a field repeat the key
// (`provider=google&provider=yahoo`), so values may hold commas. Reload and shared links show
// the same report; a named preset is recomputed for the moment it is opened.
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

export interface RunState {
  readonly range: TimeRange;
  readonly filters: readonly Filter[];
  /** Text that narrows the tables' rows (trimmed; empty or absent for none). */
  readonly search?: string;
}

const isInstant = (value: string | null): value is string =>
  value !== null && value !== '' && !Number.isNaN(Date.parse(value));

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
  return { range, filters: filtersFromQuery(query), ...(search ? { search } : {}) };
}

/** The address's search part for a run state: empty parts left out. */
export function runStateToSearch(state: RunState): URLSearchParams {
  const query = toRunBarQuery({
    preset: state.range.preset,
    start: state.range.start,
    end: state.range.end,
    search: state.search ?? null,
    filters: state.filters,
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params;
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
 * not count.
 */
export function differsFromRun(draft: RunState, run: RunState): boolean {
  const key = (state: RunState) =>
    runStateToSearch(
      state.range.preset === 'custom'
        ? state
        : { ...state, range: { preset: state.range.preset, start: null, end: null } },
    ).toString();
  return key(draft) !== key(run);
}
