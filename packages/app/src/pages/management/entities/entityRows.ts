// The rows of an entity table: what the search finds (any column's text, case and accents
// ignored), sorted by one column with the table's rule, and cut into pages.
import { sortRows, type SortDescriptor } from '@console/ui';
import type { Entity } from './entityCalls.ts';

export const pageSize = 50;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The sort value of a cell: numbers, text and booleans as they are, lists as their text. */
export function sortValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

export interface EntityRow extends Record<string, unknown> {
  /** the row's key: the entity's key values joined by "/" */
  rowKey: string;
  source: Entity;
}

export function entityRows(
  entities: readonly Entity[],
  columns: readonly string[],
  keyFields: readonly string[],
): EntityRow[] {
  return entities.map((entity) => ({
    ...Object.fromEntries(columns.map((column) => [column, sortValue(entity[column])])),
    rowKey: keyFields.map((field) => String(entity[field] ?? '')).join('/'),
    source: entity,
  }));
}

/** Rows whose text holds every word of the search (in any column). */
export function searchRows(
  rows: readonly EntityRow[],
  columns: readonly string[],
  search: string,
): readonly EntityRow[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = folded(columns.map((column) => String(row[column] ?? '')).join(' '));
    return words.every((word) => text.includes(word));
  });
}

export interface RowPage {
  rows: readonly EntityRow[];
  /** 0-based page shown, clamped to the pages there are */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown; 0 and 0 without rows */
  first: number;
  last: number;
  total: number;
}

export function pageOf(
  rows: readonly EntityRow[],
  sort: SortDescriptor | null,
  page: number,
): RowPage {
  const sorted = sortRows(rows, sort);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shown = Math.min(Math.max(0, page), pages - 1);
  const start = shown * pageSize;
  const slice = sorted.slice(start, start + pageSize);
  return {
    rows: slice,
    page: shown,
    pages,
    first: slice.length === 0 ? 0 : start + 1,
    last: start + slice.length,
    total: sorted.length,
  };
}
