// Topic scores in display order with the default for a report without a summary (spec sections
// 4 and 9), the overall score, the chips' levels and the failing tests first.
import type { AuditTest } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { failingFirst, overallScore, resultCounts, scoreLevel, topicScores } from './scores.ts';

const test = (id: string, result: AuditTest['result']): AuditTest => ({
  id,
  name: id,
  result,
  penalty: null,
  details: '',
  facts: {},
});

describe('topicScores', () => {
  it('gives every topic 5 when the report has no summary, in the spec’s order', () => {
    expect(topicScores(null)).toEqual(
      ['CONNECTION', 'REPUTATION', 'ENVELOPE', 'DKIM', 'HEADER', 'DMARC', 'CONTENT', 'LINKS'].map(
        (topic) => ({ topic, score: 5 }),
      ),
    );
  });

  it('keeps the summary’s scores, 0 included, and the default for a topic it lacks', () => {
    const scores = topicScores({ DKIM: 0, LINKS: 9.5 });
    expect(scores.find((score) => score.topic === 'DKIM')?.score).toBe(0);
    expect(scores.find((score) => score.topic === 'LINKS')?.score).toBe(9.5);
    expect(scores.find((score) => score.topic === 'HEADER')?.score).toBe(5);
  });
});

describe('overallScore', () => {
  it('takes the server’s score, else the mean of the topics to one decimal', () => {
    expect(overallScore(7.3, null)).toBe(7.3);
    expect(overallScore(null, null)).toBe(5);
    expect(overallScore(null, { CONNECTION: 10, REPUTATION: 10, ENVELOPE: 0 })).toBe(5.6);
  });
});

it('colours scores as the ScoreGauge does: red under 4, orange under 7, green from 7', () => {
  expect([0, 3.9, 4, 6.9, 7, 10].map(scoreLevel)).toEqual([
    'poor',
    'poor',
    'fair',
    'fair',
    'good',
    'good',
  ]);
});

it('lists failures first, then errors, warnings, information and passes, in order within', () => {
  const tests = [
    test('a', 'pass'),
    test('b', 'warning'),
    test('c', 'fail'),
    test('d', 'info'),
    test('e', 'error'),
    test('f', 'fail'),
  ];
  expect(failingFirst(tests).map((one) => one.id)).toEqual(['c', 'f', 'e', 'b', 'd', 'a']);
  expect(resultCounts(tests)).toEqual({ fail: 2, error: 1, warning: 1, info: 1, pass: 1 });
});
