import { describe, expect, it } from 'vitest';
import {
  fitColumns,
  gridTemplate,
  headerGroups,
  minimumRowWidth,
  orderColumns,
  withRoomForLabels,
} from './columns.ts';
import { labelWidth } from './labelWidth.ts';
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

  // Top bounces in a third of a 1440 px screen: a response template beside its count.
  const responses: ColumnConfig[] = [
    { name: 'template', width: 220, fill: true, minWidth: 140 },
    { name: 'status', width: 76, priority: 2 },
    { name: 'count', width: 113 },
    { name: 'share', width: 80, priority: 1 },
  ];

  it('narrows a fill column to its minWidth so the columns without priority stay in view', () => {
    const fitted = fitColumns(responses, 335, 36);
    expect(names(fitted)).toEqual(['template', 'count']);
    expect(fitted.map((column) => column.width)).toEqual([140, 113]);
    expect(minimumRowWidth(fitted, [36])).toBeLessThanOrEqual(335);
  });

  it('drops columns with priority before it narrows a fill column', () => {
    const fitted = fitColumns(responses, 450, 36);
    expect(names(fitted)).toEqual(['template', 'count', 'share']);
    expect(fitted[0]?.width).toBe(220);
  });

  it('keeps the width of a fill column without minWidth (the table scrolls)', () => {
    const fixed = responses.map(({ minWidth: _minWidth, ...column }) => column);
    expect(fitColumns(fixed, 335, 36).map((column) => column.width)).toEqual([220, 113]);
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

describe('withRoomForLabels', () => {
  // 10 px a character, for round numbers.
  const measure = (label: string) => label.length * 10;

  it('widens a column to its label, its padding and, when sortable, the sort mark', () => {
    const widened = withRoomForLabels(
      [
        { name: 'count', label: 'Nachrichten', width: 96 },
        { name: 'share', label: 'Anteil', width: 90, isSortable: false },
        { name: 'cumulative', label: 'Kumuliert', width: 80, isSortable: false },
        { name: 'unnamed', width: 50 },
      ],
      measure,
    );
    expect(widened.map((column) => column.width)).toEqual([
      110 + 26 + 14,
      90,
      90 + 26,
      70 + 26 + 14,
    ]);
  });

  it('keeps a column that is wide enough as it was configured', () => {
    const column: ColumnConfig = { name: 'sent', label: 'Sent', width: 120, priority: 1 };
    expect(withRoomForLabels([column], measure)[0]).toBe(column);
  });
});

describe('labelWidth', () => {
  it('estimates labels a little over what Chromium measures in Inter 600 at 14 px', () => {
    // Measured: Messages 69.3, Bounce rate 81.4, Nachrichten 83.1, Zurückstellungen 118.8.
    expect(labelWidth('Messages')).toBe(73);
    expect(labelWidth('Bounce rate')).toBe(85);
    expect(labelWidth('Nachrichten')).toBe(84);
    expect(labelWidth('Zurückstellungen')).toBe(122);
  });
});
