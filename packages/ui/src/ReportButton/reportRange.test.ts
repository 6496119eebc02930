import { describe, expect, it } from 'vitest';
import { isRangeIncomplete } from './reportRange.ts';

describe('isRangeIncomplete', () => {
  it('is false without a range', () => {
    expect(isRangeIncomplete(undefined)).toBe(false);
    expect(isRangeIncomplete(null)).toBe(false);
  });

  it('is false with start and end', () => {
    expect(
      isRangeIncomplete({
        preset: 'custom',
        start: '2026-11-01T00:00:00Z',
        end: '2026-11-02T00:00:00Z',
      }),
    ).toBe(false);
  });

  it('is true when the start or the end is missing or empty', () => {
    expect(isRangeIncomplete({ preset: 'custom', end: '2026-11-02T00:00:00Z' })).toBe(true);
    expect(isRangeIncomplete({ preset: 'custom', start: '2026-11-01T00:00:00Z' })).toBe(true);
    expect(isRangeIncomplete({ preset: 'custom', start: '', end: null })).toBe(true);
  });
});
