// Texts the report's parts share: metric and category names, a range written in the user's
// timezone and clock, dimension names (Top Bounces and Top Deferrals included).
import { useCallback, useMemo } from 'react';
import { TZDate } from '@date-fns/tz';
import { useTranslation } from 'react-i18next';
import type { BounceCategory, MetricId, Workspace } from '@console/contract';
import type { Filter } from '@console/machines';
import { useFormatters } from '../../../format/useFormatters.ts';
import { dimensionCaption } from '../../../i18n/dictionary.ts';
import { useDictionary } from '../../../i18n/useDictionary.ts';

export interface RangeLike {
  start: string | null;
  end: string | null;
}

export function useReportTexts(workspace: Pick<Workspace, 'dimensions'>) {
  const { t, i18n } = useTranslation(['delivery', 'common', 'errors', 'report']);
  const format = useFormatters();

  const metricLabel = useCallback((metric: MetricId) => t(`report:metric.${metric}`), [t]);
  const categoryLabel = useCallback(
    (category: BounceCategory) => t(`delivery:report.category.${category}`),
    [t],
  );
  const { dictionary } = useDictionary();
  /**
   * In the user's language from the server's dictionary (the catalogue's dimensions, enabled in
   * the workspace or not), else the workspace's caption; Top bounces and Top deferrals fall
   * back to the app's own texts.
   */
  const dimensionName = useCallback(
    (id: string) => {
      const own = workspace.dimensions.find((dimension) => dimension.id === id)?.name;
      const fallback =
        id === 'bounce' || id === 'deferral' ? t(`delivery:report.dimension.${id}`) : id;
      return dimensionCaption(dictionary, id, i18n.language, own, fallback);
    },
    [t, workspace, dictionary, i18n.language],
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
