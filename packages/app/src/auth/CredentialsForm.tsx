// Email and password, the forgot-password link and the sign-in button. The button is enabled
// only when both fields are filled (the machine's guard), and Enter in a field submits.
import type { FormEvent } from 'react';
import { Button, PasswordField, TextField } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { FullWidth, LabelRow, Stack, TextLink } from './AuthLayout.styles.ts';
import type { LoginFlow } from './useLoginFlow.ts';

export function CredentialsForm({ login }: { login: LoginFlow }) {
  const { t } = useTranslation('auth');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.submit();
  };
  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={t('signInTitle')}>
      <TextField
        label={t('email')}
        name="username"
        inputMode="email"
        autoComplete="username"
        value={login.username}
        onChange={(value) => login.change('username', value)}
        isReadOnly={login.isPending}
      />
      <PasswordField
        label={t('password')}
        name="password"
        showPasswordLabel={t('showPassword')}
        hidePasswordLabel={t('hidePassword')}
        value={login.password}
        onChange={(value) => login.change('password', value)}
        isReadOnly={login.isPending}
      />
      <LabelRow>
        <TextLink to="/authenticate/reset">{t('forgotPassword')}</TextLink>
      </LabelRow>
      <FullWidth>
        <Button
          type="submit"
          variant="primary"
          isPending={login.isPending}
          isDisabled={!login.canSubmit && !login.isPending}
        >
          {t('signIn')}
        </Button>
      </FullWidth>
    </Stack>
  );
}
