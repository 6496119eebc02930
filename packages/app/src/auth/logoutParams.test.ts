import { expect, it } from 'vitest';
import { isStartupFailure } from './logoutParams.ts';

it.each([
  ['failed=true', true],
  ['failed=1', true],
  ['failed', true],
  ['failed=false', false],
  ['failed=0', false],
  ['', false],
  ['token=abc', false],
])('?%s is a start-up failure: %s', (search, expected) => {
  expect(isStartupFailure(new URLSearchParams(search))).toBe(expected);
});
