// /authenticate and /login (spec sections 2, 4, 5, 8): the two single-sign-on providers, "OR",
// then email and password with the forgot-password link; a code step when the account has a
// second factor. A successful sign-in loads the page the user wanted (or /).
import { Loading } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Divider } from './AuthLayout.styles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useAuthServices } from './AuthServices.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { useLoginFlow } from './useLoginFlow.ts';
import { useSsoFlow } from './useSsoFlow.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const { browser } = useAuthServices();
  const login = useLoginFlow(browser.loadPage);
  const sso = useSsoFlow(browser.loadPage);

  if (login.isSignedIn || sso.isSignedIn) {
    return (
      <AuthLayout title={t('signInTitle')}>
        <Loading label={t('signedIn')} />
      </AuthLayout>
    );
  }

  if (login.needsCode) {
    return (
      <AuthLayout
        title={t('secondFactorTitle')}
        intro={t('secondFactorIntro', { username: login.username.trim() })}
      >
        <SecondFactorForm login={login} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signInTitle')} intro={t('signInIntro')}>
      <SsoButtons sso={sso} />
      <Divider>{t('or')}</Divider>
      <CredentialsForm login={login} />
    </AuthLayout>
  );
}
