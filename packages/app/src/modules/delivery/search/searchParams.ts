// The message search in the address (run-bar query of spec section 3), so a search can be shared
// and reloaded: ?constraint=recipient|message_id&search=...&preset=...(&start=...&end=... for a
// custom range), and the report's filters (one key per field, `field!` to exclude) when the
// report led here: a `bounce` or `deferral` filter finds the messages behind a response. A named preset is resolved again when the link is opened, as the time-range
// machine does for every named preset; a custom range keeps its instants.
import { TZDate } from '@date-fns/tz';
import type { ReportRange } from '@console/contract';
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
import type { SearchConstraint } from '@console/ui';
import { addDays, startOfDay, subDays } from 'date-fns';

/**
 * Search looks back 72 hours unless told otherwise: the day-based presets (last7days...) end at
 * the start of today, and a message sent an hour ago is what people search for most.
 */
export const defaultSearchPreset = 'last72hours';

/** How the constraint reads in the address; the ConstraintPicker's keys are the call's fields. */
const constraintParams: Record<SearchConstraint, string> = {
  email: 'recipient',
  message_id: 'message_id',
};

export interface SearchState {
  constraint: SearchConstraint;
  /** The search text as typed (trimmed); it may be invalid. */
  text: string;
  range: TimeRange;
  /** The report's filters the search was opened with (none when searched from the form). */
  filters?: readonly Filter[];
}

function filtersFromParams(params: URLSearchParams): Filter[] {
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if ((RUN_BAR_KEYS as readonly string[]).includes(key) || value.trim() === '') continue;
    (query[key] ??= []).push(value);
  }
  return filtersFromQuery(query);
}

const isInstant = (value: string | null): value is string =>
  value !== null && !Number.isNaN(Date.parse(value));

function rangeFromParams(params: URLSearchParams): TimeRange {
  const preset = params.get('preset');
  if (preset === null || !isTimeRangePreset(preset))
    return { preset: defaultSearchPreset, start: null, end: null };
  if (preset !== 'custom') return { preset, start: null, end: null };
  const start = params.get('start');
  const end = params.get('end');
  return isInstant(start) && isInstant(end) && Date.parse(start) < Date.parse(end)
    ? { preset, start: new Date(start).toISOString(), end: new Date(end).toISOString() }
    : { preset: defaultSearchPreset, start: null, end: null };
}

export function readSearchParams(params: URLSearchParams): SearchState {
  return {
    constraint: params.get('constraint') === constraintParams.message_id ? 'message_id' : 'email',
    text: (params.get('search') ?? '').trim(),
    range: rangeFromParams(params),
    filters: filtersFromParams(params),
  };
}

export function searchParamsOf(state: SearchState): URLSearchParams {
  const custom = state.range.preset === 'custom';
  const query = toRunBarQuery({
    constraint: constraintParams[state.constraint],
    search: state.text,
    preset: state.range.preset,
    start: custom ? state.range.start : null,
    end: custom ? state.range.end : null,
    filters: state.filters ?? [],
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  return params;
}

/** The instants to search: a named preset resolved at `now`, a custom range as it is. */
export function rangeToSearch(range: TimeRange, now: number, zone: ZoneSettings): ReportRange {
  if (range.preset !== 'custom') {
    const resolved = resolvePreset(range.preset, now, zone);
    return { preset: range.preset, start: resolved.start ?? '', end: resolved.end ?? '' };
  }
  return { preset: 'custom', start: range.start ?? '', end: range.end ?? '' };
}

const dayMs = 86_400_000;

/** The widest search the calendar allows that still includes today: 30 whole days and today. */
export function lastThirtyDaysAndToday(now: number, timeZone: string): TimeRange {
  const today = startOfDay(new TZDate(now, timeZone));
  return {
    preset: 'custom',
    start: new Date(subDays(today, 30).getTime()).toISOString(),
    end: new Date(addDays(today, 1).getTime()).toISOString(),
  };
}

/** Whether a wider search is worth offering after nothing was found. */
export function canWiden(range: ReportRange): boolean {
  return Date.parse(range.end) - Date.parse(range.start) < 30 * dayMs;
}
