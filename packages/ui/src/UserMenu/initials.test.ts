import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane van Dyke')).toBe('JD');
    expect(initials('ada lovelace')).toBe('AL');
  });

  it('takes one letter of a single word', () => {
    expect(initials('postmaster@example.com')).toBe('P');
  });

  it('gives ? for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});
