// What every table of the report shares: its number format, height, empty/loading texts, copy
// of a cell with a snackbar, the "N of M match" line of the report's search and the CSV button.
import type { User } from '@console/contract';
import { Button, useSnackbar } from '@console/ui';
import type { ReportTexts } from '../useReportTexts.ts';

/** The DataTable props a report panel passes unchanged. */
export function useReportTableProps(
  texts: ReportTexts,
  user: Pick<User, 'format'>,
  options: { isSearching?: boolean; rows?: number } = {},
) {
  const { t } = texts;
  const snackbar = useSnackbar();
  return {
    numberFormat: user.format,
    maxHeight: 36 * (options.rows ?? 9),
    emptyLabel: options.isSearching ? t('common:noMatches') : t('report.noData'),
    loadingLabel: t('common:loading'),
    copiedMessage: t('common:valueCopied'),
    copyActionLabel: t('report.copyValue'),
    onCopy: (_: unknown, message: string) => snackbar.show(message, { variant: 'primary' }),
  };
}

/** The panel line while the report's search narrows the rows. */
export function searchMatchesText(
  texts: ReportTexts,
  search: string,
  shown: number,
  total: number,
): string {
  return texts.t('report.search.matches', { count: shown, total, search });
}

export interface ExportButtonProps {
  /** The table's name, for the accessible name ("Export Mailbox provider as CSV"). */
  table: string;
  texts: ReportTexts;
  onExport: () => void;
}

export function ExportButton({ table, texts, onExport }: ExportButtonProps) {
  const { t } = texts;
  return (
    <Button variant="ghost" aria-label={t('report.exportLabel', { table })} onPress={onExport}>
      {t('report.export')}
    </Button>
  );
}
