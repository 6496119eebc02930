// The Delivery Analytics report (issue 7): run bar (time range, filters, presets, report
// button), key figures, the range over time, one table per chosen dimension with Top Bounces
// and Top Deferrals, bounce categories and delivery times; the report-layout side panel. A row
// drills into its value and the report can compare with another period. The query lives in the
// address (Back returns); the machines hold the rules, this screen wires them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Workspace } from '@console/contract';
import { resolvePreset, type ApplyPresetParams, type TimeRange } from '@console/machines';
import { Button, Select, SelectItem } from '@console/ui';
import {
  preloadReportLayout,
  ReportLayoutPanel,
} from '../../../reportKit/layout/ReportLayoutPanel.tsx';
import { useReportLayout } from '../../../reportKit/layout/useReportLayout.ts';
import { usePresets } from '../../../reportKit/presets/usePresets.ts';
import { useReportEnvironment } from '../../../reportKit/reportEnvironment.tsx';
import {
  drilledRun,
  freshRange,
  isDrilled,
  type CompareWith,
  type RunState,
} from '../../../reportKit/runBar/runBarQuery.ts';
import { useReportRun } from '../../../reportKit/runBar/useReportRun.ts';
import { useRunBarActors } from '../../../reportKit/runBar/useRunBarActors.ts';
import { useIsMobile } from '../../../reportKit/useIsMobile.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { reportHref } from '../deliveryLinks.ts';
import { Page, TitleActions, TitleRow } from './DeliveryReport.styles.ts';
import { ReportBody } from './ReportBody.tsx';
import { ReportRunBar } from './ReportRunBar.tsx';
import { layoutChoices, panelDimensions, panelMetrics } from './reportModel.ts';
import { useReportTexts } from './useReportTexts.ts';

/** The comparisons offered; a start instant given in the address is offered as well. */
const compareChoices = ['none', 'previous', 'week'] as const;

/** The run's comparison, which a new run from the run bar keeps. */
const compareOf = (run: RunState) => (run.compare ? { compare: run.compare } : {});

export function DeliveryReport() {
  const { workspace } = useSession();
  // Another workspace is another report: machines, presets and layout start again.
  return <ReportScreen key={workspace.id} workspace={workspace} />;
}

/** Adds newly seen values of a dimension to its filter suggestions, keeping the old ones. */
function mergeValues(
  current: Readonly<Record<string, readonly string[]>>,
  field: string,
  values: readonly string[],
): Readonly<Record<string, readonly string[]>> {
  const known = current[field] ?? [];
  const added = values.filter((value) => !known.includes(value));
  return added.length === 0 ? current : { ...current, [field]: [...known, ...added] };
}

function ReportScreen({ workspace }: { workspace: Workspace }) {
  const { user } = useSession();
  const { now } = useReportEnvironment();
  const texts = useReportTexts(workspace);
  const { t, rangeText } = texts;
  const isMobile = useIsMobile();
  const zone = useMemo(
    () => ({ timeZone: user.timezone, weekStart: user.week }),
    [user.timezone, user.week],
  );
  const fields = useMemo(() => workspace.dimensions.map((dimension) => dimension.id), [workspace]);

  const report = useReportRun(workspace, user, zone, now);
  const actors = useRunBarActors(report.initial, zone, now);
  const { runReport } = report;
  const { setDraft, readDraft, setSearch } = actors;
  // A report opened by the address (a row drilled into, Back, Forward) is what the run bar holds.
  const shownRun = useRef(report.run);
  useEffect(() => {
    if (shownRun.current === report.run) return;
    shownRun.current = report.run;
    setDraft(report.run);
    setSearch(report.run.search ?? '');
  }, [report.run, setDraft, setSearch]);
  /** The address of the report narrowed to one value of a dimension; null when it already is. */
  const drillHref = useCallback(
    (field: string, value: string) =>
      isDrilled(report.run, field, value)
        ? null
        : reportHref(workspace.id, drilledRun(report.run, field, value)),
    [report.run, workspace.id],
  );
  const compareItems = useMemo(() => {
    const chosen = report.run.compare;
    return [
      ...compareChoices.map((id) => ({ id: id as string, name: t(`report.compare.${id}`) })),
      ...(chosen && chosen !== 'previous' && chosen !== 'week'
        ? [{ id: chosen, name: t('report.compare.from', { start: texts.format.dateTime(chosen) }) }]
        : []),
    ];
  }, [report.run.compare, t, texts.format]);
  const compareWith = useCallback(
    (compare: CompareWith | null) => {
      const { compare: _previous, ...rest } = report.run;
      runReport(compare === null ? rest : { ...rest, compare }, { reloadSame: false });
    },
    [report.run, runReport],
  );

  const resolveRange = useCallback(
    (range: TimeRange) => {
      if (range.preset !== 'custom') {
        const resolved = resolvePreset(range.preset, now(), zone);
        return { start: resolved.start ?? '', end: resolved.end ?? '' };
      }
      const instant = new Date(now()).toISOString();
      return { start: range.start ?? instant, end: range.end ?? instant };
    },
    [now, zone],
  );
  const applyPreset = useCallback(
    ({ range, filters }: ApplyPresetParams) => {
      // A preset holds a range and filters; the search text stays as typed.
      const state = {
        range: freshRange(range, now(), zone),
        filters,
        search: readDraft().search,
        ...compareOf(report.run),
      };
      setDraft(state);
      // The default preset applied on opening is already on screen: nothing to reload.
      runReport(state, { reloadSame: false });
    },
    [now, zone, setDraft, readDraft, runReport, report.run],
  );
  const presets = usePresets({
    workspace,
    enabledFields: fields,
    dimensionName: texts.dimensionName,
    openedWithQuery: report.openedWithQuery,
    onApply: applyPreset,
    readDraft,
    resolveRange,
  });

  const layoutState = useReportLayout(workspace);
  const { layout } = layoutState;
  const dimensions = useMemo(
    () => panelDimensions(layout.dimensions, workspace),
    [layout.dimensions, workspace],
  );
  const metrics = useMemo(() => panelMetrics(layout.metrics), [layout.metrics]);
  const isSavingLayout = useSelector(layoutState.actor, (snapshot) => snapshot.hasTag('loading'));

  const [suggestions, setSuggestions] = useState<Readonly<Record<string, readonly string[]>>>({});
  const onValues = useCallback(
    (field: string, values: readonly string[]) =>
      setSuggestions((current) => mergeValues(current, field, values)),
    [],
  );

  const run = useCallback(() => {
    const draft = readDraft();
    runReport({ ...draft, range: freshRange(draft.range, now(), zone), ...compareOf(report.run) });
  }, [readDraft, runReport, now, zone, report.run]);
  const { clearCurrent } = presets;
  const widen = useCallback(() => {
    const state = {
      range: freshRange({ preset: 'last30days', start: null, end: null }, now(), zone),
      filters: report.run.filters,
      search: report.run.search ?? '',
      ...compareOf(report.run),
    };
    clearCurrent();
    setDraft(state);
    runReport(state);
  }, [now, zone, report.run, clearCurrent, setDraft, runReport]);

  const reportUser = useMemo(
    () => ({
      language: user.language,
      format: user.format,
      clock: user.clock,
      reload_on_sort: user.reload_on_sort,
    }),
    [user.language, user.format, user.clock, user.reload_on_sort],
  );

  return (
    <Page data-density={layout.density}>
      <TitleRow>
        <div>
          <ScreenTitle>{t('report.title')}</ScreenTitle>
          <p>
            {report.run.range.start && report.run.range.end
              ? t('report.subtitle', {
                  workspace: workspace.name,
                  range: rangeText(report.run.range),
                  timeZone: user.timezone,
                })
              : t('report.subtitleNoRange', { workspace: workspace.name, timeZone: user.timezone })}
          </p>
          {report.run.filters.length > 0 && (
            <p>{t('report.filtersApplied', { filters: texts.filtersText(report.run.filters) })}</p>
          )}
        </div>
        <TitleActions>
          <Select
            label={t('report.compare.label')}
            items={compareItems}
            value={report.run.compare ?? 'none'}
            onChange={(key) =>
              key !== null && compareWith(key === 'none' ? null : (key as CompareWith))
            }
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          {!isMobile && (
            <Button
              onPress={() => layoutState.actor.send({ type: 'panel.open' })}
              onHoverStart={preloadReportLayout}
              onFocus={preloadReportLayout}
              isPending={isSavingLayout}
            >
              {t('report:layout.open')}
            </Button>
          )}
        </TitleActions>
      </TitleRow>
      <ReportRunBar
        workspace={workspace}
        actors={actors}
        presets={presets}
        run={report.run}
        suggestions={suggestions}
        now={now}
        texts={texts}
        onRun={run}
      />
      <ReportBody
        workspace={workspace}
        user={reportUser}
        run={report.run}
        runId={report.runId}
        layout={layout.layout}
        density={layout.density}
        dimensions={dimensions}
        metrics={metrics}
        texts={texts}
        onWiden={widen}
        onValues={onValues}
        drillHref={drillHref}
      />
      {!isMobile && (
        <ReportLayoutPanel
          state={layoutState}
          {...layoutChoices(workspace)}
          dimensionName={texts.dimensionName}
          metricLabel={texts.metricLabel}
        />
      )}
    </Page>
  );
}
