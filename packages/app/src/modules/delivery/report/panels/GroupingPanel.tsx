// One dimension of the report (datasets/grouping): a row per value with the chosen metrics
// (and, when the report compares, their value in the compared period and the change), the
// server's totals in the footer, sortable and exported as CSV. A value opens the report
// narrowed to it. The sort is remembered per
// table; it is sent to the server, and a new sort reloads from the server when the answer was
// cut at its row limit (or the user asked for reload_on_sort), otherwise the table sorts the
// rows it has.
import { memo, useEffect, useMemo, useState } from 'react';
import { metricDefinition, type MetricId, type User } from '@console/contract';
import { DataTable, formatDelta, trendOf, type ColumnConfig } from '@console/ui';
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
import { isLowerBetter, shownDelta } from '../metricMeaning.ts';
import type { ReportInput } from '../reportModel.ts';
import {
  beforeColumn,
  changeColumn,
  groupingCsvRows,
  groupingRows,
  searchGrouping,
  withComparison,
  type GroupingRow,
} from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';
import { ChangeText, DrillLink } from './panels.styles.ts';

export interface GroupingPanelProps {
  /** The dimension's id (groupBy) and name (title, first column). */
  dimensionId: string;
  dimensionName: string;
  input: ReportInput;
  /** The same call over the compared period, when the report compares. */
  compared: ReportInput | null;
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
  /** The address of the report narrowed to a value; null when it already is. */
  drillHref: (field: string, value: string) => string | null;
}

export const GroupingPanel = memo(function GroupingPanel({
  dimensionId,
  dimensionName,
  input,
  compared,
  search,
  runId,
  metrics,
  user,
  texts,
  isWide,
  onValues,
  drillHref,
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
  // The compared period's rows, by the same sort, so the same values come back when cut.
  const before = useQuery(
    (api) =>
      api.member.datasets.grouping({
        ...(compared ?? input),
        groupBy: dimensionId,
        order: serverSort.column === 'name' ? 'key' : (serverSort.column as MetricId),
        direction: serverSort.direction,
      }),
    [compared, dimensionId, serverSort, runId],
    { enabled: compared !== null },
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

  const isComparing = compared !== null;
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'name', label: dimensionName, width: 150, fill: true, slot: 'drill' },
      ...metrics.flatMap((metric, index) => {
        const style = metricDefinition(metric).style;
        // The last metrics give way first on a narrow panel; the first stays.
        const priority = index > 0 ? { priority: index } : {};
        const value: ColumnConfig = {
          name: metric,
          label: metricLabel(metric),
          // The table widens it to its header; numbers are narrower.
          width: 100,
          align: 'right',
          format: style,
          ...priority,
        };
        if (!isComparing) return [value];
        return [
          value,
          {
            name: beforeColumn(metric),
            label: t('report.compare.before', { metric: metricLabel(metric) }),
            width: 100,
            align: 'right' as const,
            format: style,
            priority: metrics.length + index,
          },
          {
            name: changeColumn(metric),
            label: t('report.compare.change', { metric: metricLabel(metric) }),
            width: 90,
            align: 'right' as const,
            slot: 'change',
            ...priority,
          },
        ];
      }),
    ],
    [dimensionName, metrics, metricLabel, isComparing, t],
  );
  const beforeValues = useMemo(
    () =>
      new Map(
        isComparing && before.data
          ? before.data.rows.map((row) => [row.key, row.values] as const)
          : [],
      ),
    [isComparing, before.data],
  );
  const rows = useMemo(
    () =>
      data
        ? withComparison(groupingRows(data), beforeValues, metrics, (column, now, then) =>
            shownDelta(column as MetricId, now, then),
          )
        : [],
    [data, beforeValues, metrics],
  );
  const totals = useMemo(() => {
    if (!data) return undefined;
    const then = isComparing ? before.data?.totals : undefined;
    if (!then) return { ...data.totals };
    return {
      ...data.totals,
      ...Object.fromEntries(metrics.map((metric) => [beforeColumn(metric), then[metric]])),
    };
  }, [data, isComparing, before.data, metrics]);
  const slots = useMemo(
    () => ({
      drill: (row: GroupingRow) => {
        const href = drillHref(dimensionId, row.key);
        if (!href) return row.name;
        return (
          <DrillLink to={href} tabIndex={-1} title={t('report.drill', { value: row.name })}>
            {row.name}
          </DrillLink>
        );
      },
      change: (row: GroupingRow, column: ColumnConfig) => {
        const value = (row as Record<string, unknown>)[column.name];
        if (typeof value !== 'number') return '';
        const metric = column.name.split(':')[0] as MetricId;
        return (
          <ChangeText data-trend={trendOf(value, !isLowerBetter(metric))}>
            {formatDelta(value, metricDefinition(metric).style, user.format)}
          </ChangeText>
        );
      },
    }),
    [drillHref, dimensionId, t, user.format],
  );

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
              groupingCsvRows(
                data,
                dimensionName,
                t('report.grouping.key'),
                metrics,
                metricLabel,
                isComparing
                  ? {
                      before: beforeValues,
                      beforeLabel: (metric) =>
                        t('report.compare.before', { metric: metricLabel(metric) }),
                      changeLabel: (metric) =>
                        t('report.compare.change', { metric: metricLabel(metric) }),
                    }
                  : undefined,
              ),
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
        slots={slots}
        sort={descriptor}
        onSortChange={onSortChange}
        isManualSort={serverSorts}
        isLoading={query.status === 'loading'}
        footerLabel={t('report.total')}
      />
    </Panel>
  );
});
