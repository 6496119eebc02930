// Every account's use of one measure in the month: used, limit, share of the limit with a bar,
// and the level in words and colour. Sorted by share, largest first, so the accounts near or
// over their limits lead; the sort is remembered. Scrolls sideways on a phone.
import { useMemo } from 'react';
import { tableRowHeight } from '@console/contract/constants';
import { DataTable, Pill, useSnackbar, type ColumnConfig } from '@console/ui';
import { CellPill, Muted, ShareCell, UsageBar } from './statistics.styles.ts';
import { barShare, type AccountUsageRow, type UsageMeasure } from './usageLimits.ts';
import { LEVEL_TONE, type StatisticsTexts } from './useStatisticsTexts.ts';

export function AccountUsageTable({
  rows,
  measure,
  label,
  texts,
}: {
  rows: readonly AccountUsageRow[];
  measure: UsageMeasure;
  label: string;
  texts: StatisticsTexts;
}) {
  const { t, format } = texts;
  const snackbar = useSnackbar();
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'account', label: t('statistics.column.account'), width: 200, fill: true },
      { name: 'used', label: texts.measureName(measure), width: 110, align: 'right' },
      {
        name: 'limit',
        label: t('statistics.column.limit'),
        width: 110,
        align: 'right',
        slot: 'limit',
      },
      { name: 'share', label: t('statistics.column.share'), width: 170, slot: 'share' },
      { name: 'rank', label: t('statistics.column.status'), width: 130, slot: 'status' },
    ],
    [t, texts, measure],
  );
  const slots = {
    limit: (row: AccountUsageRow) =>
      row.limit === null ? <Muted>{t('statistics.noLimit')}</Muted> : format.count(row.limit),
    share: (row: AccountUsageRow) =>
      row.share === null ? (
        <Muted>–</Muted>
      ) : (
        <ShareCell>
          <span>{format.percent(row.share)}</span>
          <UsageBar data-level={row.level} aria-hidden="true">
            <span style={{ width: `${barShare(row) * 100}%` }} />
          </UsageBar>
        </ShareCell>
      ),
    status: (row: AccountUsageRow) => (
      <CellPill>
        <Pill tone={LEVEL_TONE[row.level]}>{texts.levelName(row.level)}</Pill>
      </CellPill>
    ),
  };
  return (
    <DataTable
      id="management.statistics.accounts"
      aria-label={label}
      columns={columns}
      rows={rows}
      slots={slots}
      defaultSort={{ column: 'share', direction: 'descending' }}
      numberFormat={texts.numberFormat}
      maxHeight={tableRowHeight * 12}
      emptyLabel={t('statistics.noAccounts.title')}
      loadingLabel={t('common:loading')}
      copiedMessage={t('common:valueCopied')}
      onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
    />
  );
}
