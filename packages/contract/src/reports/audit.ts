// Answers of the Email Auditor (member/emailaudit/*, editor/emailaudit/renew). Designed here:
// the spec shows only the report entity. A workspace has its own address and reports.
import { z } from 'zod';
import { bulkSenderRequirements, type BulkSenderRequirement } from '../auditChecks.ts';
import { AuditSummary, EmailAuditReport } from '../entities/audit.ts';
import { Id, IsoDateTime } from '../primitives.ts';

/** A report in the inbox list (newest first). */
export const EmailAuditListItem = z.strictObject({
  id: Id,
  date: IsoDateTime,
  subject: z.string().nullable(),
  from: z.string().nullable(),
  /** mean of the topic scores; null when the report has no summary */
  score: z.number().min(0).nullable(),
  summary: AuditSummary.nullable(),
});

/** emailaudit/all: the workspace's address to send test messages to, and its reports. */
export const EmailAuditInbox = z.strictObject({
  address: z.string(),
  reports: z.array(EmailAuditListItem),
});

/** emailaudit/renew: the workspace's new address; mail to the old one is refused from now on. */
export const EmailAuditAddress = z.strictObject({ address: z.string() });

/** A Gmail and Yahoo bulk-sender requirement, met when all of its tests passed. */
export const BulkSenderCheck = z.strictObject({
  id: z.enum(
    Object.keys(bulkSenderRequirements) as [BulkSenderRequirement, ...BulkSenderRequirement[]],
  ),
  met: z.boolean(),
});
export type BulkSenderCheck = z.infer<typeof BulkSenderCheck>;
export type EmailAuditInbox = z.infer<typeof EmailAuditInbox>;

/**
 * emailaudit/get: the scored report plus what the report's tabs show: the raw header block,
 * the text and HTML parts, and `data`, the facts the checks used (client IP, PTR, HELO, TLS
 * version, Return-Path, ...) as name-value pairs.
 */
export const EmailAuditDetail = EmailAuditReport.extend({
  subject: z.string().nullable(),
  from: z.string().nullable(),
  header: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  requirements: z.array(BulkSenderCheck),
});
export type EmailAuditDetail = z.infer<typeof EmailAuditDetail>;
