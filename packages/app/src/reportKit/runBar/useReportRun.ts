// The report that is run: read from the address (spec section 3, run-bar query), else from the
// workspace's default preset, else the default range (yesterday) with no filters. Running
// writes the address, so reload, Back and shared links show the same report; running the same
// query again reloads it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { User, Workspace } from '@console/contract';
import { defaultTimeRangePreset } from '@console/contract/timeRangePresets';
import {
  defaultPresetOf,
  splitPresetFilters,
  type TimeRange,
  type ZoneSettings,
} from '@console/machines';
import { toMachinePresets } from '../presets/presetMapping.ts';
import {
  freshRange,
  runStateFromSearch,
  runStateToSearch,
  sameRun,
  type RunState,
} from './runBarQuery.ts';

const defaultRange: TimeRange = { preset: defaultTimeRangePreset, start: null, end: null };

export interface ReportRun {
  /** The report on screen. */
  run: RunState;
  /** The run bar's starting state (the same as `run` on first render). */
  initial: RunState;
  /** Whether the address carried the query when the page opened (it wins over presets). */
  openedWithQuery: boolean;
  /** Increases when the same query runs again, so the panels reload. */
  runId: number;
  runReport: (state: RunState, options?: { reloadSame?: boolean }) => void;
}

export function useReportRun(
  workspace: Pick<Workspace, 'id' | 'dataset' | 'dimensions'>,
  user: Pick<User, 'presets'>,
  zone: ZoneSettings,
  now: () => number,
): ReportRun {
  const [params, setParams] = useSearchParams();
  // Top Bounces' and Top Deferrals' response templates filter too (a template drilled into).
  const fields = useMemo(
    () => [...workspace.dimensions.map((dimension) => dimension.id), 'bounce', 'deferral'],
    [workspace],
  );
  const [runId, setRunId] = useState(0);

  // Decided once, when the page opens.
  const [opening] = useState(() => {
    const fromAddress = runStateFromSearch(params, fields, defaultRange);
    const search = params.toString();
    if (fromAddress) {
      const state = { ...fromAddress, range: freshRange(fromAddress.range, now(), zone) };
      return { state, search, openedWithQuery: true };
    }
    const preset = defaultPresetOf(toMachinePresets(user.presets), workspace)?.preset;
    const state: RunState = preset
      ? {
          range: freshRange(preset.range, now(), zone),
          filters: splitPresetFilters(preset.filters, fields).kept,
        }
      : { range: freshRange(defaultRange, now(), zone), filters: [] };
    return { state, search, openedWithQuery: false };
  });

  // The address shows what runs: a recomputed preset or the default replace what was there.
  const wroteOpening = useRef(false);
  useEffect(() => {
    if (wroteOpening.current) return;
    wroteOpening.current = true;
    const search = runStateToSearch(opening.state);
    if (search.toString() !== params.toString()) setParams(search, { replace: true });
  }, [opening, params, setParams]);

  // The address the page opened with stands for the opening state (its preset recomputed), so
  // the panels do not first load a stale range and then the fresh one.
  const run = useMemo(
    () =>
      params.toString() === opening.search
        ? opening.state
        : (runStateFromSearch(params, fields, defaultRange) ?? opening.state),
    [params, fields, opening],
  );

  // A new query loads through the address; the same query again reloads every panel, unless
  // the caller only shows a state (a preset that is already on screen).
  const runReport = useCallback(
    (state: RunState, { reloadSame = true }: { reloadSame?: boolean } = {}) => {
      if (!sameRun(state, run)) setParams(runStateToSearch(state));
      else if (reloadSame) setRunId((id) => id + 1);
    },
    [run, setParams],
  );

  return {
    run,
    initial: opening.state,
    openedWithQuery: opening.openedWithQuery,
    runId,
    runReport,
  };
}
