// Shown when a page's code could not be loaded (spec sections 2 and 9): after a release the old
// chunk names are gone, so the page asks for a reload, which fetches the new version.
import { Button, ReloadIcon } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { useBrowserActions } from '../startup/BrowserActions.tsx';
import { Hint } from './PublicPage.styles.ts';

export function UpdateRequiredPage() {
  const { t } = useTranslation('common');
  const { reload } = useBrowserActions();
  return (
    <AuthLayout title={t('updateTitle')} intro={t('appUpdated')}>
      <Hint>{t('updateHint')}</Hint>
      <Button variant="primary" icon={<ReloadIcon />} onPress={() => reload()}>
        {t('reload')}
      </Button>
    </AuthLayout>
  );
}
