// Audit topic scores. The spec's default score for a topic without a summary is 5 (section 4),
// so the scale is 0 to 10 and 5 is its midpoint, neither good nor bad. Pure, tested in Node.
import { specValues } from '../specValues.ts';

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
/** Spec section 9: "Default audit score 5". */
export const DEFAULT_SCORE = specValues.defaultAuditScore;

export type ScoreLevel = 'poor' | 'fair' | 'good';

/** A score clamped to the scale; a missing or non-numeric score is the default. */
export function normalizeScore(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return DEFAULT_SCORE;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** Below 4 poor, below 7 fair, from 7 good. */
export function scoreLevel(score: number): ScoreLevel {
  if (score < 4) return 'poor';
  if (score < 7) return 'fair';
  return 'good';
}

/** The filled share of the gauge, 0..1. */
export const scoreRatio = (score: number): number =>
  (normalizeScore(score) - SCORE_MIN) / (SCORE_MAX - SCORE_MIN);
