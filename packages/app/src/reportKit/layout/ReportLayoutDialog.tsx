// The report-layout side panel itself (spec sections 2, 4, 5): columns and density (ui
// ReportLayout), then the dimensions shown as panels, at most 6 counted ("X out of 6", further
// ones disabled; the dimensions the spec does not count, such as Top Bounces, stay free), and the
// metrics shown as tiles and columns. Every choice shows at once behind the panel; closing it
// saves them. Loaded on demand (ReportLayoutPanel.tsx).
import { useTranslation } from 'react-i18next';
import { dimensionsLabel, isDimensionDisabled } from '@console/machines';
import { Checkbox, CheckboxGroup, ReportLayout, type ReportLayoutValue } from '@console/ui';
import type { ReportLayoutPanelProps } from './ReportLayoutPanel.tsx';

/** The one value that differs between two selections: what a checkbox click changed. */
function changedValue(before: readonly string[], after: readonly string[]): string | undefined {
  return (
    after.find((value) => !before.includes(value)) ?? before.find((value) => !after.includes(value))
  );
}

export function ReportLayoutDialog<Metric extends string>({
  state,
  dimensionChoices,
  metricChoices,
  dimensionName,
  metricLabel,
}: ReportLayoutPanelProps<Metric>) {
  const { t } = useTranslation(['report', 'common']);
  const { actor, layout, isOpen } = state;
  const count = dimensionsLabel(layout.dimensions).values;
  // Stored dimensions the workspace no longer has stay counted but are not offered.
  const shownDimensions = layout.dimensions.filter((id) => dimensionChoices.includes(id));

  const onChange = (value: ReportLayoutValue) => {
    if (value.layout !== layout.layout) actor.send({ type: 'layout.change', layout: value.layout });
    if (value.density !== layout.density)
      actor.send({ type: 'density.change', density: value.density });
  };

  return (
    <ReportLayout
      isOpen={isOpen}
      value={{ layout: layout.layout, density: layout.density }}
      onChange={onChange}
      onClose={() => actor.send({ type: 'panel.close' })}
      labels={{
        title: t('report:layout.open'),
        layout: t('report:layout.columns'),
        density: t('report:layout.density'),
        close: t('common:close'),
        auto: t('report:layout.auto'),
        one: t('report:layout.one'),
        two: t('report:layout.two'),
        three: t('report:layout.three'),
        spacious: t('report:layout.spacious'),
        compact: t('report:layout.compact'),
      }}
    >
      <CheckboxGroup
        label={t('report:layout.dimensionsCount', {
          count: Number(count?.count ?? 0),
          limit: Number(count?.limit ?? 0),
        })}
        value={shownDimensions}
        onChange={(next) => {
          const dimension = changedValue(shownDimensions, next);
          if (dimension) actor.send({ type: 'dimension.toggle', dimension });
        }}
      >
        {dimensionChoices.map((id) => (
          <Checkbox key={id} value={id} isDisabled={isDimensionDisabled(id, layout.dimensions)}>
            {dimensionName(id)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={t('report:layout.metrics')}
        value={[...layout.metrics]}
        onChange={(next) => {
          const metric = changedValue(layout.metrics, next);
          if (metric) actor.send({ type: 'metric.toggle', metric });
        }}
      >
        {metricChoices.map((metric) => (
          <Checkbox key={metric} value={metric}>
            {metricLabel(metric)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </ReportLayout>
  );
}
