// DMARC Reports, failure (forensic) reports (dmarc/failure_reports): one line per report,
// newest first, with when the failing message arrived (or when the report was received), the
// reported domain, the source IP, which authentication failed, what the receiver did, the
// original envelope and the reporter. Plain-text reports without an ARF part are kept and
// marked "Unparsed". A line opens the whole report.
import { useMemo } from 'react';
import { failureReportsMax } from '@console/contract';
import { DataTable, EmptyState, Pill, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellLink, CellText, Page } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import { useDmarcPaths } from '../shared/dmarcPaths.ts';
import type { FailureReportSummary } from '../shared/dmarcTypes.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';

const tableId = 'dmarc.forensic';

interface FailureRow extends Record<string, unknown> {
  id: string;
  /** when the message arrived, else when the report was received: ISO, sorts as text */
  date: string;
  reported_domain: string;
  source_ip: string;
  auth_failure: string;
  delivery_result: string;
  original_mail_from: string;
  original_rcpt_to: string;
  reporter: string;
  parsed: string;
  report: FailureReportSummary;
}

const failureRows = (reports: readonly FailureReportSummary[]): FailureRow[] =>
  reports.map((report) => ({
    id: report.id,
    date: report.arrival_date ?? report.received_at,
    reported_domain: report.reported_domain ?? '',
    source_ip: report.source_ip ?? '',
    auth_failure: report.auth_failure ?? '',
    delivery_result: report.delivery_result ?? '',
    original_mail_from: report.original_mail_from ?? '',
    original_rcpt_to: report.original_rcpt_to ?? '',
    reporter: report.reporter ?? '',
    parsed: report.parsed ? '' : 'unparsed',
    report,
  }));

export function ForensicScreen() {
  const { user } = useSession();
  const texts = useDmarcTexts();
  const { t, format } = texts;
  const paths = useDmarcPaths();
  const tableProps = useReportTableProps(user, { rows: 14 });
  const { descriptor, onSortChange } = useTableSort(tableId, { column: 'date', direction: 'DESC' });
  const query = useQuery((api) => api.member.dmarc.failure_reports({}), []);
  const rows = useMemo(() => failureRows(query.data ?? []), [query.data]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'date', label: t('forensic.column.date'), width: 170, slot: 'date' },
      { name: 'reported_domain', label: t('forensic.column.domain'), width: 150, fill: true },
      { name: 'source_ip', label: t('column.ip'), width: 130, priority: 3 },
      {
        name: 'auth_failure',
        label: t('forensic.column.authFailure'),
        width: 100,
        priority: 1,
      },
      { name: 'delivery_result', label: t('forensic.column.delivery'), width: 100, priority: 4 },
      {
        name: 'original_mail_from',
        label: t('forensic.column.mailFrom'),
        width: 180,
        priority: 5,
        slot: 'text',
      },
      {
        name: 'original_rcpt_to',
        label: t('forensic.column.rcptTo'),
        width: 180,
        priority: 6,
        slot: 'text',
      },
      { name: 'reporter', label: t('column.reporter'), width: 120, priority: 2 },
      {
        name: 'parsed',
        label: t('forensic.column.format'),
        width: 100,
        slot: 'parsed',
      },
    ],
    [t],
  );
  const slots = {
    date: (row: FailureRow) => (
      <CellLink to={paths.report(row.id)}>{format.dateTime(row.date)}</CellLink>
    ),
    text: (row: FailureRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
    parsed: (row: FailureRow) =>
      row.report.parsed ? null : <Pill tone="warning">{t('forensic.unparsed')}</Pill>,
  };

  const count = query.data?.length ?? 0;
  return (
    <Page>
      <DmarcHeader title={t('forensic.title')} subtitle={t('forensic.subtitle')} place="forensic" />
      <Panel
        title={t('forensic.panel')}
        meta={
          query.data &&
          (count >= failureReportsMax
            ? t('forensic.metaNewest', { value: format.count(count) })
            : t('forensic.meta', { count, value: format.count(count) }))
        }
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
      >
        {query.status === 'success' && count === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('forensic.empty.title')}
            description={t('forensic.empty.description')}
          />
        ) : (
          <DataTable
            id={tableId}
            aria-label={t('forensic.panel')}
            {...tableProps}
            columns={columns}
            rows={rows}
            slots={slots}
            sort={descriptor}
            onSortChange={onSortChange}
            isLoading={query.status === 'loading'}
          />
        )}
      </Panel>
    </Page>
  );
}
