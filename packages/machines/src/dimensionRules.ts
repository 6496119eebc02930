// Dimension selection limit (spec section 5): 6 per workspace, esp, dsn, cat, deferral and
// bounce not counted; the label reads "X out of 6".

import { DIMENSIONS_PER_WORKSPACE, UNCOUNTED_DIMENSIONS } from './constants.ts';
import { message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';

export function countedDimensions(selected: readonly string[]): number {
  return selected.filter((dimension) => !UNCOUNTED_DIMENSIONS.includes(dimension)).length;
}

/** An unselected, counted dimension is disabled once the limit is reached. */
export function isDimensionDisabled(dimension: string, selected: readonly string[]): boolean {
  if (selected.includes(dimension) || UNCOUNTED_DIMENSIONS.includes(dimension)) return false;
  return countedDimensions(selected) >= DIMENSIONS_PER_WORKSPACE;
}

export function dimensionsLabel(selected: readonly string[]): Message {
  return message(specTexts.dimensionsSelected, {
    count: String(countedDimensions(selected)),
    limit: String(DIMENSIONS_PER_WORKSPACE),
  });
}
