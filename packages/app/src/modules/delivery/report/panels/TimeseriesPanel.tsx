// The range over time (datasets/timeseries: hourly up to 72 hours, daily beyond): delivered,
// bounced and deferred messages, or one chosen metric. The chart module loads lazily.
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { TZDate } from '@date-fns/tz';
import { format as formatDate } from 'date-fns';
import { metricDefinition, type MetricId, type User } from '@console/contract';
import { Loading, Select, SelectItem } from '@console/ui';
import { useQuery } from '../../../../api/useQuery.ts';
import { ChartBox } from '../../../../reportKit/chart/ChartBox.styles.ts';
import { useElementWidth } from '../../../../reportKit/chart/useElementWidth.ts';
import { Panel } from '../../../../reportKit/panels/Panel.tsx';
import type { ReportInput } from '../reportModel.ts';
import { timeseriesPoints, type ChartSeries } from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';

const TimeseriesChartView = lazy(
  () => import('../../../../reportKit/chart/TimeseriesChartView.tsx'),
);

const VOLUME = 'volume';
const volumeMetrics: readonly MetricId[] = ['delivered', 'bounced', 'deferred'];

export interface TimeseriesPanelProps {
  input: ReportInput;
  runId: number;
  metrics: readonly MetricId[];
  user: Pick<User, 'language' | 'format' | 'clock'>;
  texts: ReportTexts;
}

export const TimeseriesPanel = memo(function TimeseriesPanel({
  input,
  runId,
  metrics,
  user,
  texts,
}: TimeseriesPanelProps) {
  const { t, metricLabel, rangeText, format } = texts;
  const [shown, setShown] = useState<string>(VOLUME);
  const query = useQuery((api) => api.member.datasets.timeseries(input), [input, runId]);
  const [boxRef, width] = useElementWidth();
  // The chart's axes in the user's language, number format and clock.
  const locale = useMemo(
    () => ({ language: user.language, numberFormat: user.format, clock: user.clock }),
    [user.language, user.format, user.clock],
  );

  const choice = shown === VOLUME || metrics.includes(shown as MetricId) ? shown : VOLUME;
  const chart = useMemo(() => {
    if (!query.data) return null;
    const metric = choice === VOLUME ? null : (choice as MetricId);
    const style = metric ? metricDefinition(metric).style : 'decimal';
    const series: ChartSeries[] = metric
      ? [
          {
            label: metricLabel(metric),
            value: (values) => (style === 'percent' ? values[metric] * 100 : values[metric]),
          },
        ]
      : volumeMetrics.map((id) => ({ label: metricLabel(id), value: (values) => values[id] }));
    const unit = style === 'percent' ? ' (%)' : style === 'time' ? ' (s)' : '';
    const seriesText = metric ? metricLabel(metric) : t('report.chart.volume');
    const hourly = query.data.bucket === 'hour';
    const clock = user.clock === 'h12' ? 'h:mm a' : 'HH:mm';
    return {
      data: timeseriesPoints(query.data, series),
      // The points carry the wall-clock time as UTC (see wallClockIso).
      formatTime: (time: string) =>
        formatDate(new TZDate(Date.parse(time), 'UTC'), hourly ? `PP, ${clock}` : 'PP', {
          locale: format.locale,
        }),
      title: t(hourly ? 'report.chart.descriptionHour' : 'report.chart.descriptionDay', {
        series: seriesText,
        range: rangeText(input.range),
      }),
      valueLabel: metric ? `${metricLabel(metric)}${unit}` : t('report.chart.value'),
      valueTitle: metric ? `${metricLabel(metric)}${unit}` : undefined,
      metricStyle: style === 'percent' ? ('decimal' as const) : style,
    };
  }, [query.data, choice, metricLabel, t, rangeText, input.range, user.clock, format.locale]);

  const options = useMemo(
    () => [
      { id: VOLUME, name: t('report.chart.volume') },
      ...metrics.map((metric) => ({ id: metric, name: metricLabel(metric) })),
    ],
    [metrics, metricLabel, t],
  );

  return (
    <Panel
      title={t('report.chart.title')}
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
      isWide
      actions={
        <Select
          aria-label={t('report.chart.show')}
          items={options}
          value={choice}
          onChange={(key) => key !== null && setShown(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      }
    >
      <ChartBox ref={boxRef}>
        {chart && width > 0 && (
          <Suspense fallback={<Loading layout="stacked" label={t('common:loading')} />}>
            <TimeseriesChartView
              title={chart.title}
              description={chart.title}
              data={chart.data}
              width={width}
              height={220}
              formatTime={chart.formatTime}
              metricStyle={chart.metricStyle}
              numberFormat={user.format}
              locale={locale}
              valueLabel={chart.valueLabel}
              {...(chart.valueTitle ? { valueTitle: chart.valueTitle } : {})}
              timeLabel={t('report.chart.time')}
              seriesLabel={t('report.chart.series')}
              emptyLabel={t('report:noData')}
              loadingLabel={t('common:loading')}
              showTableLabel={t('report.chart.showTable')}
              hideTableLabel={t('report.chart.hideTable')}
            />
          </Suspense>
        )}
      </ChartBox>
    </Panel>
  );
});
