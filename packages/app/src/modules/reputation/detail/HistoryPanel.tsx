// The listings of an IP, a range or a domain in the chosen period, per list: the timeline, then
// every period with its start, its end or "ongoing", how long it lasted, the answer and the
// list's reason; a range's rows name the address listed.
import { useMemo } from 'react';
import type { ListingPeriod } from '@console/contract';
import { DataTable, EmptyState, Pill, type ColumnConfig } from '@console/ui';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellText } from '../shared/reputation.styles.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { ListingTimeline } from './ListingTimeline.tsx';
import { listingTracks } from './listingTracks.ts';

interface PeriodTableRow extends Record<string, unknown> {
  id: string;
  list: string;
  target: string;
  listed_at: string;
  delisted_at: string | null;
  /** ms, for sorting; the cell says it in words */
  duration: number;
  answer: string;
  reason: string;
  period: ListingPeriod;
}

export interface HistoryPanelProps {
  /** the IP, range or domain */
  asset: string;
  periods: readonly ListingPeriod[];
  isRange: boolean;
  /** the period's first day and how it is named ("the last 90 days") */
  since: string;
  periodName: string;
  texts: ReputationTexts;
}

export function HistoryPanel({
  asset,
  periods,
  isRange,
  since,
  periodName,
  texts,
}: HistoryPanelProps) {
  const { t, format } = texts;
  const { user } = useSession();
  const tableProps = useReportTableProps(user);
  const { descriptor, onSortChange } = useTableSort('reputation.history', {
    column: 'listed_at',
    direction: 'DESC',
  });
  const now = texts.now();
  const rows = useMemo<PeriodTableRow[]>(
    () =>
      periods.map((period) => ({
        id: `${period.list}-${period.target}-${period.listed_at}`,
        list: period.name,
        target: period.target,
        listed_at: period.listed_at,
        delisted_at: period.delisted_at,
        duration:
          (period.delisted_at ? Date.parse(period.delisted_at) : now) -
          Date.parse(period.listed_at),
        answer: texts.answer(period.answer, period.meaning),
        reason: period.reason ?? '',
        period,
      })),
    [periods, texts, now],
  );
  const tracks = useMemo(() => listingTracks(periods, since, now), [periods, since, now]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'list', label: t('check.column.list'), width: 160 },
      ...(isRange ? [{ name: 'target', label: t('history.column.address'), width: 130 }] : []),
      { name: 'listed_at', label: t('history.column.listed'), width: 170, slot: 'time' },
      { name: 'delisted_at', label: t('history.column.delisted'), width: 170, slot: 'end' },
      { name: 'duration', label: t('history.column.duration'), width: 110, slot: 'duration' },
      { name: 'answer', label: t('check.column.answer'), width: 190, slot: 'text', priority: 2 },
      {
        name: 'reason',
        label: t('check.column.reason'),
        width: 160,
        fill: true,
        slot: 'text',
        priority: 3,
      },
    ],
    [t, isRange],
  );
  const slots = {
    time: (row: PeriodTableRow) => <CellText>{format.dateTime(row.listed_at)}</CellText>,
    end: (row: PeriodTableRow) =>
      row.delisted_at ? (
        <CellText>{format.dateTime(row.delisted_at)}</CellText>
      ) : (
        <Pill tone="danger" hasDot>
          {t('history.ongoing')}
        </Pill>
      ),
    duration: (row: PeriodTableRow) => (
      <CellText>{texts.duration(row.listed_at, row.delisted_at)}</CellText>
    ),
    text: (row: PeriodTableRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
  };

  const lists = tracks.length;
  const title = t('history.panel');
  return (
    <Panel
      title={title}
      meta={t('history.meta', {
        count: periods.length,
        value: format.count(periods.length),
        lists: t('history.lists', { count: lists, value: format.count(lists) }),
        period: periodName,
      })}
      status="success"
      onReload={() => undefined}
      isWide
    >
      {periods.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('history.empty.title', { period: periodName })}
          description={t('history.empty.description', { asset, since: texts.day(since) })}
        />
      ) : (
        <>
          <ListingTimeline
            tracks={tracks}
            label={t('history.timelineLabel', {
              period: periodName,
              tracks: tracks
                .map((track) =>
                  t(
                    track.bars.some((bar) => bar.isOngoing)
                      ? 'history.trackOngoing'
                      : 'history.track',
                    { name: track.name, count: track.bars.length },
                  ),
                )
                .join('; '),
            })}
            from={texts.day(since)}
            to={t('history.today')}
            ongoingLabel={t('history.ongoing')}
            endedLabel={t('history.ended')}
          />
          <DataTable
            id="reputation.history"
            aria-label={title}
            {...tableProps}
            columns={columns}
            rows={rows}
            slots={slots}
            sort={descriptor}
            onSortChange={onSortChange}
          />
        </>
      )}
    </Panel>
  );
}
