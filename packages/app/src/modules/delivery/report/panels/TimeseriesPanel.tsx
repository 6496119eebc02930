// The range over time (datasets/timeseries: hourly up to 72 hours, daily beyond): delivered,
// bounced and deferred messages, or one chosen metric; with the compared period laid over the
// range, or split into the top 5 values of a dimension (by the metric, sent for the volume view)
// and the others. The chart module loads lazily.
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
import { timeseriesPoints, type ChartPoint, type ChartSeries } from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';

const TimeseriesChartView = lazy(
  () => import('../../../../reportKit/chart/TimeseriesChartView.tsx'),
);

const VOLUME = 'volume';
const volumeMetrics: readonly MetricId[] = ['delivered', 'bounced', 'deferred'];
/** The chart's series are the totals, not a dimension's values. */
const TOTALS = 'totals';
const topValues = 5;

export interface TimeseriesPanelProps {
  input: ReportInput;
  /** The same call over the compared period, when the report compares. */
  compared: ReportInput | null;
  runId: number;
  metrics: readonly MetricId[];
  /** The dimensions the chart can be split by. */
  dimensions: readonly string[];
  user: Pick<User, 'language' | 'format' | 'clock'>;
  texts: ReportTexts;
}

export const TimeseriesPanel = memo(function TimeseriesPanel({
  input,
  compared,
  runId,
  metrics,
  dimensions,
  user,
  texts,
}: TimeseriesPanelProps) {
  const { t, metricLabel, rangeText, format, dimensionName } = texts;
  const [shown, setShown] = useState<string>(VOLUME);
  const [split, setSplit] = useState<string>(TOTALS);
  const by = dimensions.includes(split) ? split : null;
  const choice = shown === VOLUME || metrics.includes(shown as MetricId) ? shown : VOLUME;
  /** The metric a split chart shows: the chosen one, or sent for the volume view. */
  const splitMetric: MetricId = choice === VOLUME ? 'sent' : (choice as MetricId);
  const query = useQuery((api) => api.member.datasets.timeseries(input), [input, runId]);
  const before = useQuery(
    (api) => api.member.datasets.timeseries(compared ?? input),
    [compared, runId],
    { enabled: compared !== null && by === null },
  );
  // The top values of the dimension by the metric, then each one's series.
  const top = useQuery(
    async (api) => {
      if (by === null) return [];
      const grouping = await api.member.datasets.grouping({
        ...input,
        groupBy: by,
        order: splitMetric,
        direction: 'DESC',
      });
      return Promise.all(
        grouping.rows.slice(0, topValues).map(async (row) => ({
          label: row.label ?? row.key,
          report: await api.member.datasets.timeseries({
            ...input,
            filters: [
              ...(input.filters ?? []).filter((filter) => filter.field !== by),
              { field: by, op: 'IN', values: [row.key] },
            ],
          }),
        })),
      );
    },
    [input, by, splitMetric, runId],
    { enabled: by !== null },
  );
  const [boxRef, width] = useElementWidth();
  // The chart's axes in the user's language, number format and clock.
  const locale = useMemo(
    () => ({ language: user.language, numberFormat: user.format, clock: user.clock }),
    [user.language, user.format, user.clock],
  );

  const chart = useMemo(() => {
    if (!query.data) return null;
    const metric = choice === VOLUME ? null : (choice as MetricId);
    const style = metric ? metricDefinition(metric).style : 'decimal';
    const valueOf = (id: MetricId) => (values: Parameters<ChartSeries['value']>[0]) =>
      metricDefinition(id).style === 'percent' ? values[id] * 100 : values[id];
    const series: ChartSeries[] = metric
      ? [{ label: metricLabel(metric), value: valueOf(metric) }]
      : volumeMetrics.map((id) => ({ label: metricLabel(id), value: valueOf(id) }));
    let data: ChartPoint[];
    let seriesText: string;
    if (by !== null) {
      if (!top.data) return null;
      const value = valueOf(splitMetric);
      data = top.data.flatMap(({ label, report }) => timeseriesPoints(report, [{ label, value }]));
      // the rest of the counts, when the metric adds up
      if (metricDefinition(splitMetric).style === 'decimal') {
        const others = timeseriesPoints(query.data, [
          { label: t('report.chart.others'), value },
        ]).map((point) => ({
          ...point,
          value:
            point.value -
            data
              .filter((entry) => entry.time === point.time)
              .reduce((sum, entry) => sum + entry.value, 0),
        }));
        data = [...data, ...others];
      }
      seriesText = `${metricLabel(splitMetric)} · ${t('report.chart.byDimension', {
        dimension: dimensionName(by),
      })}`;
    } else {
      data = timeseriesPoints(query.data, series);
      if (compared && before.data) {
        const shift = Date.parse(input.range.start) - Date.parse(compared.range.start);
        data = [
          ...data,
          ...timeseriesPoints(
            before.data,
            series.map((entry) => ({
              ...entry,
              label: t('report.compare.series', { series: entry.label }),
            })),
            shift,
          ),
        ];
      }
      seriesText = metric ? metricLabel(metric) : t('report.chart.volume');
    }
    const shownStyle = by !== null ? metricDefinition(splitMetric).style : style;
    const unit = shownStyle === 'percent' ? ' (%)' : shownStyle === 'time' ? ' (s)' : '';
    const hourly = query.data.bucket === 'hour';
    const clock = user.clock === 'h12' ? 'h:mm a' : 'HH:mm';
    const valueMetric = by !== null ? splitMetric : metric;
    return {
      data,
      // The points carry the wall-clock time as UTC (see wallClockIso).
      formatTime: (time: string) =>
        formatDate(new TZDate(Date.parse(time), 'UTC'), hourly ? `PP, ${clock}` : 'PP', {
          locale: format.locale,
        }),
      title: t(hourly ? 'report.chart.descriptionHour' : 'report.chart.descriptionDay', {
        series: seriesText,
        range: rangeText(input.range),
      }),
      valueLabel: valueMetric ? `${metricLabel(valueMetric)}${unit}` : t('report.chart.value'),
      valueTitle: valueMetric ? `${metricLabel(valueMetric)}${unit}` : undefined,
      metricStyle: shownStyle === 'percent' ? ('decimal' as const) : shownStyle,
    };
  }, [
    query.data,
    before.data,
    top.data,
    compared,
    by,
    splitMetric,
    choice,
    metricLabel,
    dimensionName,
    t,
    rangeText,
    input.range,
    user.clock,
    format.locale,
  ]);

  const options = useMemo(
    () => [
      { id: VOLUME, name: t('report.chart.volume') },
      ...metrics.map((metric) => ({ id: metric, name: metricLabel(metric) })),
    ],
    [metrics, metricLabel, t],
  );
  const splits = useMemo(
    () => [
      { id: TOTALS, name: t('report.chart.byNone') },
      ...dimensions.map((id) => ({
        id,
        name: t('report.chart.byDimension', { dimension: dimensionName(id) }),
      })),
    ],
    [dimensions, dimensionName, t],
  );
  const status = by !== null && top.status !== 'success' ? top.status : query.status;

  return (
    <Panel
      title={t('report.chart.title')}
      status={status}
      hasContent={query.data !== undefined}
      onReload={by !== null ? top.reload : query.reload}
      isWide
      actions={
        <>
          <Select
            aria-label={t('report.chart.show')}
            items={options}
            value={choice}
            onChange={(key) => key !== null && setShown(String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          {dimensions.length > 0 && (
            <Select
              aria-label={t('report.chart.by')}
              items={splits}
              value={by ?? TOTALS}
              onChange={(key) => key !== null && setSplit(String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
        </>
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
