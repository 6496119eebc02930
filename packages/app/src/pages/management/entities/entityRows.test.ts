// The rows of an entity table: search over every column (case and accents ignored), the sort
// of the shared table, and pages of 50.
import { describe, expect, it } from 'vitest';
import { entityRows, pageOf, searchRows } from './entityRows.ts';

const entities = Array.from({ length: 120 }, (_, index) => ({
  id: `account-${index + 1}`,
  name: index === 7 ? 'Société Générale' : `Sender ${index + 1}`,
  modules: index % 2 === 0 ? ['da', 'rm'] : ['dr'],
  ip_limit: index % 10 === 0 ? null : index,
}));
const columns = ['id', 'name', 'modules', 'ip_limit'];
const rows = entityRows(entities, columns, ['id']);

describe('entity rows', () => {
  it('keys rows by the entity key and keeps lists as text for search and sort', () => {
    expect(rows[0]).toMatchObject({ rowKey: 'account-1', modules: 'da, rm', ip_limit: null });
    expect(
      entityRows(
        [{ account: 'acme', address: '192.0.2.1' }],
        ['address'],
        ['account', 'address'],
      )[0]?.rowKey,
    ).toBe('acme/192.0.2.1');
  });

  it('finds rows holding every word, ignoring case and accents', () => {
    expect(searchRows(rows, columns, 'générale SOCIETE').map((row) => row.rowKey)).toEqual([
      'account-8',
    ]);
    expect(searchRows(rows, columns, 'ACCOUNT-12 dr').map((row) => row.rowKey)).toEqual([
      'account-12',
      'account-120',
    ]);
    expect(searchRows(rows, columns, '   ')).toBe(rows);
  });

  it('sorts naturally before cutting pages of 50, and clamps the page', () => {
    const first = pageOf(rows, { column: 'id', direction: 'descending' }, 0);
    expect([first.rows[0]?.rowKey, first.rows[1]?.rowKey]).toEqual(['account-120', 'account-119']);
    expect([first.page, first.pages, first.first, first.last, first.total]).toEqual([
      0, 3, 1, 50, 120,
    ]);
    const last = pageOf(rows, { column: 'id', direction: 'ascending' }, 9);
    expect([last.page, last.first, last.last, last.rows.length]).toEqual([2, 101, 120, 20]);
    // missing limits sort last in both directions
    const byLimit = pageOf(rows, { column: 'ip_limit', direction: 'descending' }, 2);
    expect(byLimit.rows.at(-1)?.ip_limit).toBeNull();
    expect(pageOf([], null, 0)).toMatchObject({ page: 0, pages: 1, first: 0, last: 0, total: 0 });
  });
});
