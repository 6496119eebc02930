// Email Auditor, the workspace's audit inbox (member/emailaudit/all): the address to send test
// messages to, with a copy button and, for editors and owners, a new address; then the reports,
// newest first, each with when it arrived, subject, sender, its overall score and its eight
// topic scores as chips. New reports come in by themselves (useAuditInbox.ts) and are announced
// to screen readers. A report's subject opens it.
import { useMemo } from 'react';
import { roleAllows } from '@console/contract';
import { DataTable, EmptyState, useSnackbar, type ColumnConfig } from '@console/ui';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useIsMobile } from '../../../reportKit/useIsMobile.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellLink, CellText, Note, Page, VisuallyHidden } from '../shared/auditor.styles.ts';
import { InboxHeader } from '../shared/AuditorHeader.tsx';
import { useAuditorPaths } from '../shared/auditorPaths.ts';
import type { CopyText } from '../shared/CopyButton.tsx';
import { ScoreChip, TopicChips } from '../shared/ScoreChip.tsx';
import { topicScores } from '../shared/scores.ts';
import { useAuditorTexts } from '../shared/useAuditorTexts.ts';
import { AddressCard } from './AddressCard.tsx';
import { reportRows, type ReportRow } from './reportRows.ts';
import { inboxPollMs, useAuditInbox } from './useAuditInbox.ts';

const tableId = 'auditor.inbox';

export interface InboxScreenProps {
  /** Writes to the clipboard; navigator.clipboard by default. */
  copyText?: CopyText;
  /** How often the shown inbox asks for new reports (stories shorten it). */
  pollMs?: number;
}

export function InboxScreen({ copyText, pollMs = inboxPollMs }: InboxScreenProps) {
  const { user, workspace } = useSession();
  const texts = useAuditorTexts();
  const { t, format } = texts;
  const paths = useAuditorPaths();
  const snackbar = useSnackbar();
  const isPhone = useIsMobile();
  const mayRenew = roleAllows(workspace.role, 'editor');
  const inbox = useAuditInbox(workspace.id, pollMs);
  const tableProps = useReportTableProps(user, { rows: 12 });
  const { descriptor, onSortChange } = useTableSort(tableId, { column: 'date', direction: 'DESC' });
  const rows = useMemo(() => reportRows(inbox.inbox?.reports ?? []), [inbox.inbox]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'date', label: t('reports.column.date'), width: isPhone ? 124 : 170, slot: 'date' },
      {
        name: 'subject',
        label: t('reports.column.subject'),
        width: isPhone ? 80 : 180,
        fill: true,
        slot: 'subject',
      },
      {
        name: 'from',
        label: t('reports.column.from'),
        width: 190,
        priority: 2,
        slot: 'text',
      },
      { name: 'score', label: t('reports.column.score'), width: isPhone ? 64 : 76, slot: 'score' },
      {
        name: 'topics',
        label: t('reports.column.topics'),
        width: 282,
        priority: 1,
        slot: 'topics',
        isSortable: false,
      },
    ],
    [t, isPhone],
  );
  const slots = {
    date: (row: ReportRow) => (
      <CellText>{isPhone ? format.date(row.date) : format.dateTime(row.date)}</CellText>
    ),
    // the subject opens the report, as in a mail client
    subject: (row: ReportRow) => (
      <CellLink to={paths.view(row.id)}>{row.subject || t('reports.noSubject')}</CellLink>
    ),
    text: (row: ReportRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
    score: (row: ReportRow) => (
      <ScoreChip score={row.score} label={t('score.overall')} texts={texts} />
    ),
    topics: (row: ReportRow) => <TopicChips summary={row.report.summary} texts={texts} />,
  };

  const renewed = (address: string) => {
    inbox.setAddress(address);
    snackbar.show(t('renew.done', { address }), { variant: 'success' });
  };

  const count = rows.length;
  const newest = inbox.arrived[0]
    ? inbox.inbox?.reports.find((report) => report.id === inbox.arrived[0])
    : undefined;
  const topicOrder = topicScores(null)
    .map(({ topic }) => texts.topic(topic))
    .join(', ');
  return (
    <Page>
      <InboxHeader title={t('inbox.title')} subtitle={t('inbox.subtitle')} />
      {inbox.inbox && (
        <AddressCard
          workspace={workspace.id}
          address={inbox.inbox.address}
          mayRenew={mayRenew}
          onRenewed={renewed}
          copyText={copyText}
          texts={texts}
        />
      )}
      <Panel
        title={t('reports.title')}
        meta={
          count > 0 &&
          [t('reports.meta', { count, value: format.count(count) }), t('reports.live')].join(' · ')
        }
        status={inbox.status}
        hasContent={inbox.inbox !== undefined}
        onReload={inbox.reload}
        isWide
      >
        {inbox.inbox && (
          // Polite: a report that arrives is read out once the reader is idle.
          <VisuallyHidden role="status">
            {inbox.arrived.length > 0 &&
              t('reports.arrived', {
                count: inbox.arrived.length,
                value: format.count(inbox.arrived.length),
                subject: newest?.subject ?? t('reports.noSubject'),
              })}
          </VisuallyHidden>
        )}
        {inbox.status === 'success' && count === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('reports.empty.title')}
            description={t('reports.empty.description', { address: inbox.inbox.address })}
          />
        ) : (
          <>
            <DataTable
              id={tableId}
              aria-label={t('reports.title')}
              {...tableProps}
              columns={columns}
              rows={rows}
              slots={slots}
              sort={descriptor}
              onSortChange={onSortChange}
              isLoading={inbox.status === 'loading'}
            />
            {!isPhone && <Note>{t('reports.legend', { topics: topicOrder })}</Note>}
          </>
        )}
      </Panel>
    </Page>
  );
}
