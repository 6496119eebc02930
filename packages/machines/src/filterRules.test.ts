import { describe, expect, it } from 'vitest';
import {
  addFilterValue,
  filtersFromQuery,
  removeFilter,
  removeFilterValue,
  toggleFilterOperator,
  toRunBarQuery,
} from './filterRules.ts';
import type { Filter } from './types.ts';

const isp: Filter = { field: 'isp', op: 'IN', values: ['Gmail'] };

describe('filter editing', () => {
  it('adds trimmed values, creating an Include filter for a new field', () => {
    expect(addFilterValue([isp], 'isp', '  Yahoo ')).toEqual([
      { ...isp, values: ['Gmail', 'Yahoo'] },
    ]);
    expect(addFilterValue([], 'domain', 'example.com')).toEqual([
      { field: 'domain', op: 'IN', values: ['example.com'] },
    ]);
  });

  it('ignores blank and duplicate values', () => {
    expect(addFilterValue([isp], 'isp', ' Gmail')).toEqual([isp]);
    expect(addFilterValue([isp], 'isp', ' ')).toEqual([isp]);
  });

  it('removes values and fields, and toggles the operator', () => {
    expect(removeFilterValue([isp], 'isp', 'Gmail')).toEqual([]);
    expect(removeFilterValue([isp], 'isp', 'Other')).toEqual([isp]);
    expect(removeFilter([isp], 'isp')).toEqual([]);
    expect(toggleFilterOperator([isp], 'isp')).toEqual([{ ...isp, op: 'NOT_IN' }]);
  });
});

describe('toRunBarQuery', () => {
  it('writes one key per field, with ! for Exclude, and leaves empty parts out', () => {
    const query = toRunBarQuery({
      dataset: 'news',
      account: 'acme',
      preset: 'yesterday',
      start: '2024-05-14T00:00:00.000Z',
      end: '2024-05-15T00:00:00.000Z',
      search: '  ann@example.com ',
      constraint: null,
      user: '',
      filters: [
        { field: 'isp', op: 'IN', values: ['Gmail', 'Yahoo'] },
        { field: 'vmta', op: 'NOT_IN', values: ['pool-b'] },
        { field: 'domain', op: 'IN', values: [] },
      ],
    });
    expect(query).toEqual({
      dataset: 'news',
      account: 'acme',
      preset: 'yesterday',
      start: '2024-05-14T00:00:00.000Z',
      end: '2024-05-15T00:00:00.000Z',
      search: 'ann@example.com',
      isp: ['Gmail', 'Yahoo'],
      'vmta!': ['pool-b'],
    });
  });

  it('drops a search of spaces only', () => {
    expect(toRunBarQuery({ search: '   ' })).toEqual({});
  });
});

describe('filtersFromQuery', () => {
  it('reads filters back, Exclude from the ! suffix, ignoring run-bar fields', () => {
    expect(
      filtersFromQuery({
        dataset: 'news',
        isp: ['Gmail', ' Gmail'],
        'vmta!': 'pool-b',
        tag: undefined,
      }),
    ).toEqual([
      { field: 'isp', op: 'IN', values: ['Gmail'] },
      { field: 'vmta', op: 'NOT_IN', values: ['pool-b'] },
    ]);
  });

  it('round-trips a query', () => {
    const filters: Filter[] = [
      { field: 'isp', op: 'NOT_IN', values: ['Gmail'] },
      { field: 'domain', op: 'IN', values: ['a.example', 'b.example'] },
    ];
    expect(filtersFromQuery(toRunBarQuery({ dataset: 'x', filters }))).toEqual(filters);
  });
});
