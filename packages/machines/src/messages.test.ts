import { describe, expect, it } from 'vitest';
import { formatMessage, message, specTexts } from './messages.ts';

describe('formatMessage', () => {
  it('fills the placeholders of a spec text', () => {
    const ignored = message(specTexts.presetFiltersIgnored, { fields: 'isp, domain' });
    expect(formatMessage(ignored)).toBe(
      'Some preset filters were ignored because their dimensions are disabled: isp, domain.',
    );
  });

  it('keeps a placeholder that has no value and leaves plain texts alone', () => {
    expect(formatMessage(message(specTexts.dimensionsSelected, { count: '3' }))).toBe(
      '3 out of {limit}',
    );
    expect(formatMessage(message(specTexts.loginFailed))).toBe('Failed to login.');
  });

  it('omits values when there are none', () => {
    expect(message(specTexts.offline)).toEqual({ text: 'No network connection detected.' });
  });
});
