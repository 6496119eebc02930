// /authenticate/reset (spec sections 2, 4, 5, 8): the email of the account; the button works
// only for an email address. Success says "Email with token is sent." and opens the change
// page; a failure says "Failed to change password.".
import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { passwordResetMachine, type NotifyParams } from '@console/machines';
import { Button, TextField, useSnackbar } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { FullWidth, Stack, TextLink } from './AuthLayout.styles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useAuthServices } from './AuthServices.tsx';
import { useLatest } from './useLatest.ts';
import { useMessageText } from './useMessageText.ts';

export function Component() {
  const { t } = useTranslation(['account', 'auth']);
  const { client } = useAuthServices();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const messageText = useMessageText();
  // The format hint waits until the user leaves the field: no scolding while typing.
  const [isEmailTouched, setEmailTouched] = useState(false);

  const latest = useLatest({
    notify: ({ message, variant }: NotifyParams) =>
      snackbar.show(messageText(message), { variant: variant === 'success' ? 'success' : 'error' }),
    navigate,
  });
  const [machine] = useState(() =>
    passwordResetMachine.provide({
      actors: { requestReset: fromPromise(({ input }) => client.requestReset(input)) },
      actions: {
        notify: (_, params) => latest.current.notify(params),
        navigate: (_, { to }) => void latest.current.navigate(to),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);

  const canSubmit = snapshot.can({ type: 'form.submit' });
  const isPending = snapshot.hasTag('loading');
  const email = snapshot.context.email;
  const showHint = isEmailTouched && email.trim() !== '' && !canSubmit && !isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <AuthLayout
      title={t('resetTitle')}
      intro={t('resetIntro')}
      footer={
        <>
          <TextLink to="/authenticate">{t('backToSignIn')}</TextLink>
          <TextLink to="/authenticate/change">{t('haveToken')}</TextLink>
        </>
      }
    >
      <Stack onSubmit={onSubmit} noValidate aria-label={t('resetTitle')}>
        <TextField
          label={t('auth:email')}
          name="email"
          inputMode="email"
          autoComplete="email"
          // Arriving from "Forgot password?", the email is the only thing to type.
          autoFocus
          value={email}
          onChange={(value) => send({ type: 'email.change', value })}
          onBlur={() => setEmailTouched(true)}
          isReadOnly={isPending}
          {...(showHint ? { errorMessage: t('resetEmailInvalid') } : {})}
        />
        <FullWidth>
          <Button
            type="submit"
            variant="primary"
            isPending={isPending}
            isDisabled={!canSubmit && !isPending}
          >
            {t('sendToken')}
          </Button>
        </FullWidth>
      </Stack>
    </AuthLayout>
  );
}
