// Management › Account statistics (/management/accountstats, admins only, spec section 2): one
// account's month against its limits, or every account's totals with who is near (90 % and up)
// or over a limit, then all accounts for the month by the chosen metric. The run bar's account,
// month and metric are kept in the address; one usage/all call per month answers them all.
import { useMemo } from 'react';
import { EmptyState, Loading } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { AccountUsageTable } from './AccountUsageTable.tsx';
import {
  AccountChoice,
  MetricChoice,
  MonthChoice,
  useChoices,
  useOfferedMonths,
} from './StatisticsControls.tsx';
import { Panels, Tiles } from './statistics.styles.ts';
import { chosenId, chosenMetric, DEFAULT_METRIC, pickerItems } from './statisticsChoices.ts';
import { chosenMonth } from './statisticsMonths.ts';
import { SummaryTile, UsageTile } from './StatisticsTiles.tsx';
import { accountUsageRows, summarizeMeasure, USAGE_MEASURES, usageOf } from './usageLimits.ts';
import { StatisticsFrame } from './StatisticsFrame.tsx';
import { useStatisticsTexts } from './useStatisticsTexts.ts';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

export function AccountStatsPage() {
  const texts = useStatisticsTexts();
  const { t } = texts;
  const { now, months, timeZone } = useOfferedMonths();
  const { params, choose } = useChoices();
  const month = chosenMonth(params.get('month'), months);
  const metric = chosenMetric(params.get('metric'));
  const usage = useQuery((api) => api.admin.usage.all({ month }), [month]);
  const accountList = useQuery((api) => api.admin.accounts.all({}), []);
  // the accounts of the picker; the month's usage names them too while the list is not there
  const accounts = useMemo(
    () =>
      pickerItems(
        accountList.data ?? usage.data?.map((row) => ({ id: row.account, name: row.name })) ?? [],
      ),
    [accountList.data, usage.data],
  );
  const accountId = chosenId(params.get('account'), accounts);
  const rows = usage.status === 'success' ? usage.data : null;
  const account = rows?.find((row) => row.account === accountId);
  const accountName = accounts.find((entry) => entry.id === accountId)?.name;
  const monthName = texts.monthName(month);
  const metricName = texts.measureName(metric);
  const tableRows = useMemo(() => (rows ? accountUsageRows(rows, metric) : []), [rows, metric]);
  const metricSummary = useMemo(() => summarizeMeasure(rows ?? [], metric), [rows, metric]);

  let content;
  if (usage.status === 'error') {
    content = <QueryFailed onRetry={usage.reload} />;
  } else if (!rows) {
    content = <Loading layout="stacked" label={t('common:loading')} />;
  } else if (rows.length === 0) {
    content = (
      <EmptyState
        headingLevel={2}
        title={t('statistics.noAccounts.title')}
        description={t('statistics.noAccounts.description')}
      />
    );
  } else {
    const tableTitle = t('statistics.accountStats.tableTitle', {
      metric: metricName,
      month: monthName,
    });
    content = (
      <Panels>
        <Panel
          title={
            accountName
              ? t('statistics.accountStats.accountTitle', {
                  account: accountName,
                  month: monthName,
                })
              : t('statistics.accountStats.allTitle', { month: monthName })
          }
          meta={
            accountName
              ? undefined
              : t('statistics.accountStats.accounts', {
                  count: rows.length,
                  value: texts.format.count(rows.length),
                })
          }
          status="success"
          onReload={usage.reload}
        >
          {accountName && !account ? (
            <p>
              {t('statistics.accountStats.noUsage', { account: accountName, month: monthName })}
            </p>
          ) : (
            <Tiles>
              {USAGE_MEASURES.map((measure) =>
                account ? (
                  <UsageTile
                    key={measure}
                    label={texts.measureName(measure)}
                    usage={usageOf(account, measure)}
                    texts={texts}
                  />
                ) : (
                  <SummaryTile
                    key={measure}
                    label={texts.measureName(measure)}
                    summary={summarizeMeasure(rows, measure)}
                    texts={texts}
                  />
                ),
              )}
            </Tiles>
          )}
        </Panel>
        <Panel
          title={tableTitle}
          meta={texts.attentionLine(metricSummary)}
          status="success"
          onReload={usage.reload}
        >
          <AccountUsageTable rows={tableRows} measure={metric} label={tableTitle} texts={texts} />
        </Panel>
      </Panels>
    );
  }

  return (
    <StatisticsFrame
      title={t('shell:pageManagementAccountStats')}
      subtitle={t('statistics.accountStats.subtitle')}
      barLabel={t('statistics.control.bar')}
      controls={
        <>
          <AccountChoice
            accounts={accounts}
            value={accountId}
            onChange={(id) => choose('account', id)}
            texts={texts}
          />
          <MonthChoice
            value={month}
            onChange={(value) => choose('month', value, months[0])}
            now={now}
            timeZone={timeZone}
            texts={texts}
          />
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

export { AccountStatsPage as Component };
