// Microsoft SNDS for an IP or a range in the chosen period: whether Microsoft's IP status export
// has it blocked (and why), then each day SNDS reported: the filter colour, the complaint rate
// ("< 0.1%" as SNDS itself writes its floor), trap hits, recipients and commands, and the sample
// HELO and MAIL FROM. SNDS leaves out days under 100 messages and keeps 90
// days, which the empty state says.
import { useMemo } from 'react';
import type { SndsDay } from '@console/contract';
import { DataTable, EmptyState, type ColumnConfig } from '@console/ui';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellText, Note } from '../shared/reputation.styles.ts';
import { SndsBadge } from '../shared/SndsBadge.tsx';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { SndsStatus } from './SndsStatus.tsx';

interface SndsTableRow extends Record<string, unknown> {
  id: string;
  date: string;
  ip: string;
  /** RED 3, YELLOW 2, GREEN 1 */
  filter: number;
  complaint_rate: number;
  trap_hits: number;
  recipients: number;
  rcpt_commands: number;
  data_commands: number;
  sample_helo: string;
  sample_mail_from: string;
  comments: string;
  day: SndsDay;
}

const filterRank = { GREEN: 1, YELLOW: 2, RED: 3 } as const;

/** SNDS writes complaint rates under 0.1% as "< 0.1%"; the server keeps that as 0.001. */
export const sndsFloor = 0.001;

export interface SndsPanelProps {
  days: readonly SndsDay[];
  blocked: string | null;
  isRange: boolean;
  periodName: string;
  texts: ReputationTexts;
}

export function SndsPanel({ days, blocked, isRange, periodName, texts }: SndsPanelProps) {
  const { t, format } = texts;
  const { user } = useSession();
  const tableProps = useReportTableProps(user);
  const { descriptor, onSortChange } = useTableSort('reputation.snds', {
    column: 'date',
    direction: 'DESC',
  });
  const rows = useMemo<SndsTableRow[]>(
    () =>
      days.map((day) => ({
        id: `${day.ip}-${day.date}`,
        date: day.date,
        ip: day.ip,
        filter: filterRank[day.filter],
        complaint_rate: day.complaint_rate,
        trap_hits: day.trap_hits,
        recipients: day.recipients,
        rcpt_commands: day.rcpt_commands,
        data_commands: day.data_commands,
        sample_helo: day.sample_helo ?? '',
        sample_mail_from: day.sample_mail_from ?? '',
        comments: day.comments ?? '',
        day,
      })),
    [days],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'date', label: t('snds.column.date'), width: 120, slot: 'date' },
      ...(isRange ? [{ name: 'ip', label: t('snds.column.ip'), width: 130 }] : []),
      { name: 'filter', label: t('snds.column.filter'), width: 110, slot: 'filter' },
      {
        name: 'complaint_rate',
        label: t('snds.column.complaintRate'),
        width: 110,
        align: 'right',
        slot: 'rate',
      },
      { name: 'trap_hits', label: t('snds.column.trapHits'), width: 90, align: 'right' },
      {
        name: 'recipients',
        label: t('snds.column.recipients'),
        width: 110,
        align: 'right',
        priority: 2,
      },
      {
        name: 'rcpt_commands',
        label: t('snds.column.rcpt'),
        width: 90,
        align: 'right',
        priority: 5,
      },
      {
        name: 'data_commands',
        label: t('snds.column.data'),
        width: 90,
        align: 'right',
        priority: 5,
      },
      {
        name: 'sample_helo',
        label: t('snds.column.helo'),
        width: 180,
        fill: true,
        slot: 'text',
        priority: 3,
      },
      {
        name: 'sample_mail_from',
        label: t('snds.column.mailFrom'),
        width: 200,
        slot: 'text',
        priority: 6,
      },
    ],
    [t, isRange],
  );
  const slots = {
    date: (row: SndsTableRow) => <CellText>{texts.day(row.date)}</CellText>,
    filter: (row: SndsTableRow) => <SndsBadge filter={row.day.filter} texts={texts} />,
    rate: (row: SndsTableRow) => (
      <CellText>
        {row.complaint_rate <= sndsFloor
          ? `< ${format.percent(sndsFloor)}`
          : format.percent(row.complaint_rate)}
      </CellText>
    ),
    text: (row: SndsTableRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
  };

  const title = t('snds.panel');
  return (
    <Panel
      title={title}
      meta={
        days.length > 0 &&
        t('snds.meta', { count: days.length, value: format.count(days.length), period: periodName })
      }
      status="success"
      onReload={() => undefined}
      isWide
    >
      <SndsStatus blocked={blocked} hasDays={days.length > 0} texts={texts} />
      {days.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('snds.empty.title', { period: periodName })}
          description={t('snds.empty.description')}
        />
      ) : (
        <>
          <Note>{t('snds.legend')}</Note>
          <DataTable
            id="reputation.snds"
            aria-label={title}
            {...tableProps}
            columns={columns}
            rows={rows}
            slots={slots}
            sort={descriptor}
            onSortChange={onSortChange}
          />
        </>
      )}
    </Panel>
  );
}
