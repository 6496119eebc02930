import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sorting.ts';

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = nextSort(null, 'sent');
    expect(first).toEqual({ column: 'sent', direction: 'ascending' });
    const second = nextSort(first, 'sent');
    expect(second).toEqual({ column: 'sent', direction: 'descending' });
    expect(nextSort(second, 'sent')).toEqual({ column: 'sent', direction: 'ascending' });
  });

  it('keeps one sort column at a time: another column starts again ascending', () => {
    expect(nextSort({ column: 'sent', direction: 'descending' }, 'domain')).toEqual({
      column: 'domain',
      direction: 'ascending',
    });
  });
});

describe('compareValues', () => {
  it('orders numbers, dates and text naturally', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
    expect(compareValues('ip 2', 'ip 10')).toBeLessThan(0);
    expect(compareValues('alpha', 'Alpha')).toBe(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, domain: 'b.com', sent: 30 },
    { id: 2, domain: 'a.com', sent: 10 },
    { id: 3, domain: 'c.com', sent: null },
    { id: 4, domain: 'd.com', sent: 10 },
  ];

  it('returns the input untouched without a sort', () => {
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('sorts numbers ascending and descending, stable on ties, missing values last', () => {
    const ids = (sorted: readonly { id: number }[]) => sorted.map((row) => row.id);
    expect(ids(sortRows(rows, { column: 'sent', direction: 'ascending' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortRows(rows, { column: 'sent', direction: 'descending' }))).toEqual([1, 2, 4, 3]);
  });

  it('sorts text and does not mutate the input', () => {
    const sorted = sortRows(rows, { column: 'domain', direction: 'descending' });
    expect(sorted.map((row) => row.domain)).toEqual(['d.com', 'c.com', 'b.com', 'a.com']);
    expect(rows[0]?.id).toBe(1);
  });
});
