// Run-bar filters (spec sections 3 and 4): per dimension a list of values and an operator, IN
// (Include) or NOT_IN (Exclude). The modal edits a draft; Apply turns it back into filters.

export type FilterOperator = 'IN' | 'NOT_IN';

export interface RunFilter {
  field: string;
  op: FilterOperator;
  values: string[];
}

export interface FilterDimension {
  id: string;
  caption: string;
  /** Known values offered while typing. */
  options?: readonly string[];
}

export interface DraftFilter {
  op: FilterOperator;
  values: readonly string[];
}

export type FilterDraft = Record<string, DraftFilter>;

/** One draft entry per dimension, from the current filters (Include and no values otherwise). */
export function draftFromFilters(
  dimensions: readonly FilterDimension[],
  filters: readonly RunFilter[],
): FilterDraft {
  const draft: FilterDraft = {};
  for (const dimension of dimensions) {
    const filter = filters.find((candidate) => candidate.field === dimension.id);
    draft[dimension.id] = { op: filter?.op ?? 'IN', values: filter?.values ?? [] };
  }
  return draft;
}

/**
 * The filters to apply, in the order of the dimensions; a dimension without values sets no
 * filter. Filters on fields this modal does not show are kept unchanged.
 */
export function filtersFromDraft(
  dimensions: readonly FilterDimension[],
  draft: FilterDraft,
  previous: readonly RunFilter[] = [],
): RunFilter[] {
  const shown = new Set(dimensions.map((dimension) => dimension.id));
  const edited = dimensions.flatMap((dimension) => {
    const entry = draft[dimension.id];
    return entry && entry.values.length > 0
      ? [{ field: dimension.id, op: entry.op, values: [...entry.values] }]
      : [];
  });
  return [...edited, ...previous.filter((filter) => !shown.has(filter.field))];
}

/** How many dimensions are filtered: the count shown on the Filters button. */
export function activeFilterCount(filters: readonly RunFilter[]): number {
  return filters.filter((filter) => filter.values.length > 0).length;
}
