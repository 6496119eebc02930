// The listings that started or ended in the last 7 days (member/reputation/changes), newest
// first: when, the change, the list, what was listed (a range's address with its range) with a
// link to its page, the answer and the list's reason.
import { useMemo } from 'react';
import type { ListingChange } from '@console/contract';
import { DataTable, EmptyState, Pill, type ColumnConfig } from '@console/ui';
import type { QueryResult } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellLine, CellLink, CellText } from '../shared/reputation.styles.ts';
import { useReputationPaths } from '../shared/reputationPaths.ts';
import { TimeAgo } from '../shared/TimeAgo.tsx';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

interface ChangeTableRow extends Record<string, unknown> {
  id: string;
  at: string;
  event: string;
  list: string;
  target: string;
  answer: string;
  reason: string;
  change: ListingChange;
}

export interface ChangesPanelProps {
  query: QueryResult<ListingChange[]>;
  /** the first day of the 7, in the user's words */
  since: string;
  texts: ReputationTexts;
}

export function ChangesPanel({ query, since, texts }: ChangesPanelProps) {
  const { t, format } = texts;
  const { user } = useSession();
  const paths = useReputationPaths();
  const tableProps = useReportTableProps(user);
  const { descriptor, onSortChange } = useTableSort('reputation.changes', {
    column: 'at',
    direction: 'DESC',
  });
  const rows = useMemo<ChangeTableRow[]>(
    () =>
      (query.data ?? []).map((change) => ({
        id: `${change.list}-${change.target}-${change.event}-${change.at}`,
        at: change.at,
        event: t(`home.changes.event.${change.event}`),
        list: change.name,
        target: change.target,
        answer: texts.answer(change.answer, change.meaning),
        reason: change.reason ?? '',
        change,
      })),
    [query.data, t, texts],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'at', label: t('home.changes.column.when'), width: 250, slot: 'when' },
      { name: 'event', label: t('home.changes.column.change'), width: 110, slot: 'event' },
      { name: 'list', label: t('check.column.list'), width: 160 },
      {
        name: 'target',
        label: t('home.changes.column.target'),
        width: 230,
        fill: true,
        slot: 'target',
      },
      { name: 'answer', label: t('check.column.answer'), width: 200, slot: 'text', priority: 2 },
      {
        name: 'reason',
        label: t('check.column.reason'),
        width: 200,
        fill: true,
        slot: 'text',
        priority: 3,
      },
    ],
    [t],
  );
  const slots = {
    when: (row: ChangeTableRow) => <TimeAgo iso={row.at} texts={texts} />,
    event: (row: ChangeTableRow) => (
      <Pill tone={row.change.event === 'listed' ? 'danger' : 'success'} hasDot>
        {row.event}
      </Pill>
    ),
    target: (row: ChangeTableRow) => (
      <CellLine>
        <CellLink to={paths.asset(row.change.kind, row.change.asset)}>{row.target}</CellLink>
        {row.change.asset !== row.change.target && (
          <span className="muted">{t('home.changes.inRange', { range: row.change.asset })}</span>
        )}
      </CellLine>
    ),
    text: (row: ChangeTableRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
  };

  const changes = query.data ?? [];
  const started = changes.filter((change) => change.event === 'listed').length;
  const title = t('home.changes.panel');
  return (
    <Panel
      title={title}
      meta={
        changes.length > 0 &&
        t('home.changes.meta', {
          count: changes.length,
          value: format.count(changes.length),
          started: format.count(started),
          ended: format.count(changes.length - started),
          since,
        })
      }
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
      isWide
    >
      {changes.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('home.changes.empty.title')}
          description={t('home.changes.empty.description', { since })}
        />
      ) : (
        <DataTable
          id="reputation.changes"
          aria-label={title}
          {...tableProps}
          columns={columns}
          rows={rows}
          slots={slots}
          sort={descriptor}
          onSortChange={onSortChange}
        />
      )}
    </Panel>
  );
}
