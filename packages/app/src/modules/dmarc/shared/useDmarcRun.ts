// The run bar of the DMARC pages: a time range (last 30 days by default, whole-day presets
// only) kept in the address as the report's run-bar query (preset, start, end), so reload,
// Back, shared links and the drill-down from a domain to its sources keep the same days. The
// range is resolved when the address changes or the same range is run again.
import { useCallback, useMemo, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { timeRangeMachine, type TimeRange, type TimeRangePreset } from '@console/machines';
import { useSearchParams } from 'react-router';
import {
  freshRange,
  runStateFromSearch,
  runStateToSearch,
} from '../../../reportKit/runBar/runBarQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { dayRangeOf } from './dayRange.ts';

/** Aggregate reports come once a day: presets shorter than a day would show nothing. */
export const dmarcPresets: readonly TimeRangePreset[] = [
  'yesterday',
  'last3days',
  'last7days',
  'thisWeek',
  'lastWeek',
  'last30days',
  'thisMonth',
  'lastMonth',
  'custom',
];

const defaultRange: TimeRange = { preset: 'last30days', start: null, end: null };

export function useDmarcRun(now: () => number) {
  const { user } = useSession();
  const zone = useMemo(
    () => ({ timeZone: user.timezone, weekStart: user.week }),
    [user.timezone, user.week],
  );
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [runId, setRunId] = useState(0);

  const range = useMemo(() => {
    const asked = runStateFromSearch(new URLSearchParams(address), [], defaultRange)?.range;
    const kept = asked && dmarcPresets.includes(asked.preset) ? asked : defaultRange;
    return freshRange(kept, now(), zone);
    // `runId` resolves a named preset again when the same range runs again
  }, [address, now, zone, runId]);
  const days = useMemo(() => dayRangeOf(range, zone.timeZone), [range, zone.timeZone]);

  const timeRange = useActorRef(timeRangeMachine, {
    input: { range, timeZone: zone.timeZone, weekStart: zone.weekStart, now },
  });

  const run = useCallback(() => {
    const draft = timeRange.getSnapshot().context.range;
    const next = runStateToSearch({ range: draft, filters: [] }).toString();
    if (next === address) setRunId((id) => id + 1);
    else setParams(next);
  }, [timeRange, address, setParams]);

  return {
    range,
    /** The days asked for; null while a custom range lacks an end (the run bar refuses it). */
    days,
    runId,
    timeRange,
    run,
    now,
    /** The address's query, carried by links to the other DMARC pages. */
    query: address ? `?${address}` : '',
  };
}

export type DmarcRun = ReturnType<typeof useDmarcRun>;
