// Bounded memos: a value (null too) is computed once per key, and a full memo starts afresh.
import { describe, expect, it } from 'vitest';
import { memoized } from './memo.ts';

describe('memoized', () => {
  it('computes once per key, null results included, and forgets everything when full', () => {
    const calls: string[] = [];
    const lengthOrNull = memoized((key: string) => {
      calls.push(key);
      return key === '' ? null : key.length;
    }, 2);
    expect([lengthOrNull('ab'), lengthOrNull(''), lengthOrNull('ab'), lengthOrNull('')]).toEqual([
      2,
      null,
      2,
      null,
    ]);
    expect(calls).toEqual(['ab', '']);
    lengthOrNull('xyz');
    lengthOrNull('ab');
    expect(calls).toEqual(['ab', '', 'xyz', 'ab']);
  });
});
