// Bounces and deferrals per category (datasets/categories, PowerMTA's bounceCat), hard or soft:
// what share of the bounces come from bad mailboxes, from blocks, from full mailboxes.
import { memo, useMemo } from 'react';
import type { User } from '@console/contract';
import { DataTable, Pill, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../../api/useQuery.ts';
import { Panel } from '../../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../../reportKit/tables/useTableSort.ts';
import type { ReportInput } from '../reportModel.ts';
import { categoryRows, type CategoryRow } from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';

export interface CategoriesPanelProps {
  input: ReportInput;
  runId: number;
  user: Pick<User, 'format'>;
  texts: ReportTexts;
  /** Two columns of the automatic layout's three (Panel's isDouble). */
  isDouble?: boolean;
}

export const CategoriesPanel = memo(function CategoriesPanel({
  input,
  runId,
  user,
  texts,
  isDouble = false,
}: CategoriesPanelProps) {
  const { t, categoryLabel } = texts;
  const tableProps = useReportTableProps(user);
  const { descriptor, onSortChange } = useTableSort('delivery-report.categories', {
    column: 'bounced',
    direction: 'DESC',
  });
  const query = useQuery((api) => api.member.datasets.categories(input), [input, runId]);
  const data = query.data;
  const rows = useMemo(
    () =>
      data ? categoryRows(data).map((row) => ({ ...row, name: categoryLabel(row.category) })) : [],
    [data, categoryLabel],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      // In a third of a wide screen the counts stay in view: the name narrows (and ends in an
      // ellipsis) once the kind and the share have given way.
      {
        name: 'name',
        label: t('report.diagnostics.category'),
        width: 170,
        minWidth: 96,
        fill: true,
      },
      { name: 'kind', label: t('report.categories.kind'), width: 96, slot: 'kind', priority: 2 },
      {
        name: 'bounced',
        label: t('report.categories.bounced'),
        width: 96,
        align: 'right',
        format: 'decimal',
      },
      {
        name: 'bounced_share',
        label: t('report.categories.bouncedShare'),
        width: 100,
        align: 'right',
        format: 'percent',
        priority: 1,
      },
      {
        name: 'deferred',
        label: t('report.categories.deferred'),
        width: 104,
        align: 'right',
        format: 'decimal',
      },
    ],
    [t],
  );
  const totals = useMemo(
    () => (data ? { bounced: data.bounced, deferred: data.deferred, bounced_share: 1 } : undefined),
    [data],
  );

  return (
    <Panel
      title={t('report.categories.title')}
      status={query.status}
      hasContent={data !== undefined}
      onReload={query.reload}
      isDouble={isDouble}
    >
      <DataTable<CategoryRow & { name: string }>
        id="delivery-report.categories"
        aria-label={t('report.categories.title')}
        {...tableProps}
        columns={columns}
        rows={rows}
        totals={totals}
        sort={descriptor}
        onSortChange={onSortChange}
        isLoading={query.status === 'loading'}
        slots={{
          kind: (row) => (
            <Pill tone={row.kind === 'hard' ? 'danger' : 'warning'}>
              {t(row.kind === 'hard' ? 'report.categories.hard' : 'report.categories.soft')}
            </Pill>
          ),
        }}
        footerLabel={t('report.total')}
      />
    </Panel>
  );
});
