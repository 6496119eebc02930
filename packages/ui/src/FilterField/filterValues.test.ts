import { describe, expect, it } from 'vitest';
import {
  addFilterValue,
  matchingSuggestions,
  removeFilterValues,
  removeLastFilterValue,
} from './filterValues.ts';

describe('addFilterValue', () => {
  it('adds the trimmed value at the end', () => {
    expect(addFilterValue(['gmail.com'], '  yahoo.com \t')).toEqual(['gmail.com', 'yahoo.com']);
  });

  it('ignores empty and blank input', () => {
    const values = ['gmail.com'];
    expect(addFilterValue(values, '')).toBe(values);
    expect(addFilterValue(values, '   ')).toBe(values);
  });

  it('does not add a duplicate, even with surrounding spaces', () => {
    const values = ['gmail.com', 'yahoo.com'];
    expect(addFilterValue(values, ' gmail.com ')).toBe(values);
  });

  it('treats case as significant', () => {
    expect(addFilterValue(['Bob'], 'bob')).toEqual(['Bob', 'bob']);
  });
});

describe('removing values', () => {
  it('removes the given values and keeps the order of the rest', () => {
    expect(removeFilterValues(['a', 'b', 'c', 'd'], new Set(['b', 'd']))).toEqual(['a', 'c']);
  });

  it('removes the last value, and nothing from an empty list', () => {
    expect(removeLastFilterValue(['a', 'b'])).toEqual(['a']);
    expect(removeLastFilterValue([])).toEqual([]);
  });
});

describe('matchingSuggestions', () => {
  const suggestions = ['gmail.com', 'googlemail.com', 'yahoo.com', 'outlook.com'];

  it('offers everything not chosen for an empty query', () => {
    expect(matchingSuggestions(suggestions, ['yahoo.com'], '')).toEqual([
      'gmail.com',
      'googlemail.com',
      'outlook.com',
    ]);
  });

  it('matches the trimmed text anywhere, ignoring case', () => {
    expect(matchingSuggestions(suggestions, [], '  MAIL ')).toEqual([
      'gmail.com',
      'googlemail.com',
    ]);
  });

  it('returns nothing when no suggestion matches', () => {
    expect(matchingSuggestions(suggestions, [], 'hotmail')).toEqual([]);
  });
});
