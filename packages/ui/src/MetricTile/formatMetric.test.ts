import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatDelta,
  formatDuration,
  formatMetric,
  formatPercent,
  formatTimeOfDay,
  NBSP,
} from './formatMetric.ts';

describe('formatDecimal', () => {
  it('groups and rounds by each of the four user formats', () => {
    expect(formatDecimal(1234567.891, '#.###,##')).toBe('1.234.567,89');
    expect(formatDecimal(1234567.891, '#,###.##')).toBe('1,234,567.89');
    expect(formatDecimal(1234567.891, '# ###,##')).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatDecimal(1234567.891, '# ###.##')).toBe(`1${NBSP}234${NBSP}567.89`);
  });

  it('drops trailing zeros and keeps small numbers ungrouped', () => {
    expect(formatDecimal(1234, '#.###,##')).toBe('1.234');
    expect(formatDecimal(12.5, '#,###.##')).toBe('12.5');
    expect(formatDecimal(999, '#.###,##')).toBe('999');
    expect(formatDecimal(0, '#.###,##')).toBe('0');
  });

  it('keeps the sign of negative numbers and marks non-finite ones as missing', () => {
    expect(formatDecimal(-1234.5, '#.###,##')).toBe('-1.234,5');
    expect(formatDecimal(Number.NaN, '#.###,##')).toBe('–');
    expect(formatDecimal(Number.POSITIVE_INFINITY, '#.###,##')).toBe('–');
  });
});

describe('formatPercent', () => {
  it('writes a comma-decimal percentage with a no-break space and a point-decimal one without', () => {
    expect(formatPercent(0.1234, '#.###,##')).toBe(`12,34${NBSP}%`);
    expect(formatPercent(0.1234, '# ###,##')).toBe(`12,34${NBSP}%`);
    expect(formatPercent(0.1234, '#,###.##')).toBe('12.34%');
    expect(formatPercent(0.1234, '# ###.##')).toBe('12.34%');
  });

  it('rounds to two decimals and handles whole ratios', () => {
    expect(formatPercent(0.123456, '#,###.##')).toBe('12.35%');
    expect(formatPercent(1, '#,###.##')).toBe('100%');
    expect(formatPercent(12.5, '#.###,##')).toBe(`1.250${NBSP}%`);
  });
});

describe('formatDuration', () => {
  it('shows hours and padded minutes from an hour on', () => {
    expect(formatDuration(3720)).toBe(`1${NBSP}h 02${NBSP}min`);
    expect(formatDuration(93600)).toBe(`26${NBSP}h 00${NBSP}min`);
  });

  it('shows minutes and seconds under an hour, seconds under a minute', () => {
    expect(formatDuration(303)).toBe(`5${NBSP}min 03${NBSP}s`);
    expect(formatDuration(45)).toBe(`45${NBSP}s`);
    expect(formatDuration(0.4)).toBe(`0${NBSP}s`);
  });
});

describe('formatMetric', () => {
  it('dispatches on the metric style and marks missing values', () => {
    expect(formatMetric(1234.5, 'decimal', '#,###.##')).toBe('1,234.5');
    expect(formatMetric(0.5, 'percent', '#,###.##')).toBe('50%');
    expect(formatMetric(61, 'time', '#,###.##')).toBe(`1${NBSP}min 01${NBSP}s`);
    expect(formatMetric(null, 'decimal', '#,###.##')).toBe('–');
    expect(formatMetric(undefined, 'time', '#,###.##')).toBe('–');
  });
});

describe('formatDelta', () => {
  it('signs the difference', () => {
    expect(formatDelta(1500, 'decimal', '#.###,##')).toBe('+1.500');
    expect(formatDelta(-0.012, 'percent', '#,###.##')).toBe('-1.2%');
    expect(formatDelta(0, 'decimal', '#,###.##')).toBe('±0');
  });
});

describe('formatTimeOfDay', () => {
  it('uses the 24 h clock with padded hours, including 24:00 as the end of the day', () => {
    expect(formatTimeOfDay(0, 'h23')).toBe('00:00');
    expect(formatTimeOfDay(810, 'h23')).toBe('13:30');
    expect(formatTimeOfDay(1440, 'h23')).toBe('24:00');
  });

  it('uses the 12 h clock with AM and PM', () => {
    expect(formatTimeOfDay(0, 'h12')).toBe('12:00 AM');
    expect(formatTimeOfDay(690, 'h12')).toBe('11:30 AM');
    expect(formatTimeOfDay(720, 'h12')).toBe('12:00 PM');
    expect(formatTimeOfDay(810, 'h12')).toBe('1:30 PM');
  });
});

describe('formatDecimal edge cases', () => {
  it('rounds half up at two decimals and never shows -0', () => {
    expect(formatDecimal(0.005, '#,###.##')).toBe('0.01');
    expect(formatDecimal(-0.001, '#,###.##')).toBe('0');
    expect(formatDecimal(999999.999, '#,###.##')).toBe('1,000,000');
    expect(formatDecimal(1234.5678, '#,###.##', 0)).toBe('1,235');
  });
});
