// Management › User statistics (/management/userstats, admins only, spec section 2): who used
// the console in a month (statistics/users over the month's days): the month's totals, a chart of
// the busiest users by calls, visits or active days, and every user's figures in a table. The
// user picker focuses one user: their figures, their row, their bar beside the busiest. Month
// and user are kept in the address; the chart's measure is not (a way of looking, not a view).
import { useMemo, useState } from 'react';
import { EmptyState, Loading, Select, SelectItem } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { MonthChoice, UserChoice, useChoices, useOfferedMonths } from './StatisticsControls.tsx';
import { MeasureChoice, Panels, Tiles } from './statistics.styles.ts';
import { chosenId, pickerItems } from './statisticsChoices.ts';
import { chosenMonth, monthDays } from './statisticsMonths.ts';
import { FigureTile } from './StatisticsTiles.tsx';
import {
  ACTIVITY_MEASURES,
  activitySummary,
  isActive,
  userActivityRows,
  type ActivityMeasure,
} from './userActivity.ts';
import { UserActivityChart } from './UserActivityChart.tsx';
import { UserActivityTable } from './UserActivityTable.tsx';
import { StatisticsFrame } from './StatisticsFrame.tsx';
import { useStatisticsTexts } from './useStatisticsTexts.ts';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

export function UserStatsPage() {
  const texts = useStatisticsTexts();
  const { t, format } = texts;
  const { now, months, timeZone } = useOfferedMonths();
  const { params, choose } = useChoices();
  const month = chosenMonth(params.get('month'), months);
  const days = monthDays(month);
  const statistics = useQuery((api) => api.admin.statistics.users(days), [days]);
  const userList = useQuery((api) => api.admin.users.all({}), []);
  const [measure, setMeasure] = useState<ActivityMeasure>('calls');
  // the users of the picker; the month's statistics name them too while the list is not there
  const users = useMemo(
    () =>
      pickerItems(
        userList.data ?? statistics.data?.map((row) => ({ id: row.user, name: row.name })) ?? [],
      ),
    [userList.data, statistics.data],
  );
  const userId = chosenId(params.get('user'), users);
  const rows = useMemo(
    () => (statistics.status === 'success' ? userActivityRows(statistics.data) : null),
    [statistics.status, statistics.data],
  );
  const focused = rows?.find((row) => row.id === userId) ?? null;
  const userName = users.find((entry) => entry.id === userId)?.name;
  const monthName = texts.monthName(month);

  let content;
  if (statistics.status === 'error') {
    content = <QueryFailed onRetry={statistics.reload} />;
  } else if (!rows) {
    content = <Loading layout="stacked" label={t('common:loading')} />;
  } else if (!rows.some(isActive) && !userName) {
    content = (
      <EmptyState
        headingLevel={2}
        title={t('statistics.userStats.empty.title', { month: monthName })}
        description={t('statistics.userStats.empty.description')}
      />
    );
  } else {
    const summary = activitySummary(rows);
    const chartTitle = t(`statistics.userStats.chartTitle.${measure}`);
    const tableTitle = t('statistics.userStats.tableTitle', { month: monthName });
    content = (
      <Panels>
        <Panel
          title={
            userName
              ? t('statistics.userStats.userTitle', { user: userName, month: monthName })
              : t('statistics.userStats.allTitle', { month: monthName })
          }
          status="success"
          onReload={statistics.reload}
        >
          {userName ? (
            <Tiles>
              <FigureTile
                label={t('statistics.activity.visits')}
                value={format.count(focused?.visits ?? 0)}
              />
              <FigureTile
                label={t('statistics.activity.active_days')}
                value={format.count(focused?.active_days ?? 0)}
              />
              <FigureTile
                label={t('statistics.activity.calls')}
                value={format.count(focused?.calls ?? 0)}
              />
              <FigureTile
                label={t('statistics.activity.lastVisit')}
                value={
                  focused?.last_visit
                    ? format.date(focused.last_visit)
                    : t('statistics.activity.never')
                }
              />
            </Tiles>
          ) : (
            <Tiles>
              <FigureTile
                label={t('statistics.activity.activeUsers')}
                value={format.count(summary.activeUsers)}
                detail={t('statistics.userStats.ofUsers', {
                  count: rows.length,
                  value: format.count(rows.length),
                })}
              />
              <FigureTile
                label={t('statistics.activity.visits')}
                value={format.count(summary.visits)}
              />
              <FigureTile
                label={t('statistics.activity.active_days')}
                value={format.count(summary.activeDays)}
                detail={t('statistics.userStats.activeDaysDetail')}
              />
              <FigureTile
                label={t('statistics.activity.calls')}
                value={format.count(summary.calls)}
              />
            </Tiles>
          )}
        </Panel>
        <Panel
          title={chartTitle}
          status="success"
          onReload={statistics.reload}
          isWide
          actions={
            <MeasureChoice>
              <Select
                aria-label={t('statistics.userStats.measure')}
                items={ACTIVITY_MEASURES.map((id) => ({
                  id,
                  name: t(`statistics.activity.${id}`),
                }))}
                value={measure}
                onChange={(key) => key !== null && setMeasure(key as ActivityMeasure)}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            </MeasureChoice>
          }
        >
          <UserActivityChart
            rows={rows}
            measure={measure}
            focus={userId}
            title={t('statistics.userStats.chartCaption', { month: monthName })}
            texts={texts}
          />
        </Panel>
        <Panel title={tableTitle} status="success" onReload={statistics.reload}>
          <UserActivityTable rows={focused ? [focused] : rows} label={tableTitle} texts={texts} />
        </Panel>
      </Panels>
    );
  }

  return (
    <StatisticsFrame
      title={t('shell:pageManagementUserStats')}
      subtitle={t('statistics.userStats.subtitle')}
      barLabel={t('statistics.control.bar')}
      controls={
        <>
          <MonthChoice
            value={month}
            onChange={(value) => choose('month', value, months[0])}
            now={now}
            timeZone={timeZone}
            texts={texts}
          />
          <UserChoice
            users={users}
            value={userId}
            onChange={(id) => choose('user', id)}
            texts={texts}
          />
        </>
      }
    >
      {content}
    </StatisticsFrame>
  );
}

export { UserStatsPage as Component };
