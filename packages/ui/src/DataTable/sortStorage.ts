// Where each table remembers its sort (spec section 4: "remembered per table id"). A small
// interface so the app can keep it with the user's preferences instead; the default is the
// browser's localStorage.
import { createContext } from 'react';
import type { SortDescriptor } from './types.ts';

export interface SortStorage {
  load(tableId: string): SortDescriptor | null;
  save(tableId: string, sort: SortDescriptor): void;
}

export const SORT_STORAGE_PREFIX = 'console.table-sort.';

/** A stored value back to a sort, or null when it is missing or not one. */
export function parseStoredSort(raw: string | null): SortDescriptor | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { column, direction } = value as Record<string, unknown>;
    if (typeof column !== 'string' || (direction !== 'ascending' && direction !== 'descending')) {
      return null;
    }
    return { column, direction };
  } catch {
    return null;
  }
}

/** A SortStorage over any Storage (localStorage by default); storage errors are ignored. */
export function createWebSortStorage(storage: () => Storage | undefined): SortStorage {
  return {
    load(tableId) {
      try {
        return parseStoredSort(storage()?.getItem(SORT_STORAGE_PREFIX + tableId) ?? null);
      } catch {
        return null;
      }
    },
    save(tableId, sort) {
      try {
        storage()?.setItem(SORT_STORAGE_PREFIX + tableId, JSON.stringify(sort));
      } catch {
        // Private mode or a full quota: the sort still applies, it is only not remembered.
      }
    },
  };
}

export const localStorageSortStorage = createWebSortStorage(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);

/** The app provides its own storage once for every table below it. */
export const DataTableSortStorageContext = createContext<SortStorage>(localStorageSortStorage);
