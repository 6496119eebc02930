// The run bar's draft: the time range (timeRangeMachine: presets in the user's timezone and
// week start, rolling ones refreshed every second), the filters (filtersMachine) and the search
// text. The report runs what the draft holds when the report button is pressed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { filtersMachine, timeRangeMachine, type ZoneSettings } from '@console/machines';
import type { RunState } from './runBarQuery.ts';

export function useRunBarActors(initial: RunState, zone: ZoneSettings, now: () => number) {
  const timeRange = useActorRef(timeRangeMachine, {
    input: { range: initial.range, timeZone: zone.timeZone, weekStart: zone.weekStart, now },
  });
  const filters = useActorRef(filtersMachine, { input: { filters: initial.filters } });
  // The search field keeps its own text; the draft follows it (a ref for reads at run time).
  const [search, setSearchState] = useState(initial.search ?? '');
  const searchRef = useRef(search);
  const setSearch = useCallback((text: string) => {
    searchRef.current = text;
    setSearchState(text);
  }, []);

  // A timezone or week-start change (settings saved in another tab of the app) recomputes.
  const firstZone = useRef(zone);
  useEffect(() => {
    if (
      firstZone.current.timeZone === zone.timeZone &&
      firstZone.current.weekStart === zone.weekStart
    )
      return;
    firstZone.current = zone;
    timeRange.send({ type: 'zone.change', timeZone: zone.timeZone, weekStart: zone.weekStart });
  }, [timeRange, zone]);

  /** Puts a range and filters in the run bar (a preset applied, the empty state's wider range). */
  const setDraft = useCallback(
    (state: RunState) => {
      timeRange.send({ type: 'range.set', range: state.range });
      filters.send({ type: 'filters.set', filters: state.filters });
    },
    [timeRange, filters],
  );

  /** What the run bar holds now. */
  const readDraft = useCallback(
    (): RunState => ({
      range: timeRange.getSnapshot().context.range,
      filters: filters.getSnapshot().context.applied,
      search: searchRef.current,
    }),
    [timeRange, filters],
  );

  return { timeRange, filters, search, setSearch, setDraft, readDraft };
}

export type RunBarActors = ReturnType<typeof useRunBarActors>;
