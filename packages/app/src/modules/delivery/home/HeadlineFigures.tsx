// Yesterday's headline figures against the day before, as metric tiles; the period is named
// with weekdays, since Monday's volume is not Sunday's.
import { TZDate } from '@date-fns/tz';
import type { ReportRange, TotalsReport } from '@console/contract';
import { LoadFailed, MetricTile } from '@console/ui';
import { format as formatDate } from 'date-fns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryResult } from '../../../api/useQuery.ts';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { headlineTiles } from './headline.ts';
import { Section, SectionHead, Tiles } from './HomeScreen.styles.ts';

export interface HeadlineFiguresProps {
  yesterday: QueryResult<TotalsReport>;
  dayBefore: QueryResult<TotalsReport>;
  ranges: { yesterday: ReportRange; dayBefore: ReportRange };
}

export function HeadlineFigures({ yesterday, dayBefore, ranges }: HeadlineFiguresProps) {
  const { t } = useTranslation(['delivery', 'common', 'report']);
  const { user } = useSession();
  const format = useFormatters();
  const headingId = useId();
  const fullDate = (iso: string) =>
    formatDate(new TZDate(Date.parse(iso), format.timeZone), 'PPPP', { locale: format.locale });
  const tiles = headlineTiles(yesterday.data?.totals, dayBefore.data?.totals);

  return (
    <Section aria-labelledby={headingId}>
      <SectionHead>
        <h2 id={headingId}>{t('home.yesterday.heading')}</h2>
        <p>
          {t('home.yesterday.period', {
            day: fullDate(ranges.yesterday.start),
            previous: fullDate(ranges.dayBefore.start),
          })}
        </p>
      </SectionHead>
      {yesterday.status === 'error' ? (
        <LoadFailed
          message={t('home.yesterday.failed')}
          onRetry={() => {
            yesterday.reload();
            dayBefore.reload();
          }}
          retryLabel={t('common:retry')}
        />
      ) : (
        <Tiles>
          {tiles.map((tile) => (
            <MetricTile
              key={tile.id}
              label={t(`report:metric.${tile.id}`)}
              value={tile.value}
              metricStyle={tile.style}
              numberFormat={user.format}
              delta={tile.delta}
              higherIsBetter={tile.higherIsBetter}
              deltaLabel={t('home.yesterday.change')}
              isLoading={yesterday.status === 'loading'}
              loadingLabel={t('common:loading')}
            />
          ))}
        </Tiles>
      )}
    </Section>
  );
}
