// How fast messages were delivered (datasets/delays): median, 95th percentile and average, and
// the share delivered within each time bucket with its running total, the figure a
// deliverability consultant reads to spot throttling ("only 80 % within 5 minutes").
import { memo, useMemo } from 'react';
import type { User } from '@console/contract';
import { DataTable, formatDuration, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../../api/useQuery.ts';
import { Panel } from '../../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../../reportKit/tables/reportTable.tsx';
import type { ReportInput } from '../reportModel.ts';
import { delayRows, durationBound, type DelayRow } from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';

export interface DelaysPanelProps {
  input: ReportInput;
  runId: number;
  user: Pick<User, 'format'>;
  texts: ReportTexts;
}

/**
 * A bucket's bounds, the unit written once when both share it ("15 – 30 min", "10 s – 1 min"):
 * the bucket column stays short enough for a third of a wide screen.
 */
function bucketBounds(fromSeconds: number, toSeconds: number) {
  const from = durationBound(fromSeconds);
  const to = durationBound(toSeconds);
  const unit = (bound: string) => bound.slice(bound.indexOf('\u00a0'));
  return { from: unit(from) === unit(to) ? from.slice(0, from.indexOf('\u00a0')) : from, to };
}

export const DelaysPanel = memo(function DelaysPanel({
  input,
  runId,
  user,
  texts,
}: DelaysPanelProps) {
  const { t } = texts;
  const tableProps = useReportTableProps(user, { rows: 13 });
  const query = useQuery((api) => api.member.datasets.delays(input), [input, runId]);
  const data = query.data;
  const rows = useMemo(
    () =>
      (data ? delayRows(data) : []).map((row) => ({
        ...row,
        bucket:
          row.toSeconds === null
            ? t('report.delays.over', { from: durationBound(row.fromSeconds) })
            : row.fromSeconds === 0
              ? t('report.delays.under', { to: durationBound(row.toSeconds) })
              : t('report.delays.between', bucketBounds(row.fromSeconds, row.toSeconds)),
      })),
    [data, t],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        name: 'bucket',
        label: t('report.delays.bucket'),
        width: 150,
        // narrows in a third of a wide screen, so the counts beside it stay in view
        minWidth: 110,
        fill: true,
        isSortable: false,
      },
      {
        name: 'count',
        label: t('report.delays.messages'),
        width: 104,
        align: 'right',
        format: 'decimal',
        isSortable: false,
      },
      {
        name: 'share',
        label: t('report.delays.share'),
        width: 80,
        align: 'right',
        format: 'percent',
        isSortable: false,
        priority: 1,
      },
      {
        name: 'cumulative',
        label: t('report.delays.cumulative'),
        width: 90,
        align: 'right',
        format: 'percent',
        isSortable: false,
      },
    ],
    [t],
  );

  return (
    <Panel
      title={t('report.delays.title')}
      meta={
        data &&
        t('report.delays.summary', {
          median: formatDuration(data.median_seconds),
          p95: formatDuration(data.p95_seconds),
          average: formatDuration(data.average_seconds),
        })
      }
      status={query.status}
      hasContent={data !== undefined}
      onReload={query.reload}
    >
      <DataTable<DelayRow & { bucket: string }>
        id="delivery-report.delays"
        aria-label={t('report.delays.title')}
        {...tableProps}
        columns={columns}
        rows={rows}
        isLoading={query.status === 'loading'}
      />
    </Panel>
  );
});
