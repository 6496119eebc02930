// Texts the report's parts share: metric and category names, a range written in the user's
// timezone and clock, dimension names (Top Bounces and Top Deferrals included).
import { useCallback, useMemo } from 'react';
import { TZDate } from '@date-fns/tz';
import { useTranslation } from 'react-i18next';
import type { BounceCategory, MetricId, Workspace } from '@console/contract';
import type { Filter } from '@console/machines';
import { useFormatters } from '../../../format/useFormatters.ts';

export interface RangeLike {
  start: string | null;
  end: string | null;
}

export function useReportTexts(workspace: Pick<Workspace, 'dimensions'>) {
  const { t, i18n } = useTranslation(['delivery', 'common', 'errors', 'report']);
  const format = useFormatters();

  const metricLabel = useCallback((metric: MetricId) => t(`common:metric.${metric}`), [t]);
  const categoryLabel = useCallback(
    (category: BounceCategory) => t(`delivery:report.category.${category}`),
    [t],
  );
  const dimensionName = useCallback(
    (id: string) => {
      if (id === 'bounce' || id === 'deferral') return t(`delivery:report.dimension.${id}`);
      return workspace.dimensions.find((dimension) => dimension.id === id)?.name ?? id;
    },
    [t, workspace],
  );
  /**
   * Whole days read as days, the end included: "Nov 19, 2026" for yesterday, "Nov 13, 2026 –
   * Nov 19, 2026" for the last 7 days; other ranges with their times ("…, 09:30").
   */
  const rangeText = useCallback(
    (range: RangeLike) => {
      if (!range.start || !range.end) return '';
      const midnight = (iso: string) => {
        const zoned = new TZDate(Date.parse(iso), format.timeZone);
        return zoned.getHours() === 0 && zoned.getMinutes() === 0;
      };
      if (midnight(range.start) && midnight(range.end)) {
        const first = format.date(range.start);
        const last = format.date(new Date(Date.parse(range.end) - 1));
        return first === last ? first : t('delivery:report.rangeText', { start: first, end: last });
      }
      return t('delivery:report.rangeText', {
        start: format.dateTime(range.start),
        end: format.dateTime(range.end),
      });
    },
    [format, t],
  );

  /** "Mailbox provider not google, Campaign reactivation-q4" */
  const filtersText = useCallback(
    (filters: readonly Filter[]) =>
      filters
        .map((filter) =>
          t(filter.op === 'IN' ? 'delivery:report.filterIn' : 'delivery:report.filterNotIn', {
            dimension: dimensionName(filter.field),
            values: filter.values.join(', '),
          }),
        )
        .join(' · '),
    [t, dimensionName],
  );

  return useMemo(
    () => ({
      t,
      language: i18n.language,
      format,
      metricLabel,
      categoryLabel,
      dimensionName,
      rangeText,
      filtersText,
    }),
    [t, i18n.language, format, metricLabel, categoryLabel, dimensionName, rangeText, filtersText],
  );
}

export type ReportTexts = ReturnType<typeof useReportTexts>;
