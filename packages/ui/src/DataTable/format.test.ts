import { describe, expect, it } from 'vitest';
import { NBSP } from '../MetricTile/formatMetric.ts';
import {
  aggregate,
  footerTexts,
  formatCellValue,
  isAccumulated,
  startAccumulation,
} from './format.ts';
import type { ColumnConfig } from './types.ts';

describe('formatCellValue', () => {
  it('formats numbers by the column style and the user number format', () => {
    expect(formatCellValue(1234.5, { name: 'sent' }, '#.###,##')).toBe('1.234,5');
    expect(formatCellValue(0.25, { name: 'rate', format: 'percent' }, '#.###,##')).toBe(
      `25${NBSP}%`,
    );
    expect(formatCellValue(65, { name: 'delay', format: 'time' }, '#,###.##')).toBe(
      `1${NBSP}min 05${NBSP}s`,
    );
  });

  it('writes other values as text and missing ones as empty', () => {
    expect(formatCellValue('gmail.com', { name: 'domain' }, '#,###.##')).toBe('gmail.com');
    expect(formatCellValue(['a', 'b'], { name: 'tags' }, '#,###.##')).toBe('a, b');
    expect(formatCellValue(new Date('2026-11-20T10:00:00Z'), { name: 'at' }, '#,###.##')).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(formatCellValue(null, { name: 'x' }, '#,###.##')).toBe('');
  });
});

describe('aggregate', () => {
  const rows = [{ sent: 10 }, { sent: 30 }, { sent: null }, { sent: 20 }];
  it('sums, averages and bounds numeric values, skipping missing ones', () => {
    expect(aggregate(rows, 'sent', 'sum')).toBe(60);
    expect(aggregate(rows, 'sent', 'avg')).toBe(20);
    expect(aggregate(rows, 'sent', 'min')).toBe(10);
    expect(aggregate(rows, 'sent', 'max')).toBe(30);
    expect(aggregate(rows, 'sent', 'count')).toBe(4);
    expect(aggregate([], 'sent', 'sum')).toBeNull();
  });
});

describe('footerTexts', () => {
  const columns: ColumnConfig[] = [
    { name: 'domain' },
    { name: 'sent', footer: 'sum' },
    { name: 'rate', format: 'percent', footer: 'avg' },
  ];
  const rows = [
    { domain: 'a', sent: 1000, rate: 0.1 },
    { domain: 'b', sent: 2000, rate: 0.2 },
  ];

  it('totals columns with a footer and leaves the others out', () => {
    expect(footerTexts(rows, columns, '#,###.##')).toEqual({ sent: '3,000', rate: '15%' });
  });

  it('prefers totals given by the caller', () => {
    expect(footerTexts(rows, columns, '#,###.##', { domain: 'All', sent: 5 })).toEqual({
      domain: 'All',
      sent: '5',
      rate: '15%',
    });
  });
});

describe('startAccumulation', () => {
  it('counts a slice of rows per step and caches the totals once every row is counted', () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ sent: index + 1, rate: 0.5 }));
    const accumulation = startAccumulation(rows, ['sent', 'rate']);
    expect(accumulation.step(4)).toBe(false);
    expect(isAccumulated(rows, ['sent'])).toBe(false);
    expect(accumulation.step(4)).toBe(false);
    expect(accumulation.step(4)).toBe(true);
    expect(isAccumulated(rows, ['sent', 'rate'])).toBe(true);
    expect(aggregate(rows, 'sent', 'sum')).toBe(55);
    expect(aggregate(rows, 'sent', 'max')).toBe(10);
    expect(aggregate(rows, 'rate', 'avg')).toBe(0.5);
  });
});
