// /authenticate/logout (spec sections 2 and 4): ends the session on the server, forgets the
// CSRF token, and says so with a way to sign in again. Start-up sends an auth failure here with
// ?failed=true, and the page then says the session could not be verified. When the server does
// not confirm, the token is kept so "Try again" can still prove the request is the user's.
import { useCallback, useEffect, useState } from 'react';
import { AlertIcon, Button, Spinner } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, Centered, FullWidth, Notice, TextLink } from './AuthLayout.styles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useAuthServices } from './AuthServices.tsx';
import { isStartupFailure } from './logoutParams.ts';

type LogoutState = 'signingOut' | 'signedOut' | 'failed';

function useLogout() {
  const { client, csrf } = useAuthServices();
  const [state, setState] = useState<LogoutState>('signingOut');
  const [isRetrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    client.logout().then(
      () => {
        csrf.clear();
        if (!isCurrent) return;
        setState('signedOut');
        setRetrying(false);
      },
      () => {
        if (!isCurrent) return;
        setState('failed');
        setRetrying(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, csrf, attempt]);

  // A retry keeps the failure on screen with a busy button, so focus stays on it.
  const retry = useCallback(() => {
    setRetrying(true);
    setAttempt((count) => count + 1);
  }, []);
  return { state, isRetrying, retry };
}

export function Component() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const startupFailed = isStartupFailure(searchParams);
  const { state, isRetrying, retry } = useLogout();

  if (state === 'signingOut') {
    return (
      <AuthLayout title={t('signingOut')}>
        <Centered>
          <Spinner size="large" label={t('signingOut')} />
        </Centered>
      </AuthLayout>
    );
  }

  if (state === 'failed' && !startupFailed) {
    return (
      <AuthLayout
        title={t('logoutFailedTitle')}
        footer={<TextLink to="/authenticate">{t('signInAgain')}</TextLink>}
      >
        <Notice data-tone="danger" role="alert">
          <AlertIcon />
          <span>{t('logoutFailedBody')}</span>
        </Notice>
        <FullWidth>
          <Button variant="primary" isPending={isRetrying} onPress={retry}>
            {t('tryAgain')}
          </Button>
        </FullWidth>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={startupFailed ? t('startupFailedTitle') : t('signedOutTitle')}
      intro={startupFailed ? t('startupFailedBody') : t('signedOutBody')}
    >
      <ButtonLink to="/authenticate">{t('signInAgain')}</ButtonLink>
    </AuthLayout>
  );
}
