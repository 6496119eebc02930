// What every view of a report shares: the report from the address (useAuditReport.ts), the
// header ("Audit report: " and the message's subject, its sender and arrival) and the report's
// views, and a panel
// with the call's loading and failure ("Failed to load" with Reload, spec section 8) around the
// view's first block; what follows the panel shows once the report is there.
import type { ReactNode } from 'react';
import type { EmailAuditDetail } from '@console/contract';
import { useParams } from 'react-router';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { Page } from '../shared/auditor.styles.ts';
import { ReportHeader } from '../shared/AuditorHeader.tsx';
import type { ReportView } from '../shared/auditorPaths.ts';
import { useAuditorTexts, type AuditorTexts } from '../shared/useAuditorTexts.ts';
import { useAuditReport } from './useAuditReport.ts';

export interface ReportFrameProps {
  view: ReportView;
  /** The panel's title. */
  title: string;
  meta?: (report: EmailAuditDetail) => ReactNode;
  actions?: (report: EmailAuditDetail) => ReactNode;
  /** The panel's content. */
  children: (report: EmailAuditDetail, texts: AuditorTexts) => ReactNode;
  /** Blocks under the panel. */
  after?: (report: EmailAuditDetail, texts: AuditorTexts) => ReactNode;
}

export function ReportFrame({ view, title, meta, actions, children, after }: ReportFrameProps) {
  const id = useParams().report ?? '';
  const texts = useAuditorTexts();
  const { t, format } = texts;
  const query = useAuditReport(id);
  // a failed reload shows the failure alone, never the report it could not refresh
  const report = query.status === 'error' ? undefined : query.data;
  const subtitle =
    report &&
    (report.from
      ? t('report.subtitle', { from: report.from, date: format.dateTime(report.date) })
      : t('report.subtitleNoFrom', { date: format.dateTime(report.date) }));
  return (
    <Page>
      <ReportHeader
        title={
          report?.subject ? t('report.titled', { subject: report.subject }) : t('report.title')
        }
        subtitle={subtitle}
        report={id}
        view={view}
      />
      <Panel
        title={title}
        meta={report && meta?.(report)}
        actions={report && actions?.(report)}
        status={query.status}
        hasContent={report !== undefined}
        onReload={query.reload}
        isWide
      >
        {report && children(report, texts)}
      </Panel>
      {report && after?.(report, texts)}
    </Page>
  );
}
