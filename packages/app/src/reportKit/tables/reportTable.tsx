// What every table of a report shares: its number format, height (rows of the spec's row
// height), empty/loading texts, copy of a cell with a snackbar, the "N of M match" line of the
// report's search and the CSV button.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract';
import { tableRowHeight } from '@console/contract/constants';
import { Button, useSnackbar } from '@console/ui';

/** The DataTable props a report panel passes unchanged. */
export function useReportTableProps(
  user: Pick<User, 'format'>,
  options: { isSearching?: boolean; rows?: number } = {},
) {
  const { t } = useTranslation(['report', 'common']);
  const snackbar = useSnackbar();
  return {
    numberFormat: user.format,
    maxHeight: tableRowHeight * (options.rows ?? 9),
    emptyLabel: options.isSearching ? t('common:noMatches') : t('report:noData'),
    loadingLabel: t('common:loading'),
    copiedMessage: t('common:valueCopied'),
    copyActionLabel: t('report:copyValue'),
    onCopy: (_: unknown, message: string) => snackbar.show(message, { variant: 'primary' }),
  };
}

/** The panel line while the report's search narrows the rows: "3 of 12 match “gmail”". */
export function useSearchMatchesText(): (search: string, shown: number, total: number) => string {
  const { t } = useTranslation('report');
  return useCallback(
    (search: string, shown: number, total: number) =>
      t('search.matches', { count: shown, total, search }),
    [t],
  );
}

export interface ExportButtonProps {
  /** The table's name, for the accessible name ("Export Mailbox provider as CSV"). */
  table: string;
  onExport: () => void;
}

export function ExportButton({ table, onExport }: ExportButtonProps) {
  const { t } = useTranslation('report');
  return (
    <Button variant="ghost" aria-label={t('exportLabel', { table })} onPress={onExport}>
      {t('export')}
    </Button>
  );
}
