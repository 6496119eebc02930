// An alert center row, expanded: every column whole, whatever the width left them (on a phone the
// account, dataset and module columns are dropped, and a condition is longer than its cell), with
// the alert's description. Opened by the row's chevron, a click on the row, or Enter.
import { useTranslation } from 'react-i18next';
import { Details } from '../../shell/screen.styles.ts';
import type { AlertTableRow } from './alertRows.ts';

export function AlertDetails({ row }: { row: AlertTableRow }) {
  const { t } = useTranslation('settings');
  const description = row.source.description.trim();
  return (
    <Details>
      <dt>{t('alerts.columns.account')}</dt>
      <dd>{row.account}</dd>
      <dt>{t('alerts.columns.dataset')}</dt>
      <dd>{row.dataset}</dd>
      <dt>{t('alerts.columns.module')}</dt>
      <dd>{row.module}</dd>
      <dt>{t('alerts.columns.alert')}</dt>
      <dd>{row.alert}</dd>
      {row.condition !== null && (
        <>
          <dt>{t('alerts.details.condition')}</dt>
          <dd>{row.condition}</dd>
        </>
      )}
      {description && (
        <>
          <dt>{t('alerts.details.description')}</dt>
          <dd>{description}</dd>
        </>
      )}
      <dt>{t('alerts.columns.channel')}</dt>
      <dd>{row.channel}</dd>
    </Details>
  );
}
