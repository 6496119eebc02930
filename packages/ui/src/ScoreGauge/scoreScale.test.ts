import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE, normalizeScore, scoreLevel, scoreRatio } from './scoreScale.ts';

describe('normalizeScore', () => {
  it('uses the default score 5 for a topic without a score', () => {
    expect(DEFAULT_SCORE).toBe(5);
    expect(normalizeScore(undefined)).toBe(5);
    expect(normalizeScore(null)).toBe(5);
    expect(normalizeScore(Number.NaN)).toBe(5);
  });

  it('clamps to 0..10', () => {
    expect(normalizeScore(-2)).toBe(0);
    expect(normalizeScore(12)).toBe(10);
    expect(normalizeScore(7.5)).toBe(7.5);
  });
});

describe('scoreLevel and scoreRatio', () => {
  it('grades scores and gives the filled share', () => {
    expect(scoreLevel(3.9)).toBe('poor');
    expect(scoreLevel(5)).toBe('fair');
    expect(scoreLevel(7)).toBe('good');
    expect(scoreRatio(5)).toBe(0.5);
    expect(scoreRatio(10)).toBe(1);
  });
});
