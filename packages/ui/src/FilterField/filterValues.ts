// Rules of a multi-value filter (spec section 5): values are trimmed, empty ones ignored and
// duplicates not added. Comparison is exact after trimming: message IDs and local parts are
// case-sensitive, so "Bob" and "bob" are two values.

/** The values with `raw` added at the end, or the same array when there is nothing to add. */
export function addFilterValue(values: readonly string[], raw: string): readonly string[] {
  const value = raw.trim();
  if (value === '' || values.includes(value)) return values;
  return [...values, value];
}

/** The values without the ones in `removed`. */
export function removeFilterValues(
  values: readonly string[],
  removed: Iterable<string>,
): readonly string[] {
  const drop = new Set(removed);
  return values.filter((value) => !drop.has(value));
}

/** The values without the last one (Backspace in an empty input). */
export const removeLastFilterValue = (values: readonly string[]): readonly string[] =>
  values.slice(0, -1);

/**
 * Suggestions still worth offering for the typed text: not chosen yet, containing the trimmed
 * text regardless of case, in their original order.
 */
export function matchingSuggestions(
  suggestions: readonly string[],
  values: readonly string[],
  query: string,
): string[] {
  const needle = query.trim().toLocaleLowerCase();
  const chosen = new Set(values);
  return suggestions.filter(
    (suggestion) => !chosen.has(suggestion) && suggestion.toLocaleLowerCase().includes(needle),
  );
}
