import { describe, expect, it } from 'vitest';
import {
  fitColumns,
  gridTemplate,
  headerGroups,
  minimumRowWidth,
  orderColumns,
} from './columns.ts';
import type { ColumnConfig } from './types.ts';

const names = (columns: ColumnConfig[]) => columns.map((column) => column.name);

const columns: ColumnConfig[] = [
  { name: 'domain', width: 200, fill: true },
  { name: 'sent', width: 100, priority: 1, group: 'Volume' },
  { name: 'delivered', width: 100, priority: 2, group: 'Volume' },
  { name: 'bounced', width: 100, priority: 3, order: 10 },
  { name: 'internal', hidden: true },
];

describe('orderColumns', () => {
  it('drops hidden columns and places ordered columns first, stable otherwise', () => {
    expect(names(orderColumns(columns))).toEqual(['bounced', 'domain', 'sent', 'delivered']);
    const noOrder = columns.map(({ order: _order, ...column }) => column);
    expect(names(orderColumns(noOrder))).toEqual(['domain', 'sent', 'delivered', 'bounced']);
  });
});

describe('fitColumns', () => {
  const plain = columns.map(({ order: _order, ...column }) => column);

  it('keeps every visible column when they fit', () => {
    expect(names(fitColumns(plain, 500))).toEqual(['domain', 'sent', 'delivered', 'bounced']);
  });

  it('drops the largest priority number first until the rest fits', () => {
    expect(names(fitColumns(plain, 450))).toEqual(['domain', 'sent', 'delivered']);
    expect(names(fitColumns(plain, 300))).toEqual(['domain', 'sent']);
  });

  it('counts the reserved width of the selection column', () => {
    expect(names(fitColumns(plain, 500, 40))).toEqual(['domain', 'sent', 'delivered']);
  });

  it('never drops a column without priority, even when it still does not fit', () => {
    expect(names(fitColumns(plain, 50))).toEqual(['domain']);
  });

  it('drops the rightmost column on a priority tie', () => {
    const tied: ColumnConfig[] = [
      { name: 'a', width: 100, priority: 2 },
      { name: 'b', width: 100, priority: 2 },
    ];
    expect(names(fitColumns(tied, 150))).toEqual(['a']);
  });
});

describe('headerGroups', () => {
  it('is null without groups', () => {
    expect(headerGroups([{ name: 'a' }, { name: 'b' }])).toBeNull();
  });

  it('merges consecutive columns of a group and leaves blanks for the others', () => {
    expect(headerGroups(orderColumns(plainOrder()))).toEqual([
      { label: '', span: 1 },
      { label: 'Volume', span: 2 },
      { label: '', span: 1 },
    ]);
  });
});

describe('gridTemplate and minimumRowWidth', () => {
  it('gives fixed widths in px and fill columns a minmax share', () => {
    expect(gridTemplate([{ name: 'a', width: 200, fill: true }, { name: 'b' }], [40])).toBe(
      '40px minmax(200px, 1fr) 120px',
    );
    expect(minimumRowWidth([{ name: 'a', width: 200, fill: true }, { name: 'b' }], [40])).toBe(360);
  });
});

function plainOrder(): ColumnConfig[] {
  return columns.map(({ order: _order, ...column }) => column);
}
