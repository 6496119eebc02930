// The month x account table of the metric statistics page: an account per row, the 12 months
// from the oldest to this one, and the total; sorted by total, largest first (the chart's
// order), the sort remembered. A month before the account existed shows a dash. It scrolls
// sideways wherever the months do not fit.
import { useMemo } from 'react';
import { tableRowHeight } from '@console/contract/constants';
import { DataTable, useSnackbar, type ColumnConfig } from '@console/ui';
import type { MetricTableRow } from './metricSeries.ts';
import { Muted } from './statistics.styles.ts';
import type { StatisticsTexts } from './useStatisticsTexts.ts';

export function MetricTable({
  rows,
  months,
  label,
  texts,
}: {
  rows: readonly MetricTableRow[];
  /** oldest first */
  months: readonly string[];
  label: string;
  texts: StatisticsTexts;
}) {
  const { t } = texts;
  const snackbar = useSnackbar();
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'account', label: t('statistics.column.account'), width: 180, fill: true },
      ...months.map((month) => ({
        name: month,
        label: texts.monthShort(month),
        width: 104,
        align: 'right' as const,
        slot: 'month',
      })),
      { name: 'total', label: t('statistics.column.total'), width: 110, align: 'right' },
    ],
    [t, texts, months],
  );
  const slots = {
    month: (row: MetricTableRow, column: ColumnConfig) => {
      const value = row[column.name];
      return typeof value === 'number' ? texts.format.count(value) : <Muted>–</Muted>;
    },
  };
  return (
    <DataTable
      id="management.statistics.metric"
      aria-label={label}
      columns={columns}
      rows={rows}
      slots={slots}
      defaultSort={{ column: 'total', direction: 'descending' }}
      numberFormat={texts.numberFormat}
      maxHeight={tableRowHeight * 12}
      emptyLabel={t('statistics.noAccounts.title')}
      loadingLabel={t('common:loading')}
      copiedMessage={t('common:valueCopied')}
      onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
    />
  );
}
