// One policy domain's results over the run bar's days (dmarc/domain_days): messages passing and
// failing DMARC per day, so a new failing stream or a drop after a DNS change shows at once.
// The chart module loads lazily, as on the delivery report; its data table is one click away.
import { lazy, Suspense, useMemo } from 'react';
import { TZDate } from '@date-fns/tz';
import { format as formatDate } from 'date-fns';
import type { TimePoint } from '@console/ui';
import { Loading } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { ChartBox } from '../../../reportKit/chart/ChartBox.styles.ts';
import { useElementWidth } from '../../../reportKit/chart/useElementWidth.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import type { DayRange } from '../shared/dayRange.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';

const TimeseriesChartView = lazy(() => import('../../../reportKit/chart/TimeseriesChartView.tsx'));

export function DomainDaysPanel({
  domain,
  days,
  runId,
}: {
  domain: string;
  days: DayRange | null;
  runId: number;
}) {
  const { user } = useSession();
  const texts = useDmarcTexts();
  const { t, format } = texts;
  const query = useQuery(
    (api) => api.member.dmarc.domain_days({ domain, from: days?.from ?? '', to: days?.to ?? '' }),
    [domain, days, runId],
    { enabled: days !== null },
  );
  const [boxRef, width] = useElementWidth();
  const locale = useMemo(
    () => ({ language: user.language, numberFormat: user.format, clock: user.clock }),
    [user.language, user.format, user.clock],
  );
  const data = useMemo<TimePoint[]>(() => {
    const pass = t('chart.pass');
    const fail = t('chart.fail');
    // no report on any day: the chart says so rather than drawing zeros
    if (!query.data?.some((row) => row.messages > 0)) return [];
    return query.data.flatMap((row) => [
      { time: `${row.day}T00:00:00.000Z`, series: pass, value: row.dmarc_pass },
      { time: `${row.day}T00:00:00.000Z`, series: fail, value: row.messages - row.dmarc_pass },
    ]);
  }, [query.data, t]);
  const title = t('chart.description', { days: days ? texts.days(days) : '' });
  return (
    <Panel
      title={t('chart.title')}
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
      isWide
    >
      <ChartBox ref={boxRef}>
        {query.data && width > 0 && (
          <Suspense fallback={<Loading layout="stacked" label={t('common:loading')} />}>
            <TimeseriesChartView
              title={title}
              description={title}
              data={data}
              width={width}
              height={220}
              formatTime={(time) =>
                formatDate(new TZDate(Date.parse(time), 'UTC'), 'PP', { locale: format.locale })
              }
              numberFormat={user.format}
              locale={locale}
              valueLabel={t('column.messages')}
              timeLabel={t('chart.day')}
              seriesLabel={t('chart.series')}
              emptyLabel={t('chart.empty')}
              loadingLabel={t('common:loading')}
              showTableLabel={t('chart.showTable')}
              hideTableLabel={t('chart.hideTable')}
            />
          </Suspense>
        )}
      </ChartBox>
    </Panel>
  );
}
