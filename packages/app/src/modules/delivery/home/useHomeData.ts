// The home's calls, all at once: the account's datasets, yesterday's and the day before's
// totals, and two activity series (by day over a month, by hour over a day). The ranges are
// resolved once per visit (and per time-zone change), so re-renders do not ask again.
import { useMemo } from 'react';
import type { ApiClient, ReportRange } from '@console/contract';
import { useQuery, type QueryResult } from '../../../api/useQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { homeRanges, type HomeRanges } from './homeActivity.ts';

export function useHomeData(now: () => number, enabled: boolean) {
  const { user, workspace } = useSession();
  const dataset = workspace.dataset;
  const ranges: HomeRanges = useMemo(
    () => homeRanges(now(), { timeZone: user.timezone, weekStart: user.week }),
    [now, user.timezone, user.week],
  );
  const options = { enabled };
  const datasets = useQuery((api) => api.member.datasets.all({}), [workspace.account], options);
  const totals = (range: ReportRange) => (api: ApiClient) =>
    api.member.datasets.totals({ dataset, range, filters: [] });
  const yesterday = useQuery(totals(ranges.yesterday), [dataset, ranges.yesterday], options);
  const dayBefore = useQuery(totals(ranges.dayBefore), [dataset, ranges.dayBefore], options);
  const month = useQuery(
    (api) => api.member.datasets.timeseries({ dataset, range: ranges.month, filters: [] }),
    [dataset, ranges.month],
    options,
  );
  const day = useQuery(
    (api) => api.member.datasets.timeseries({ dataset, range: ranges.day, filters: [] }),
    [dataset, ranges.day],
    options,
  );
  const queries: QueryResult<unknown>[] = [datasets, yesterday, dayBefore, month, day];
  return {
    ranges,
    datasets,
    yesterday,
    dayBefore,
    month,
    day,
    reloadAll: () => queries.forEach((query) => query.reload()),
  };
}
