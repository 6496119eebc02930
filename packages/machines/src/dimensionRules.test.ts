import { describe, expect, it } from 'vitest';
import { countedDimensions, dimensionsLabel, isDimensionDisabled } from './dimensionRules.ts';
import { formatMessage } from './messages.ts';

const six = ['isp', 'domain', 'vmta', 'tag', 'campaign', 'country'];

describe('dimension selection', () => {
  it('does not count esp, dsn, cat, deferral and bounce', () => {
    expect(countedDimensions(['esp', 'dsn', 'cat', 'deferral', 'bounce', 'isp'])).toBe(1);
  });

  it('disables further counted dimensions at 6, never selected or uncounted ones', () => {
    expect(isDimensionDisabled('sender', six)).toBe(true);
    expect(isDimensionDisabled('isp', six)).toBe(false);
    expect(isDimensionDisabled('bounce', six)).toBe(false);
    expect(isDimensionDisabled('sender', six.slice(0, 5))).toBe(false);
  });

  it('labels the count as "X out of 6"', () => {
    expect(formatMessage(dimensionsLabel(['isp', 'esp', 'domain']))).toBe('2 out of 6');
    expect(dimensionsLabel(six)).toEqual({
      text: '{count} out of {limit}',
      values: { count: '6', limit: '6' },
    });
  });
});
