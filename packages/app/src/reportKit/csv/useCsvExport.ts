// Saves a report table as CSV with the user's export settings (spec section 3: delimiter and
// BOM; numbers with the decimal mark of their number format) and says so in a snackbar.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@console/ui';
import { useSession } from '../../session/SessionContext.tsx';
import { useReportEnvironment } from '../reportEnvironment.tsx';
import { csvFileName, toCsv, type CsvCell } from './csv.ts';

export function useCsvExport() {
  const { user } = useSession();
  const { download } = useReportEnvironment();
  const snackbar = useSnackbar();
  const { t } = useTranslation('report');
  return useCallback(
    (nameParts: readonly string[], rows: readonly (readonly CsvCell[])[]) => {
      const text = toCsv(rows, {
        delimiter: user.delimiter,
        bom: user.bom,
        decimalMark: user.format.endsWith(',##') ? ',' : '.',
      });
      const file = csvFileName(nameParts);
      download(file, text);
      snackbar.show(t('exported', { file }), { variant: 'success' });
    },
    [user.delimiter, user.bom, user.format, download, snackbar, t],
  );
}
