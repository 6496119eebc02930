// A set of row keys (selected or expanded), controlled by the parent or kept by the table.
import { useCallback, useMemo, useState } from 'react';
import type { RowKey } from './types.ts';

export function useKeySet(
  controlled: Iterable<RowKey> | undefined,
  initial: Iterable<RowKey> | undefined,
  onChange: ((keys: Set<RowKey>) => void) | undefined,
) {
  const [own, setOwn] = useState(() => new Set(initial ?? []));
  const keys = useMemo(
    () => (controlled === undefined ? own : new Set(controlled)),
    [controlled, own],
  );
  const isControlled = controlled !== undefined;
  const update = useCallback(
    (next: Set<RowKey>) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [keys, update] as const;
}

/** Selection after pressing a row: single replaces (or clears), multiple toggles. */
export function toggledSelection(
  keys: ReadonlySet<RowKey>,
  key: RowKey,
  mode: 'single' | 'multiple',
): Set<RowKey> {
  if (mode === 'single') return keys.has(key) ? new Set() : new Set([key]);
  const next = new Set(keys);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
