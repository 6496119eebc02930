// Email audit reports (Email Auditor): a test message scored per topic.
import { z } from 'zod';
import { auditTopics } from '../constants.ts';
import { Id, IsoDateTime } from '../primitives.ts';

export const AuditTopic = z.enum(auditTopics);
export type AuditTopic = z.infer<typeof AuditTopic>;

/**
 * Scores run from 0 (worst) to 10 (best). The spec only fixes the default, 5, for a report
 * without a summary; on a 0..10 scale that default reads as "neutral", not as a pass.
 */
export const auditScoreRange = { min: 0, max: 10 } as const;
export const AuditScore = z.number().min(auditScoreRange.min).max(auditScoreRange.max);

export const AuditTestResult = z.enum(['pass', 'info', 'warning', 'fail', 'error']);

export const AuditTest = z.strictObject({
  /** stable test code, e.g. dkim.key_length (auditChecks.ts) */
  id: z.string(),
  name: z.string(),
  result: AuditTestResult,
  /** points this test took off the topic's score, when it counts */
  penalty: z.number().min(0).nullable(),
  /** what was found, in one or two sentences (English; the app words it from `facts`) */
  details: z.string(),
  /** the values seen, named as auditChecks.ts lists them for the test */
  facts: z.record(z.string(), z.string()),
});
export type AuditTest = z.infer<typeof AuditTest>;

export const AuditTopicResult = z.strictObject({
  id: AuditTopic,
  score: AuditScore,
  tests: z.array(AuditTest),
});
export type AuditTopicResult = z.infer<typeof AuditTopicResult>;

/** Score per topic; a report may lack it (then every topic shows the default score). */
export const AuditSummary = z.record(AuditTopic, AuditScore);
export type AuditSummary = z.infer<typeof AuditSummary>;

export const EmailAuditReport = z.strictObject({
  id: Id,
  /** when the test message arrived */
  date: IsoDateTime,
  report: z.strictObject({ topics: z.array(AuditTopicResult) }),
  summary: AuditSummary.nullable(),
});
export type EmailAuditReport = z.infer<typeof EmailAuditReport>;
