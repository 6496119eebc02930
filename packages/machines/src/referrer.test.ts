import { describe, expect, it } from 'vitest';
import { resolveReferrer } from './referrer.ts';

describe('resolveReferrer', () => {
  it('returns the stored page', () => {
    expect(resolveReferrer('/acme/reputation-monitor/ips')).toBe('/acme/reputation-monitor/ips');
  });

  it.each([null, undefined, '', '  ', '/authenticate', '/authenticate/reset?x=1'])(
    'goes to / for %s',
    (referrer) => {
      expect(resolveReferrer(referrer)).toBe('/');
    },
  );
});
