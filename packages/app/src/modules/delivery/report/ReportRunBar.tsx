// The report's run bar (spec sections 2, 4, 5): time range (presets and a custom calendar),
// filters per dimension with Include/Exclude, presets, and the report button, disabled while a
// custom range lacks its start or end. The controls edit a draft; the button runs it.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { Workspace } from '@console/contract';
import type { Filter, TimeRange } from '@console/machines';
import {
  FiltersModal,
  PresetsControl,
  ReportButton,
  RunBar,
  SearchField,
  type RunFilter,
} from '@console/ui';
import type { usePresets } from '../../../reportKit/presets/usePresets.ts';
import { differsFromRun, type RunState } from '../../../reportKit/runBar/runBarQuery.ts';
import type { RunBarActors } from '../../../reportKit/runBar/useRunBarActors.ts';
import { RunTimeRange } from '../../../reportKit/timeRange/RunTimeRange.tsx';
import { RunActions } from './DeliveryReport.styles.ts';
import type { ReportTexts } from './useReportTexts.ts';

export interface ReportRunBarProps {
  workspace: Workspace;
  actors: RunBarActors;
  presets: ReturnType<typeof usePresets>;
  /** The report on screen, to tell whether the run bar holds changes not run yet. */
  run: RunState;
  /** Known values per dimension, offered while typing a filter. */
  suggestions: Readonly<Record<string, readonly string[]>>;
  now: () => number;
  texts: ReportTexts;
  onRun: () => void;
}

const toRunFilters = (filters: readonly Filter[]): RunFilter[] =>
  filters.map((filter) => ({ ...filter, values: [...filter.values] }));

export function ReportRunBar({
  workspace,
  actors,
  presets,
  run,
  suggestions,
  now,
  texts,
  onRun,
}: ReportRunBarProps) {
  const { t } = texts;
  // Rolling presets refresh every second; the picker only needs the preset and a custom range.
  const range = useSelector(
    actors.timeRange,
    (snapshot) => snapshot.context.range,
    (a: TimeRange, b: TimeRange) =>
      a.preset === b.preset && (a.preset !== 'custom' || (a.start === b.start && a.end === b.end)),
  );
  const filters = useSelector(actors.filters, (snapshot) => snapshot.context.applied);
  const pending = differsFromRun({ range, filters, search: actors.search }, run);

  const { dimensionName } = texts;
  const dimensions = useMemo(
    () =>
      workspace.dimensions.map((dimension) => ({
        id: dimension.id,
        caption: dimensionName(dimension.id),
        options: suggestions[dimension.id] ?? [],
      })),
    [workspace.dimensions, suggestions, dimensionName],
  );

  return (
    <RunBar
      aria-label={t('report.runBar')}
      actions={
        <RunActions>
          {pending && <span className="pending">{t('report.notRunYet')}</span>}
          <ReportButton
            onPress={onRun}
            range={range}
            incompleteRangeText={t('errors:customRangeIncomplete')}
          >
            {t('report.run')}
          </ReportButton>
        </RunActions>
      }
    >
      <RunTimeRange
        value={range}
        actor={actors.timeRange}
        now={now}
        label={t('report.timeRange')}
        editCustomLabel={t('report.editCustomRange')}
        onChanged={presets.clearCurrent}
      />
      <FiltersModal
        dimensions={dimensions}
        value={toRunFilters(filters)}
        labels={{
          title: t('report.filters.title'),
          apply: t('common:apply'),
          cancel: t('common:cancel'),
          include: t('report.filters.include'),
          exclude: t('report.filters.exclude'),
          operator: t('report.filters.operator'),
          empty: t('report.filters.empty'),
          loading: t('report.filters.loading'),
        }}
        onApply={(next) => {
          presets.clearCurrent();
          actors.filters.send({ type: 'filters.set', filters: next });
        }}
      />
      <SearchField
        label={t('report.search.label')}
        placeholder={t('report.search.placeholder')}
        clearLabel={t('report.search.clear')}
        defaultValue={run.search ?? ''}
        onChange={actors.setSearch}
        onClear={() => actors.setSearch('')}
        onSubmit={(text) => {
          actors.setSearch(text);
          onRun();
        }}
      />
      <PresetsControl
        presets={presets.items}
        value={presets.currentName}
        onApply={presets.apply}
        onSave={presets.save}
        onDelete={presets.remove}
        validateName={presets.validateName}
        isDisabled={presets.isSaving}
        labels={{
          presets: t('report.presets.presets'),
          empty: t('report.presets.empty'),
          isDefault: t('report.presets.isDefault'),
          add: t('report.presets.add'),
          edit: t('report.presets.edit'),
          delete: t('report.presets.delete'),
          addTitle: t('report.presets.addTitle'),
          editTitle: t('report.presets.editTitle'),
          deleteTitle: t('report.presets.deleteTitle'),
          deleteConfirm: t('report.presets.deleteConfirm'),
          name: t('report.presets.name'),
          nameDescription: t('report.presets.nameDescription'),
          defaultFlag: t('report.presets.defaultFlag'),
          ok: t('common:ok'),
          cancel: t('common:cancel'),
          confirmDelete: t('report.presets.confirmDelete'),
          duplicate: t('errors:presetExists'),
        }}
      />
    </RunBar>
  );
}
