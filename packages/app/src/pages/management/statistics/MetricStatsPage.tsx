// Management › Metric statistics (/management/metricstats, admins only, spec section 2): one
// metric of every account over this month and the 11 before it, as a chart of the top accounts
// and a month x account table. The 12 months' usage/all answers are fetched once, side by side;
// changing the metric reads them again without a call. The metric is kept in the address.
import { useMemo } from 'react';
import { EmptyState, Loading } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { MetricChart } from './MetricChart.tsx';
import { accountsOverMonths, metricTableRows } from './metricSeries.ts';
import { MetricTable } from './MetricTable.tsx';
import { MetricChoice, useChoices, useOfferedMonths } from './StatisticsControls.tsx';
import { Panels } from './statistics.styles.ts';
import { chosenMetric, DEFAULT_METRIC } from './statisticsChoices.ts';
import { StatisticsFrame } from './StatisticsFrame.tsx';
import { useStatisticsTexts } from './useStatisticsTexts.ts';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

export function MetricStatsPage() {
  const texts = useStatisticsTexts();
  const { t } = texts;
  const { months } = useOfferedMonths();
  const { params, choose } = useChoices();
  const metric = chosenMetric(params.get('metric'));
  // the chart and the table read from the oldest month to this one
  const chronological = useMemo(() => [...months].reverse(), [months]);
  const usage = useQuery(
    (api) =>
      Promise.all(
        chronological.map((month) =>
          api.admin.usage.all({ month }).then((rows) => ({ month, rows })),
        ),
      ),
    [chronological],
  );
  const accounts = useMemo(
    () => (usage.data ? accountsOverMonths(usage.data, metric) : []),
    [usage.data, metric],
  );
  const tableRows = useMemo(
    () => metricTableRows(accounts, chronological),
    [accounts, chronological],
  );
  const metricName = texts.measureName(metric);
  const range = {
    from: texts.monthName(chronological[0] ?? ''),
    to: texts.monthName(chronological[chronological.length - 1] ?? ''),
  };

  let content;
  if (usage.status === 'error') {
    content = <QueryFailed onRetry={usage.reload} />;
  } else if (usage.status === 'loading') {
    content = <Loading layout="stacked" label={t('common:loading')} />;
  } else if (accounts.length === 0) {
    content = (
      <EmptyState
        headingLevel={2}
        title={t('statistics.noAccounts.title')}
        description={t('statistics.noAccounts.description')}
      />
    );
  } else {
    const chartTitle = t('statistics.metricStats.chartTitle', { metric: metricName });
    const tableTitle = t('statistics.metricStats.tableTitle', { metric: metricName });
    content = (
      <Panels>
        <Panel title={chartTitle} status="success" onReload={usage.reload} isWide>
          <MetricChart
            accounts={accounts}
            months={chronological}
            metric={metric}
            title={t('statistics.metricStats.chartCaption', { metric: metricName, ...range })}
            texts={texts}
          />
        </Panel>
        <Panel
          title={tableTitle}
          meta={t('statistics.accountStats.accounts', {
            count: accounts.length,
            value: texts.format.count(accounts.length),
          })}
          status="success"
          onReload={usage.reload}
        >
          <MetricTable rows={tableRows} months={chronological} label={tableTitle} texts={texts} />
        </Panel>
      </Panels>
    );
  }

  return (
    <StatisticsFrame
      title={t('shell:pageManagementMetricStats')}
      subtitle={t('statistics.metricStats.subtitle')}
      barLabel={t('statistics.control.bar')}
      controls={
        <>
          <MetricChoice
            value={metric}
            onChange={(value) => choose('metric', value, DEFAULT_METRIC)}
            texts={texts}
          />
        </>
      }
    >
      {content}
    </StatisticsFrame>
  );
}

export { MetricStatsPage as Component };
