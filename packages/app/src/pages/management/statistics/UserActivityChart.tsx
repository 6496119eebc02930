// The user statistics chart: the busiest users of the month by one measure (calls, visits or
// active days, chosen beside the panel's title), a bar each, the focused user always among them.
// Three bars on a phone, their names cut to fit under them. The chart code loads lazily.
import { lazy, Suspense, useMemo } from 'react';
import { Loading } from '@console/ui';
import { ChartBox } from '../../../reportKit/chart/ChartBox.styles.ts';
import { useElementWidth } from '../../../reportKit/chart/useElementWidth.ts';
import { useIsMobile } from '../../../reportKit/useIsMobile.ts';
import {
  activityBars,
  TOP_USERS,
  type ActivityMeasure,
  type UserActivityRow,
} from './userActivity.ts';
import type { StatisticsTexts } from './useStatisticsTexts.ts';

const BarChartView = lazy(() => import('./BarChartView.tsx'));

/** Bars on a phone's 390 px, and the characters of a name that fit under each. */
const TOP_USERS_ON_PHONE = 3;
const LABEL_LIMIT_ON_PHONE = 12;

export function UserActivityChart({
  rows,
  measure,
  focus,
  title,
  texts,
}: {
  rows: readonly UserActivityRow[];
  measure: ActivityMeasure;
  focus: string | null;
  title: string;
  texts: StatisticsTexts;
}) {
  const { t } = texts;
  const isPhone = useIsMobile();
  const [boxRef, width] = useElementWidth();
  const measureName = t(`statistics.activity.${measure}`);
  const data = useMemo(
    () =>
      activityBars(rows, measure, {
        series: measureName,
        focus,
        top: isPhone ? TOP_USERS_ON_PHONE : TOP_USERS,
        ...(isPhone ? { labelLimit: LABEL_LIMIT_ON_PHONE } : {}),
      }),
    [rows, measure, measureName, focus, isPhone],
  );
  return (
    <ChartBox ref={boxRef}>
      {width > 0 && (
        <Suspense fallback={<Loading layout="stacked" label={t('common:loading')} />}>
          <BarChartView
            title={title}
            description={title}
            data={data}
            width={width}
            height={240}
            numberFormat={texts.numberFormat}
            locale={texts.chartLocale}
            valueTitle={measureName}
            valueLabel={measureName}
            categoryLabel={t('statistics.column.user')}
            seriesLabel={t('statistics.userStats.measure')}
            emptyLabel={t('statistics.userStats.chartEmpty')}
            loadingLabel={t('common:loading')}
            showTableLabel={t('statistics.chart.showTable')}
            hideTableLabel={t('statistics.chart.hideTable')}
          />
        </Suspense>
      )}
    </ChartBox>
  );
}
