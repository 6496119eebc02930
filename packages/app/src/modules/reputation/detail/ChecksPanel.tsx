// An IP's, a range's or a domain's latest check on every list of its kind: status, the answer
// and what it means (or why the check failed), since when it is listed, a range's addresses on
// the list, the list's reason, and its removal page. Listings come first and open on their
// details; any row opens on every field.
import { useMemo } from 'react';
import type { ListingCheck } from '@console/contract';
import { DataTable, Pill, type ColumnConfig, type PillTone } from '@console/ui';
import type { QueryResult } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellText } from '../shared/reputation.styles.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { CheckDetails, RemovalLink } from './CheckDetails.tsx';
import { checkRows, checkSummary, type CheckTableRow } from './checkRows.ts';

const tones: Record<ListingCheck['status'], PillTone> = {
  listed: 'danger',
  error: 'warning',
  clear: 'success',
};

export interface ChecksPanelProps {
  query: Pick<QueryResult<unknown>, 'status' | 'reload'>;
  checks: readonly ListingCheck[] | undefined;
  isRange: boolean;
  texts: ReputationTexts;
}

export function ChecksPanel({ query, checks, isRange, texts }: ChecksPanelProps) {
  const { t, format } = texts;
  const { user } = useSession();
  const tableProps = useReportTableProps(user, { rows: 14 });
  const { descriptor, onSortChange } = useTableSort('reputation.checks', {
    column: 'status',
    direction: 'DESC',
  });
  const rows = useMemo(() => checkRows(checks ?? [], isRange, texts), [checks, isRange, texts]);
  const listedKeys = useMemo(
    () => rows.filter((row) => row.check.status === 'listed').map((row) => row.id),
    [rows],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'list', label: t('check.column.list'), width: 150 },
      { name: 'status', label: t('check.column.status'), width: 150, slot: 'status' },
      { name: 'answer', label: t('check.column.answer'), width: 210, slot: 'text', priority: 3 },
      {
        name: 'listed_since',
        label: t('check.column.since'),
        width: 180,
        slot: 'since',
        priority: 4,
      },
      ...(isRange
        ? [
            {
              name: 'addresses',
              label: t('check.column.addresses'),
              width: 100,
              align: 'right' as const,
              priority: 2,
            },
          ]
        : []),
      {
        name: 'reason',
        label: t('check.column.reason'),
        width: 180,
        fill: true,
        slot: 'text',
        priority: 5,
      },
      {
        name: 'delisting',
        label: t('check.column.delisting'),
        width: 170,
        slot: 'delisting',
        isSortable: false,
        priority: 1,
      },
    ],
    [t, isRange],
  );
  const slots = {
    status: (row: CheckTableRow) => (
      <Pill tone={tones[row.check.status]} hasDot>
        {texts.checkStatus(row.check.status)}
      </Pill>
    ),
    text: (row: CheckTableRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
    since: (row: CheckTableRow) =>
      row.listed_since ? <CellText>{format.dateTime(row.listed_since)}</CellText> : null,
    delisting: (row: CheckTableRow) =>
      row.check.status === 'listed' && row.check.delisting_url ? (
        <RemovalLink url={row.check.delisting_url} list={row.check.name} texts={texts} />
      ) : null,
  };

  const summary = checkSummary(checks ?? []);
  const checkedAt = checks?.[0]?.checked_at;
  const title = t('check.panel');
  return (
    <Panel
      title={title}
      meta={
        checks &&
        [
          t('check.meta.listed', {
            count: summary.lists,
            listed: format.count(summary.listed),
            lists: format.count(summary.lists),
          }),
          summary.failed > 0 &&
            t('check.meta.failed', { count: summary.failed, value: format.count(summary.failed) }),
          checkedAt && t('check.meta.checked', { ago: texts.ago(checkedAt) }),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      status={query.status}
      hasContent={checks !== undefined}
      onReload={query.reload}
      isWide
    >
      <DataTable
        id="reputation.checks"
        aria-label={title}
        {...tableProps}
        emptyLabel={t('check.empty')}
        columns={columns}
        rows={rows}
        slots={slots}
        sort={descriptor}
        onSortChange={onSortChange}
        renderExpanded={(row) => <CheckDetails check={row.check} texts={texts} />}
        defaultExpandedKeys={listedKeys}
        expandColumnLabel={t('check.details')}
        isLoading={query.status === 'loading'}
      />
    </Panel>
  );
}
