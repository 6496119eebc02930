// Scores of an email audit as the screens show them: each topic's score in the contract's topic
// order, the default score (5, spec sections 4 and 9) for a report without a summary, the
// overall score, a score's level (the colour of its chip, the same thresholds as the ui's
// ScoreGauge) and the tests of a topic with the failing ones first. Pure, tested in Node.
import type { AuditSummary, AuditTest, AuditTopic } from '@console/contract';
import { auditTopics, defaultAuditScore } from '@console/contract/constants';

export type ScoreLevel = 'poor' | 'fair' | 'good';

/** Below 4 poor, below 7 fair, from 7 good: ScoreGauge's levels (ui scoreScale.ts). */
export function scoreLevel(score: number): ScoreLevel {
  if (score < 4) return 'poor';
  if (score < 7) return 'fair';
  return 'good';
}

export interface TopicScore {
  topic: AuditTopic;
  score: number;
}

/** Every topic in display order; a report without a summary gives each the default score. */
export function topicScores(summary: Partial<AuditSummary> | null): TopicScore[] {
  return auditTopics.map((topic) => ({
    topic,
    score: summary?.[topic] ?? defaultAuditScore,
  }));
}

/** The report's overall score: the server's, else the mean of the topic scores, to one decimal. */
export function overallScore(score: number | null, summary: Partial<AuditSummary> | null) {
  if (score !== null) return score;
  const scores = topicScores(summary);
  const mean = scores.reduce((sum, { score: value }) => sum + value, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}

/** How bad a result is: the order tests are listed in within their topic. */
export const resultOrder: Record<AuditTest['result'], number> = {
  fail: 0,
  error: 1,
  warning: 2,
  info: 3,
  pass: 4,
};

/** The tests of a topic with the failing ones first, the server's order kept within a result. */
export const failingFirst = (tests: readonly AuditTest[]): AuditTest[] =>
  tests
    .map((test, index) => ({ test, index }))
    .sort((a, b) => resultOrder[a.test.result] - resultOrder[b.test.result] || a.index - b.index)
    .map(({ test }) => test);

/** How many tests ended in each result. */
export function resultCounts(tests: readonly AuditTest[]): Record<AuditTest['result'], number> {
  const counts = { fail: 0, error: 0, warning: 0, info: 0, pass: 0 };
  for (const test of tests) counts[test.result] += 1;
  return counts;
}
