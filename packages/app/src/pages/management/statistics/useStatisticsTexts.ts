// The statistics pages' words in the user's language, with numbers and months in the user's
// formats: the measures' names, a usage against its limit ("1,240 of 5,000 (24.8%)"), the
// levels, the months ("November 2026", "Nov 2026").
import { useMemo } from 'react';
import { format as formatDate } from 'date-fns';
import type { PillTone, RunMetric } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { monthDate } from './statisticsMonths.ts';
import {
  usageRatio,
  type MeasureSummary,
  type Usage,
  type UsageLevel,
  type UsageMeasure,
} from './usageLimits.ts';

/** Colour by level; the level's word always goes with it. */
export const LEVEL_TONE: Record<UsageLevel, PillTone> = {
  unlimited: 'neutral',
  within: 'success',
  near: 'warning',
  over: 'danger',
};

export function useStatisticsTexts() {
  const { t } = useTranslation(['management', 'common', 'shell']);
  const format = useFormatters();
  const { format: numberFormat, language, clock } = useSession().user;
  return useMemo(() => {
    const measureName = (measure: UsageMeasure) => t(`statistics.measure.${measure}`);
    /** "2 accounts over their limit"; null when none is */
    const overText = (summary: MeasureSummary) =>
      summary.over > 0
        ? t('statistics.summary.over', { count: summary.over, value: format.count(summary.over) })
        : null;
    /** "1 account near its limit"; null when none is */
    const nearText = (summary: MeasureSummary) =>
      summary.near > 0
        ? t('statistics.summary.near', { count: summary.near, value: format.count(summary.near) })
        : null;
    const metricLabels: Record<RunMetric, string> = {
      users: measureName('users'),
      volume: measureName('volume'),
      ips: measureName('ips'),
      domains: measureName('domains'),
      audits: measureName('audits'),
      dmarc: measureName('dmarc'),
    };
    return {
      t,
      format,
      /** the user's number format (tables) and settings for a chart's axes */
      numberFormat,
      chartLocale: { language, numberFormat, clock },
      measureName,
      metricLabels,
      /** "November 2026" */
      monthName: (month: string) =>
        formatDate(monthDate(month), 'LLLL yyyy', { locale: format.locale }),
      /** "Nov 2026", a column's header */
      monthShort: (month: string) =>
        formatDate(monthDate(month), 'LLL yyyy', { locale: format.locale }),
      /** "1,240 of 5,000 (24.8%)"; "3 of 0" for a limit of 0; "20,000" without a limit. */
      usageText: (usage: Usage) => {
        const used = format.count(usage.used);
        if (usage.limit === null) return used;
        const limit = format.count(usage.limit);
        const ratio = usageRatio(usage);
        return ratio === null
          ? t('statistics.usage.of', { used, limit })
          : t('statistics.usage.ofShare', { used, limit, share: format.percent(ratio) });
      },
      levelName: (level: UsageLevel) => t(`statistics.level.${level}`),
      overText,
      nearText,
      /** Who needs attention, in one line: over and near, or that nobody does. */
      attentionLine: (summary: MeasureSummary) => {
        if (summary.limited === 0) return t('statistics.summary.noLimit');
        const parts = [overText(summary), nearText(summary)].filter((part) => part !== null);
        return parts.length > 0 ? parts.join(' · ') : t('statistics.summary.allWithin');
      },
    };
  }, [t, format, numberFormat, language, clock]);
}

export type StatisticsTexts = ReturnType<typeof useStatisticsTexts>;
