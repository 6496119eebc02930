// Filter editing rules (spec section 5) and the run-bar query (spec section 3): one key per
// filter field, suffixed with "!" for NOT_IN.

import type { Filter, FilterOperator } from './types.ts';

/** Adds a trimmed value to the field's filter (created as IN); blanks and duplicates are ignored. */
export function addFilterValue(filters: readonly Filter[], field: string, value: string): Filter[] {
  const trimmed = value.trim();
  const existing = filters.find((filter) => filter.field === field);
  if (trimmed === '' || existing?.values.includes(trimmed)) return [...filters];
  if (existing === undefined) return [...filters, { field, op: 'IN', values: [trimmed] }];
  return filters.map((filter) =>
    filter.field === field ? { ...filter, values: [...filter.values, trimmed] } : filter,
  );
}

/** Removes one value; a filter left without values is removed. */
export function removeFilterValue(
  filters: readonly Filter[],
  field: string,
  value: string,
): Filter[] {
  return filters
    .map((filter) =>
      filter.field === field
        ? { ...filter, values: filter.values.filter((existing) => existing !== value) }
        : filter,
    )
    .filter((filter) => filter.values.length > 0);
}

export function removeFilter(filters: readonly Filter[], field: string): Filter[] {
  return filters.filter((filter) => filter.field !== field);
}

function oppositeOperator(op: FilterOperator): FilterOperator {
  return op === 'IN' ? 'NOT_IN' : 'IN';
}

/** Include becomes Exclude and back. */
export function toggleFilterOperator(filters: readonly Filter[], field: string): Filter[] {
  return filters.map((filter) =>
    filter.field === field ? { ...filter, op: oppositeOperator(filter.op) } : filter,
  );
}

/** The run-bar fields besides filters (spec section 3, "Run-bar query"). */
export const RUN_BAR_KEYS = [
  'user',
  'search',
  'dataset',
  'account',
  'preset',
  'start',
  'end',
  'constraint',
  /** what the report compares with: previous, week or a start instant (not in the spec) */
  'compare',
] as const;

export type RunBarKey = (typeof RUN_BAR_KEYS)[number];
export type RunBarQuery = Record<string, string | string[]>;

export interface RunBarState extends Partial<Record<RunBarKey, string | null>> {
  readonly filters?: readonly Filter[];
}

/** The query the run bar puts in the address: empty parts are left out, search is trimmed. */
export function toRunBarQuery(state: RunBarState): RunBarQuery {
  const query: RunBarQuery = {};
  for (const key of RUN_BAR_KEYS) {
    const value = key === 'search' ? state[key]?.trim() : state[key];
    if (value !== null && value !== undefined && value !== '') query[key] = value;
  }
  for (const filter of state.filters ?? []) {
    if (filter.values.length === 0) continue;
    query[filter.op === 'NOT_IN' ? `${filter.field}!` : filter.field] = [...filter.values];
  }
  return query;
}

function asList(value: string | readonly string[]): string[] {
  return typeof value === 'string' ? [value] : [...value];
}

/** The filters found in a run-bar query: every key that is not a run-bar field. */
export function filtersFromQuery(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): Filter[] {
  let filters: Filter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (RUN_BAR_KEYS as readonly string[]).includes(key)) continue;
    const excluded = key.endsWith('!');
    const field = excluded ? key.slice(0, -1) : key;
    for (const item of asList(value)) filters = addFilterValue(filters, field, item);
    const op: FilterOperator = excluded ? 'NOT_IN' : 'IN';
    filters = filters.map((filter) => (filter.field === field ? { ...filter, op } : filter));
  }
  return filters;
}
