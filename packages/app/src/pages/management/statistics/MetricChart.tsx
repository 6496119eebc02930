// The metric statistics chart: one line per top account over the 12 months, the others summed in
// one line, drawn by the ui's Vega-Lite timeseries chart. On a phone only the two largest: the
// chart's legend keeps to one row and has room for two names there. The chart code loads lazily,
// as on the reports; its data table (month, account, value) is one click away.
import { lazy, Suspense, useMemo } from 'react';
import { Loading, type RunMetric } from '@console/ui';
import { ChartBox } from '../../../reportKit/chart/ChartBox.styles.ts';
import { useElementWidth } from '../../../reportKit/chart/useElementWidth.ts';
import { useIsMobile } from '../../../reportKit/useIsMobile.ts';
import { metricSeries, TOP_ACCOUNTS, type AccountMonths } from './metricSeries.ts';
import type { StatisticsTexts } from './useStatisticsTexts.ts';

const TOP_ACCOUNTS_ON_PHONE = 2;

const TimeseriesChartView = lazy(() => import('../../../reportKit/chart/TimeseriesChartView.tsx'));

export function MetricChart({
  accounts,
  months,
  metric,
  title,
  texts,
}: {
  accounts: readonly AccountMonths[];
  /** oldest first */
  months: readonly string[];
  metric: RunMetric;
  title: string;
  texts: StatisticsTexts;
}) {
  const { t } = texts;
  const isPhone = useIsMobile();
  const [boxRef, width] = useElementWidth();
  const data = useMemo(
    () =>
      metricSeries(accounts, months, {
        top: isPhone ? TOP_ACCOUNTS_ON_PHONE : TOP_ACCOUNTS,
        otherLabel: isPhone ? null : t('statistics.metricStats.otherAccounts'),
      }),
    [accounts, months, t, isPhone],
  );
  const metricName = texts.measureName(metric);
  const description = t('statistics.metricStats.chartDescription', {
    metric: metricName,
    from: texts.monthName(months[0] ?? ''),
    to: texts.monthName(months[months.length - 1] ?? ''),
  });
  return (
    <ChartBox ref={boxRef}>
      {width > 0 && (
        <Suspense fallback={<Loading layout="stacked" label={t('common:loading')} />}>
          <TimeseriesChartView
            title={title}
            description={description}
            data={data}
            width={width}
            height={240}
            formatTime={(time) => texts.monthShort(time.slice(0, 7))}
            numberFormat={texts.numberFormat}
            locale={texts.chartLocale}
            valueTitle={metricName}
            valueLabel={metricName}
            timeLabel={t('statistics.column.month')}
            seriesLabel={t('statistics.column.account')}
            emptyLabel={t('statistics.metricStats.chartEmpty')}
            loadingLabel={t('common:loading')}
            showTableLabel={t('statistics.chart.showTable')}
            hideTableLabel={t('statistics.chart.hideTable')}
          />
        </Suspense>
      )}
    </ChartBox>
  );
}
