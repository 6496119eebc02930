// The messages found: a count and what was searched, a notice when the answer was cut at the
// server's limit, and one table row per message whose expansion shows its event history. A
// single message opens expanded: it is the one that was asked for.
import { useId, useMemo } from 'react';
import { searchMaxEvents, type ReportRange, type SearchReport } from '@console/contract';
import { DataTable, Pill, useSnackbar, type ColumnConfig } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { messagesOf, type MessageRow, type MessageStatus } from './messages.ts';
import { MessageTimeline } from './MessageTimeline.tsx';
import { rangeText, shortDateTime } from './dateTexts.ts';
import { Notice, Panel, StatusCell, Summary } from './SearchScreen.styles.ts';
import { statusText } from './searchTexts.ts';
import type { PillTone } from '@console/ui';

const statusTones: Record<MessageStatus, PillTone> = {
  delivered: 'success',
  hardBounce: 'danger',
  softBounce: 'danger',
  expired: 'danger',
  rejected: 'danger',
  deferred: 'warning',
  queued: 'info',
  noOutcome: 'neutral',
};

interface DisplayRow extends MessageRow {
  /** the status as read, so that sorting and copying use the words on screen */
  statusLabel: string;
}

export interface SearchResultsProps {
  report: SearchReport;
  /** the recipient or Message-ID searched */
  value: string;
  range: ReportRange;
}

export function SearchResults({ report, value, range }: SearchResultsProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const format = useFormatters();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const headingId = useId();

  const rows = useMemo<DisplayRow[]>(
    () =>
      messagesOf(report.events).map((message) => ({
        ...message,
        statusLabel: statusText(t, message.status),
      })),
    [report.events, t],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'time', label: t('search.column.time'), width: 135, slot: 'time' },
      { name: 'recipient', label: t('search.column.recipient'), width: 200, fill: true },
      { name: 'sender', label: t('search.column.sender'), width: 170, priority: 4 },
      { name: 'provider', label: t('search.column.provider'), width: 100, priority: 1 },
      { name: 'route', label: t('search.column.route'), width: 215, priority: 2 },
      { name: 'campaign', label: t('search.column.campaign'), width: 165, priority: 3 },
      { name: 'statusLabel', label: t('search.column.status'), width: 130, slot: 'status' },
    ],
    [t],
  );
  const timeText = useMemo(() => shortDateTime(user), [user]);
  const slots = useMemo(
    () => ({
      time: (row: DisplayRow) => timeText(row.time),
      status: (row: DisplayRow) => (
        <StatusCell>
          <Pill tone={statusTones[row.status]} hasDot>
            {row.statusLabel}
          </Pill>
          {row.complained && <Pill tone="danger">{t('search.status.complaint')}</Pill>}
        </StatusCell>
      ),
    }),
    [timeText, t],
  );

  const only = rows.length === 1 ? rows[0] : undefined;
  return (
    <Panel aria-labelledby={headingId}>
      <Summary>
        <h2 id={headingId}>{t('search.results.count', { count: rows.length })}</h2>
        <p>
          {t('search.results.events', {
            count: report.events.length,
            value,
            ...rangeText(format, user.clock, range),
          })}
        </p>
      </Summary>
      {report.truncated && (
        <Notice>{t('search.results.truncated', { limit: format.count(searchMaxEvents) })}</Notice>
      )}
      <DataTable<DisplayRow>
        id="delivery-search-messages"
        aria-label={t('search.table.label')}
        columns={columns}
        rows={rows}
        slots={slots}
        defaultSort={{ column: 'time', direction: 'descending' }}
        defaultExpandedKeys={only ? [only.id] : undefined}
        renderExpanded={(row) => <MessageTimeline message={row} range={range} />}
        numberFormat={user.format}
        maxHeight={520}
        onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
        copiedMessage={t('common:valueCopied')}
        copyActionLabel={t('search.copyValue')}
        loadingLabel={t('search.loading')}
        expandColumnLabel={t('search.table.details')}
      />
    </Panel>
  );
}
