// Sign-in with email and password on loginMachine (spec sections 4, 5, 8). The machine holds the
// rules (valid form, login, auth-status check, referrer); this hook provides its side effects
// and turns the server's answer into what the page shows: the code step when a second factor
// is required, the throttle's waiting time, or "Failed to login.".
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  loginMachine,
  type AuthStatus,
  type LoginField,
  type NotifyParams,
} from '@console/machines';
import { useSnackbar } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../api/ApiContext.tsx';
import { useAuthServices } from './AuthServices.tsx';
import { classifyLoginFailure, errorOfEvent } from './loginFailure.ts';
import { useLatest } from './useLatest.ts';
import { useMessageText } from './useMessageText.ts';

export function useLoginFlow(onSignedIn: (to: string) => void) {
  const api = useApi();
  const { client, csrf, referrer } = useAuthServices();
  const snackbar = useSnackbar();
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const [needsCode, setNeedsCode] = useState(false);

  const latest = useLatest({
    onSignedIn,
    onFailure(error: unknown, { message }: NotifyParams) {
      const failure = classifyLoginFailure(error);
      const show = (text: string) => snackbar.show(text, { variant: 'error' });
      switch (failure.kind) {
        case 'secondFactorRequired':
          // Not an error: the password was right, the code comes next.
          setNeedsCode(true);
          return;
        case 'throttled':
          show(
            failure.minutes === null
              ? t('throttledLater')
              : t('throttled', { minutes: failure.minutes }),
          );
          return;
        case 'offline':
          show(tErrors('offline'));
          return;
        case 'unreachable':
          show(tErrors('couldNotConnect'));
          return;
        case 'failed':
          show(messageText(message));
      }
    },
  });

  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => client.login(input)),
        fetchAuthStatus: fromPromise<AuthStatus>(() => api.public.users.auth()),
      },
      actions: {
        notify: ({ event }, params) => latest.current.onFailure(errorOfEvent(event), params),
        storeCsrfToken: (_, { token }) => csrf.write(token),
        navigate: (_, { to }) => {
          referrer.clear();
          latest.current.onSignedIn(to);
        },
      },
    }),
  );
  const [initialReferrer] = useState(() => referrer.read());
  const [snapshot, send] = useMachine(machine, { input: { referrer: initialReferrer } });

  return {
    username: snapshot.context.username,
    password: snapshot.context.password,
    code: snapshot.context.code,
    needsCode,
    canSubmit: snapshot.can({ type: 'form.submit' }),
    isPending: snapshot.hasTag('loading'),
    isSignedIn: snapshot.matches('signedIn'),
    change: (field: LoginField, value: string) =>
      send({ type: 'credentials.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    /** Leaves the code step: back to the full form, password to be typed again. */
    restart: () => {
      setNeedsCode(false);
      send({ type: 'credentials.change', field: 'code', value: '' });
      send({ type: 'credentials.change', field: 'password', value: '' });
    },
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
