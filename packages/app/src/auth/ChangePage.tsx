// /authenticate/change (spec sections 2, 4, 5, 8): the token from the email (prefilled from
// ?token=, which a start URL with mod=change leads to), the new password and its repeat. A
// refusal is shown under the field it is about and in the snackbar; success signs out and
// reloads at /.
import type { FormEvent } from 'react';
import { Button, Loading, PasswordField, TextField } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullWidth, Stack, TextLink } from './AuthLayout.styles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useChangeFlow } from './useChangeFlow.ts';

export function Component() {
  const { t } = useTranslation(['account', 'auth']);
  const [searchParams] = useSearchParams();
  const initialToken = searchParams.get('token');
  const change = useChangeFlow(initialToken);

  if (change.isChanged) {
    return (
      <AuthLayout title={t('changeTitle')}>
        <Loading label={t('passwordChanged')} />
      </AuthLayout>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.submit();
  };
  const passwordError = change.errorFor('password');
  const passwordFields = {
    showPasswordLabel: t('auth:showPassword'),
    hidePasswordLabel: t('auth:hidePassword'),
    autoComplete: 'new-password',
    isReadOnly: change.isPending,
  };

  return (
    <AuthLayout
      title={t('changeTitle')}
      intro={t('changeIntro')}
      footer={
        <>
          <TextLink to="/authenticate">{t('backToSignIn')}</TextLink>
          <TextLink to="/authenticate/reset">{t('requestNewToken')}</TextLink>
        </>
      }
    >
      <Stack onSubmit={onSubmit} noValidate aria-label={t('changeTitle')}>
        <TextField
          label={t('token')}
          name="token"
          autoComplete="one-time-code"
          // Focus where typing starts: the token, or the password when the link brought it.
          autoFocus={!initialToken}
          value={change.token}
          onChange={(value) => change.change('token', value)}
          onBlur={() => change.touch('token')}
          isReadOnly={change.isPending}
          errorMessage={change.errorFor('token')}
        />
        <PasswordField
          {...passwordFields}
          label={t('newPassword')}
          name="new-password"
          autoFocus={Boolean(initialToken)}
          // The rule as help text, until it becomes the error itself.
          description={passwordError === t('passwordLength') ? undefined : t('passwordLength')}
          value={change.password}
          onChange={(value) => change.change('password', value)}
          onBlur={() => change.touch('password')}
          errorMessage={passwordError}
        />
        <PasswordField
          {...passwordFields}
          label={t('repeatPassword')}
          name="repeat-password"
          value={change.repeat}
          onChange={(value) => change.change('repeat', value)}
          onBlur={() => change.touch('repeat')}
          errorMessage={change.errorFor('repeat')}
        />
        <FullWidth>
          <Button
            type="submit"
            variant="primary"
            isPending={change.isPending}
            isDisabled={!change.canSubmit && !change.isPending}
          >
            {t('changePassword')}
          </Button>
        </FullWidth>
      </Stack>
    </AuthLayout>
  );
}
