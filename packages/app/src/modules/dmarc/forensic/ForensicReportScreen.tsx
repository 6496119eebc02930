// DMARC Reports, one failure report (dmarc/failure_report): every ARF field, the original
// message's headers, and the whole report as received. Both are shown as text in scrollable
// blocks, never rendered: a failure report carries someone else's mail, often a phish.
import { Fragment, useId, type ReactNode } from 'react';
import { Pill } from '@console/ui';
import { useParams } from 'react-router';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { Card, Code, Facts, Page, ScrollBlock } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import type { FailureReport } from '../shared/dmarcTypes.ts';
import { useDmarcTexts, type DmarcTexts } from '../shared/useDmarcTexts.ts';

function TextBlock({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {text ? (
        // Focusable so that a keyboard can scroll it; named by its heading.
        <ScrollBlock tabIndex={0} aria-labelledby={headingId}>
          {text}
        </ScrollBlock>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </Card>
  );
}

function ReportFacts({ report, texts }: { report: FailureReport; texts: DmarcTexts }) {
  const { t, format } = texts;
  const none = t('source.summary.none');
  const fields: [string, ReactNode][] = [
    [t('report.arrivalDate'), report.arrival_date ? format.dateTime(report.arrival_date) : none],
    [t('report.receivedAt'), format.dateTime(report.received_at)],
    [t('forensic.column.domain'), report.reported_domain ?? none],
    [t('column.ip'), report.source_ip ?? none],
    [t('forensic.column.authFailure'), report.auth_failure ?? none],
    [t('forensic.column.delivery'), report.delivery_result ?? none],
    [t('forensic.column.mailFrom'), report.original_mail_from ?? none],
    [t('forensic.column.rcptTo'), report.original_rcpt_to ?? none],
    [t('column.reporter'), report.reporter ?? none],
    [t('report.dkimDomain'), report.dkim_domain ?? none],
    [t('report.dkimIdentity'), report.dkim_identity ?? none],
    [t('report.dkimSelector'), report.dkim_selector ?? none],
    [t('report.spfDns'), report.spf_dns ?? none],
    [t('report.identityAlignment'), report.identity_alignment ?? none],
    [
      t('report.authenticationResults'),
      report.authentication_results ? <Code>{report.authentication_results}</Code> : none,
    ],
  ];
  return (
    <Facts>
      {fields.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

export function ForensicReportScreen() {
  const id = useParams().report ?? '';
  const texts = useDmarcTexts();
  const { t } = texts;
  const query = useQuery((api) => api.member.dmarc.failure_report({ id }), [id]);
  const report = query.data;
  return (
    <Page>
      <DmarcHeader
        title={t('report.title', { domain: report?.reported_domain ?? id })}
        subtitle={
          report && !report.parsed ? (
            <Pill tone="warning">{t('forensic.unparsed')}</Pill>
          ) : (
            t('report.subtitle')
          )
        }
        place="forensic"
        isPlace={false}
      />
      <Panel
        title={t('report.fields')}
        meta={report && !report.parsed ? t('report.unparsedNote') : undefined}
        status={query.status}
        hasContent={report !== undefined}
        onReload={query.reload}
        isWide
      >
        {report && <ReportFacts report={report} texts={texts} />}
      </Panel>
      {report && (
        <>
          <TextBlock
            title={t('report.headers')}
            text={report.original_headers}
            empty={t('report.noHeaders')}
          />
          <TextBlock title={t('report.raw')} text={report.raw} empty={t('report.noHeaders')} />
        </>
      )}
    </Page>
  );
}
