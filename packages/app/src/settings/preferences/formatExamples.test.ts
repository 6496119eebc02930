import { numberFormats } from '@console/contract/constants';
import { describe, expect, it } from 'vitest';
import { clockExample, csvExample, numberFormatExample } from './formatExamples.ts';

const NBSP = '\u00a0';

describe('format examples', () => {
  it('shows 1234.56 in each of the four number formats of section 9', () => {
    expect(numberFormats.map(numberFormatExample)).toEqual([
      '1.234,56',
      '1,234.56',
      `1${NBSP}234,56`,
      `1${NBSP}234.56`,
    ]);
  });

  it('shows an afternoon time in 24-hour and 12-hour clocks', () => {
    expect(clockExample('h23')).toBe('14:05');
    expect(clockExample('h12')).toBe('2:05 PM');
  });

  it('joins the example columns with the chosen CSV delimiter', () => {
    expect(csvExample('comma')).toBe('domain,sent,delivered,bounce_rate');
    expect(csvExample('semicolon')).toBe('domain;sent;delivered;bounce_rate');
    expect(csvExample('pipe')).toBe('domain|sent|delivered|bounce_rate');
    expect(csvExample('tab')).toBe('domain\tsent\tdelivered\tbounce_rate');
  });
});
