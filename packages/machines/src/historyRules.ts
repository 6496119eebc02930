// The history of visited workspace pages (spec section 2): newest first, at most 10.

import { HISTORY_LENGTH } from './constants.ts';

export interface HistoryEntry {
  readonly path: string;
  readonly workspace: string;
  readonly title?: string;
}

/** Puts the page first; a page already in the history moves up instead of appearing twice. */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit: number = HISTORY_LENGTH,
): HistoryEntry[] {
  const rest = entries.filter((existing) => existing.path !== entry.path);
  return [entry, ...rest].slice(0, limit);
}
