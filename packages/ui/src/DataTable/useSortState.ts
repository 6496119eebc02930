// The table's sort: controlled through `sort`/`onSortChange`, or kept by the table and
// remembered per table id in a SortStorage (localStorage unless the app provides another).
import { useCallback, useContext, useState } from 'react';
import { nextSort } from './sorting.ts';
import { DataTableSortStorageContext, type SortStorage } from './sortStorage.ts';
import type { SortDescriptor } from './types.ts';

export interface SortStateOptions {
  id?: string;
  sort?: SortDescriptor | null;
  defaultSort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  sortStorage?: SortStorage;
}

export function useSortState({
  id,
  sort,
  defaultSort,
  onSortChange,
  sortStorage,
}: SortStateOptions) {
  const contextStorage = useContext(DataTableSortStorageContext);
  const storage = sortStorage ?? contextStorage;
  const [ownSort, setOwnSort] = useState<SortDescriptor | null>(
    () => (id ? storage.load(id) : null) ?? defaultSort ?? null,
  );
  const isControlled = sort !== undefined;
  const current = isControlled ? sort : ownSort;

  const toggleSort = useCallback(
    (column: string) => {
      const next = nextSort(current, column);
      if (!isControlled) {
        setOwnSort(next);
        if (id) storage.save(id, next);
      }
      onSortChange?.(next);
    },
    [current, id, isControlled, onSortChange, storage],
  );

  return { sort: current, toggleSort };
}
