// One dimension of the report (datasets/grouping): a row per value with the chosen metrics,
// the server's totals in the footer, sortable and exported as CSV. The sort is remembered per
// table; it is sent to the server, and a new sort reloads from the server when the answer was
// cut at its row limit (or the user asked for reload_on_sort), otherwise the table sorts the
// rows it has.
import { memo, useEffect, useMemo, useState } from 'react';
import { metricDefinition, type MetricId, type User } from '@console/contract';
import { DataTable, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../../api/useQuery.ts';
import { rangeFileDates } from '../../../../reportKit/csv/fileDates.ts';
import { useCsvExport } from '../../../../reportKit/csv/useCsvExport.ts';
import { Panel } from '../../../../reportKit/panels/Panel.tsx';
import {
  ExportButton,
  useReportTableProps,
  useSearchMatchesText,
} from '../../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../../reportKit/tables/useTableSort.ts';
import type { ReportInput } from '../reportModel.ts';
import { groupingCsvRows, groupingRows, searchGrouping } from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';

export interface GroupingPanelProps {
  /** The dimension's id (groupBy) and name (title, first column). */
  dimensionId: string;
  dimensionName: string;
  input: ReportInput;
  /** Rows are narrowed to values or names holding this text. */
  search: string;
  runId: number;
  metrics: readonly MetricId[];
  user: Pick<User, 'format' | 'reload_on_sort'>;
  texts: ReportTexts;
  /** A whole row of the grid: in the automatic layout every metric column has room. */
  isWide: boolean;
  /** The values seen, offered as filter suggestions. */
  onValues: (field: string, values: readonly string[]) => void;
}

export const GroupingPanel = memo(function GroupingPanel({
  dimensionId,
  dimensionName,
  input,
  search,
  runId,
  metrics,
  user,
  texts,
  isWide,
  onValues,
}: GroupingPanelProps) {
  const { t, metricLabel, format } = texts;
  const tableProps = useReportTableProps(user, { isSearching: search !== '' });
  const searchMatchesText = useSearchMatchesText();
  const exportCsv = useCsvExport();
  const { sort, descriptor, onSortChange } = useTableSort(`delivery-report.${dimensionId}`, {
    column: metrics.includes('sent') ? 'sent' : (metrics[0] ?? 'name'),
    direction: 'DESC',
  });
  // The sort the server was asked for; it follows the table's only when the server sorts.
  const [serverSort, setServerSort] = useState(sort);
  const query = useQuery(
    (api) =>
      api.member.datasets.grouping({
        ...input,
        groupBy: dimensionId,
        order: serverSort.column === 'name' ? 'key' : (serverSort.column as MetricId),
        direction: serverSort.direction,
      }),
    [input, dimensionId, serverSort, runId],
  );
  const serverSorts = user.reload_on_sort || query.data?.truncated === true;
  useEffect(() => {
    if (serverSorts) setServerSort(sort);
  }, [serverSorts, sort]);

  const answer = query.data;
  useEffect(() => {
    if (answer)
      onValues(
        dimensionId,
        answer.rows.map((row) => row.key),
      );
  }, [answer, dimensionId, onValues]);
  const data = useMemo(() => answer && searchGrouping(answer, search), [answer, search]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'name', label: dimensionName, width: 150, fill: true },
      ...metrics.map((metric, index) => ({
        name: metric,
        label: metricLabel(metric),
        // The table widens it to its header; numbers are narrower.
        width: 100,
        align: 'right' as const,
        format: metricDefinition(metric).style,
        // The last metrics give way first on a narrow panel; the first stays.
        ...(index > 0 ? { priority: index } : {}),
      })),
    ],
    [dimensionName, metrics, metricLabel],
  );
  const rows = useMemo(() => (data ? groupingRows(data) : []), [data]);
  const totals = useMemo(() => (data ? { ...data.totals } : undefined), [data]);

  return (
    <Panel
      title={dimensionName}
      meta={
        answer &&
        data &&
        (search
          ? searchMatchesText(search, data.rows.length, answer.rows.length)
          : answer.truncated
            ? t('report.grouping.truncated', { count: answer.rows.length })
            : t('report.grouping.groups', { count: answer.rows.length }))
      }
      status={query.status}
      hasContent={data !== undefined}
      onReload={query.reload}
      isWide={isWide}
      actions={
        <ExportButton
          table={dimensionName}
          onExport={() =>
            data &&
            exportCsv(
              ['delivery', dimensionId, ...rangeFileDates(input.range, format.timeZone)],
              groupingCsvRows(data, dimensionName, t('report.grouping.key'), metrics, metricLabel),
            )
          }
        />
      }
    >
      <DataTable
        id={`delivery-report.${dimensionId}`}
        aria-label={dimensionName}
        {...tableProps}
        columns={columns}
        rows={rows}
        totals={totals}
        sort={descriptor}
        onSortChange={onSortChange}
        isManualSort={serverSorts}
        isLoading={query.status === 'loading'}
        footerLabel={t('report.total')}
      />
    </Panel>
  );
});
