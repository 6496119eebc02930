// The users' activity in the month: name and email, accounts, visits, active days, calls and the
// last visit. Sorted by calls, largest first, the sort remembered; it scrolls sideways on a phone.
import { useMemo } from 'react';
import { tableRowHeight } from '@console/contract/constants';
import { DataTable, useSnackbar, type ColumnConfig } from '@console/ui';
import { Muted } from './statistics.styles.ts';
import type { UserActivityRow } from './userActivity.ts';
import type { StatisticsTexts } from './useStatisticsTexts.ts';

export function UserActivityTable({
  rows,
  label,
  texts,
}: {
  rows: readonly UserActivityRow[];
  label: string;
  texts: StatisticsTexts;
}) {
  const { t, format } = texts;
  const snackbar = useSnackbar();
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'name', label: t('statistics.column.user'), width: 160, fill: true },
      { name: 'id', label: t('statistics.column.email'), width: 220 },
      { name: 'accounts', label: t('statistics.column.accounts'), width: 140 },
      { name: 'visits', label: t('statistics.activity.visits'), width: 90, align: 'right' },
      {
        name: 'active_days',
        label: t('statistics.activity.active_days'),
        width: 110,
        align: 'right',
      },
      { name: 'calls', label: t('statistics.activity.calls'), width: 100, align: 'right' },
      {
        name: 'last_visit',
        label: t('statistics.activity.lastVisit'),
        width: 170,
        slot: 'lastVisit',
      },
    ],
    [t],
  );
  const slots = {
    lastVisit: (row: UserActivityRow) =>
      row.last_visit ? (
        <time dateTime={row.last_visit}>{format.dateTime(row.last_visit)}</time>
      ) : (
        <Muted>{t('statistics.activity.never')}</Muted>
      ),
  };
  return (
    <DataTable
      id="management.statistics.users"
      aria-label={label}
      columns={columns}
      rows={rows}
      slots={slots}
      defaultSort={{ column: 'calls', direction: 'descending' }}
      numberFormat={texts.numberFormat}
      maxHeight={tableRowHeight * 12}
      emptyLabel={t('statistics.userStats.noUsers')}
      loadingLabel={t('common:loading')}
      copiedMessage={t('common:valueCopied')}
      onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
    />
  );
}
