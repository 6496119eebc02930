// The code step of sign-in: shown when the server answers that the account has a second factor.
// Email and password stay in the machine and are sent again with the code.
import type { FormEvent } from 'react';
import { Button, TextField } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { FullWidth, Stack } from './AuthLayout.styles.ts';
import { isSecondFactorCode } from './loginFailure.ts';
import type { LoginFlow } from './useLoginFlow.ts';

export function SecondFactorForm({ login }: { login: LoginFlow }) {
  const { t } = useTranslation('auth');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSecondFactorCode(login.code)) login.submit();
  };
  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={t('secondFactorTitle')}>
      <TextField
        label={t('secondFactorCode')}
        description={t('secondFactorHelp')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        // The field appears after the user's own action: focus follows it.
        autoFocus
        value={login.code}
        // Authenticator apps show "123 456"; the server takes the digits only.
        onChange={(value) => login.change('code', value.replace(/\s/g, ''))}
        isReadOnly={login.isPending}
      />
      <FullWidth>
        <Button
          type="submit"
          variant="primary"
          isPending={login.isPending}
          isDisabled={!isSecondFactorCode(login.code) && !login.isPending}
        >
          {t('verify')}
        </Button>
        <Button variant="ghost" isDisabled={login.isPending} onPress={login.restart}>
          {t('useAnotherAccount')}
        </Button>
      </FullWidth>
    </Stack>
  );
}
