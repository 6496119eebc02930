// The inbox's reports as table rows: when it arrived (ISO, sorts as text), subject, sender, the
// overall score (the server's, else the mean of the topic scores: a report without a summary
// scores the default 5 everywhere) and the report for its topic chips.
import type { EmailAuditInbox } from '@console/contract';
import { overallScore } from '../shared/scores.ts';

export type InboxReport = EmailAuditInbox['reports'][number];

export interface ReportRow extends Record<string, unknown> {
  id: string;
  date: string;
  subject: string;
  from: string;
  score: number;
  report: InboxReport;
}

export const reportRows = (reports: readonly InboxReport[]): ReportRow[] =>
  reports.map((report) => ({
    id: report.id,
    date: report.date,
    subject: report.subject ?? '',
    from: report.from ?? '',
    score: overallScore(report.score, report.summary),
    report,
  }));
