// The report under the run bar: the key figures and the panels for the range on screen, or why
// there are none (a custom range without its end; no traffic in the range).
import { memo, useMemo } from 'react';
import type { MetricId, User, Workspace } from '@console/contract';
import type { Density, Layout } from '@console/machines';
import { Button, EmptyState, LoadFailed, ReportGrid } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { CategoriesPanel } from './panels/CategoriesPanel.tsx';
import { DelaysPanel } from './panels/DelaysPanel.tsx';
import { DiagnosticsPanel } from './panels/DiagnosticsPanel.tsx';
import { GroupingPanel } from './panels/GroupingPanel.tsx';
import { MetricTiles } from './panels/MetricTiles.tsx';
import { TimeseriesPanel } from './panels/TimeseriesPanel.tsx';
import {
  comparedInput,
  isDiagnosticDimension,
  previousRange,
  reportInput,
  type ReportInput,
} from './reportModel.ts';
import { hasTraffic } from './reportRows.ts';

/** Shorter than the 30 days the empty state offers instead. */
const isShortRange = (range: ReportInput['range']) =>
  Date.parse(range.end) - Date.parse(range.start) < 30 * 24 * 3_600_000;
import type { RunState } from '../../../reportKit/runBar/runBarQuery.ts';
import type { ReportTexts } from './useReportTexts.ts';

export interface ReportBodyProps {
  workspace: Workspace;
  user: Pick<User, 'language' | 'format' | 'clock' | 'reload_on_sort'>;
  run: RunState;
  runId: number;
  layout: Layout;
  density: Density;
  dimensions: readonly string[];
  metrics: readonly MetricId[];
  texts: ReportTexts;
  /** Runs the same report over the last 30 days (the empty state's way out). */
  onWiden: () => void;
  onValues: (field: string, values: readonly string[]) => void;
  /** The address of the report narrowed to a dimension's value; null when it already is. */
  drillHref: (field: string, value: string) => string | null;
}

export function ReportBody({ workspace, run, texts, ...props }: ReportBodyProps) {
  const input = useMemo(() => reportInput(workspace.dataset, run), [workspace.dataset, run]);
  const compared = useMemo(
    () => (input ? comparedInput(input, run.compare) : null),
    [input, run.compare],
  );
  if (!input)
    return (
      <EmptyState
        headingLevel={2}
        title={texts.t('report.incomplete.title')}
        description={texts.t('report.incomplete.description')}
      />
    );
  return (
    <ReportContent
      input={input}
      compared={compared}
      search={run.search ?? ''}
      texts={texts}
      {...props}
    />
  );
}

const ReportContent = memo(function ReportContent({
  user,
  input,
  compared,
  search,
  runId,
  layout,
  density,
  dimensions,
  metrics,
  texts,
  onWiden,
  onValues,
  drillHref,
}: Omit<ReportBodyProps, 'run' | 'workspace'> & {
  input: ReportInput;
  /** the same calls over the compared period, when the report compares */
  compared: ReportInput | null;
  search: string;
}) {
  const { t, rangeText, dimensionName } = texts;
  const totals = useQuery((api) => api.member.datasets.totals(input), [input, runId]);
  // The tiles compare with the chosen period, else with the one just before.
  const previousInput = useMemo(
    () => compared ?? { ...input, range: previousRange(input.range) },
    [input, compared],
  );
  const previous = useQuery(
    (api) => api.member.datasets.totals(previousInput),
    [previousInput, runId],
  );

  if (totals.data && !hasTraffic(totals.data.totals))
    return (
      <EmptyState
        headingLevel={2}
        title={t('report.empty.title')}
        description={t(
          // "with these filters" only when some are set
          (input.filters?.length ?? 0) > 0
            ? 'report.empty.descriptionFiltered'
            : 'report.empty.description',
          { range: rangeText(input.range) },
        )}
        action={
          isShortRange(input.range) && (
            <Button variant="primary" onPress={onWiden}>
              {t('report.empty.widen')}
            </Button>
          )
        }
      />
    );

  return (
    <>
      {totals.status === 'error' && !totals.data ? (
        <LoadFailed
          message={t('common:failedToLoad')}
          onRetry={totals.reload}
          retryLabel={t('common:reload')}
        />
      ) : (
        <MetricTiles
          metrics={metrics}
          totals={totals.data}
          previous={previous.data}
          previousText={rangeText(previousInput.range)}
          numberFormat={user.format}
          texts={texts}
        />
      )}
      <ReportGrid layout={layout} density={density}>
        <TimeseriesPanel
          input={input}
          compared={compared}
          runId={runId}
          metrics={metrics}
          dimensions={dimensions.filter((id) => !isDiagnosticDimension(id))}
          user={user}
          texts={texts}
        />
        {dimensions.map((id) =>
          isDiagnosticDimension(id) ? (
            <DiagnosticsPanel
              key={id}
              kind={id}
              isWide={layout === 'auto' || layout === 'one'}
              input={input}
              compared={compared}
              search={search}
              drillHref={drillHref}
              runId={runId}
              user={user}
              texts={texts}
            />
          ) : (
            <GroupingPanel
              key={id}
              isWide={layout === 'auto' || layout === 'one'}
              dimensionId={id}
              dimensionName={dimensionName(id)}
              input={input}
              compared={compared}
              search={search}
              drillHref={drillHref}
              runId={runId}
              metrics={metrics}
              user={user}
              texts={texts}
              onValues={onValues}
            />
          ),
        )}
        {/* beside delivery time, with room for the categories' names (German's are long) */}
        <CategoriesPanel
          isDouble={layout === 'auto'}
          input={input}
          runId={runId}
          user={user}
          texts={texts}
        />
        <DelaysPanel input={input} runId={runId} user={user} texts={texts} />
      </ReportGrid>
    </>
  );
});
