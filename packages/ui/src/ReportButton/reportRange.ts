// The run bar's report action is disabled while a time range lacks its start or end
// (spec section 5).

export interface RunRange {
  preset: string;
  start?: string | null;
  end?: string | null;
}

/** True when a range exists but lacks a start or an end; no range at all is not incomplete. */
export function isRangeIncomplete(range: RunRange | null | undefined): boolean {
  if (!range) return false;
  return !range.start || !range.end;
}
