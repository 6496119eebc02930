// The key figures of the range (datasets/totals) for the chosen metrics, each with its change
// against the period of the same length just before, coloured by whether it is good news.
import { useId } from 'react';
import { metricDefinition, type MetricId, type TotalsReport, type User } from '@console/contract';
import { isLowerBetter, shownDelta } from '../metricMeaning.ts';
import { MetricTile } from '@console/ui';
import { Tiles, VisuallyHidden } from '../DeliveryReport.styles.ts';
import type { ReportTexts } from '../useReportTexts.ts';

export interface MetricTilesProps {
  metrics: readonly MetricId[];
  totals: TotalsReport | undefined;
  previous: TotalsReport | undefined;
  /** The previous period, written out. */
  previousText: string;
  numberFormat: User['format'];
  texts: ReportTexts;
}

export function MetricTiles({
  metrics,
  totals,
  previous,
  previousText,
  numberFormat,
  texts,
}: MetricTilesProps) {
  const { t, metricLabel } = texts;
  const headingId = useId();
  return (
    <Tiles aria-labelledby={headingId}>
      <VisuallyHidden id={headingId}>{t('report.tiles.label')}</VisuallyHidden>
      <div className="tiles">
        {metrics.map((metric) => {
          const value = totals?.totals[metric];
          const before = previous?.totals[metric];
          return (
            <MetricTile
              key={metric}
              label={metricLabel(metric)}
              value={value}
              metricStyle={metricDefinition(metric).style}
              numberFormat={numberFormat}
              {...(value !== undefined && before !== undefined
                ? { delta: shownDelta(metric, value, before) }
                : {})}
              higherIsBetter={!isLowerBetter(metric)}
              deltaLabel={t('report.tiles.change')}
              isLoading={totals === undefined}
              loadingLabel={t('report.loadingValue')}
            />
          );
        })}
      </div>
      {previous && (
        <p className="compared">{t('report.tiles.comparedWith', { range: previousText })}</p>
      )}
    </Tiles>
  );
}
