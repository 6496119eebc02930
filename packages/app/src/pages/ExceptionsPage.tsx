// The public error pages /exceptions and /exceptions/{400,401,403,404,500} (spec sections 2 and
// 8): "Something went wrong", what the status means, and Reload, which clears the local storage
// except the CSRF token (the user stays signed in) and starts again at the root.
import { AlertIcon, Button, ReloadIcon } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { isExceptionCode, type ExceptionCode } from '../routes/errorDestination.ts';
import { useBrowserActions } from '../startup/BrowserActions.tsx';
import { clearStorageExceptCsrf } from '../startup/localStore.ts';
import { Hint, StatusLine } from './PublicPage.styles.ts';

const descriptionKeys = {
  '400': 'exceptionsDescription400',
  '401': 'exceptionsDescription401',
  '403': 'exceptionsDescription403',
  '404': 'exceptionsDescription404',
  '500': 'exceptionsDescription500',
} as const satisfies Record<ExceptionCode, string>;

export function ExceptionsPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { reload } = useBrowserActions();
  const { code } = useParams();
  const status = isExceptionCode(code) ? code : null;

  const reloadFromRoot = () => {
    clearStorageExceptCsrf(window.localStorage);
    reload('/');
  };

  return (
    <AuthLayout
      title={t('common:somethingWentWrong')}
      intro={
        <StatusLine>
          <AlertIcon size={16} />
          <span>
            {status && <strong>{t('exceptionsStatus', { code: status })} · </strong>}
            {t(status ? descriptionKeys[status] : 'exceptionsDescription')}
          </span>
        </StatusLine>
      }
    >
      <Hint>{t('exceptionsReloadHint')}</Hint>
      <Button variant="primary" icon={<ReloadIcon />} onPress={reloadFromRoot}>
        {t('common:reload')}
      </Button>
    </AuthLayout>
  );
}

export { ExceptionsPage as Component };
