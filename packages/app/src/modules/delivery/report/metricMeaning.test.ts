import { describe, expect, it } from 'vitest';
import { isLowerBetter, shownDelta } from './metricMeaning.ts';

describe('isLowerBetter', () => {
  it('is true for failures, complaints and delays, false for volume and engagement', () => {
    expect(isLowerBetter('bounce_rate')).toBe(true);
    expect(isLowerBetter('avg_del_time')).toBe(true);
    expect(isLowerBetter('delivered')).toBe(false);
    expect(isLowerBetter('unique_open_rate')).toBe(false);
  });
});

describe('shownDelta', () => {
  it('drops differences below the precision shown', () => {
    expect(shownDelta('complaint_rate', 0.000555, 0.000558)).toBe(0);
    expect(Object.is(shownDelta('complaint_rate', 0.000555, 0.000558), -0)).toBe(false);
    expect(shownDelta('bounce_rate', 0.012866, 0.015186)).toBe(-0.0023);
    expect(shownDelta('avg_del_time', 89.14, 89.35)).toBe(0);
    expect(shownDelta('sent', 189_560, 178_186)).toBe(11_374);
  });
});
