// Setting a new password with a reset token on passwordChangeMachine (spec sections 4, 5, 8).
// The machine checks the form (token, 12..64 characters, repeat) and maps the server's error
// names to texts; this hook provides the calls, the snackbar and the reload, and decides when
// each message is shown next to its field.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  decidedTexts,
  passwordChangeMachine,
  type NotifyParams,
  type PasswordChangeField,
} from '@console/machines';
import { useSnackbar } from '@console/ui';
import { fromPromise } from 'xstate';
import { useAuthServices } from './AuthServices.tsx';
import { changeErrorField } from './changeErrors.ts';
import { useLatest } from './useLatest.ts';
import { useMessageText } from './useMessageText.ts';

export function useChangeFlow(initialToken: string | null) {
  const { client, browser, csrf } = useAuthServices();
  const snackbar = useSnackbar();
  const messageText = useMessageText();
  // Refusals so far, and per field the refusal count when it was last edited: a refusal is
  // shown under its field until the user edits that field.
  const [refusals, setRefusals] = useState(0);
  const [editedAt, setEditedAt] = useState<Record<PasswordChangeField, number>>({
    token: 0,
    password: 0,
    repeat: 0,
  });
  // Typing problems wait until the user leaves the field.
  const [touched, setTouched] = useState<Record<PasswordChangeField, boolean>>({
    token: false,
    password: false,
    repeat: false,
  });

  const latest = useLatest({
    notify: ({ message }: NotifyParams) => {
      setRefusals((count) => count + 1);
      snackbar.show(messageText(message), { variant: 'error' });
    },
  });
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) => client.changePassword(input)),
        logout: fromPromise<unknown>(async () => {
          // The change ended every session of the user: the token is useless either way.
          try {
            await client.logout();
          } finally {
            csrf.clear();
          }
        }),
      },
      actions: {
        notify: (_, params) => latest.current.notify(params),
        reload: (_, { to }) => browser.loadPage(to ?? window.location.href),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { token: initialToken } });
  const { context } = snapshot;

  const refusalField = changeErrorField(context.error);
  const refusalFor = (field: PasswordChangeField) =>
    context.error !== null && refusalField === field && editedAt[field] < refusals
      ? messageText(context.error)
      : undefined;
  const problemFor = (field: PasswordChangeField) => {
    if (context.problem === null || !touched[field]) return undefined;
    const about = context.problem.text === decidedTexts.passwordsDiffer ? 'repeat' : 'password';
    return about === field ? messageText(context.problem) : undefined;
  };

  return {
    token: context.token,
    password: context.password,
    repeat: context.repeat,
    errorFor: (field: PasswordChangeField) => refusalFor(field) ?? problemFor(field),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    isPending: snapshot.matches('changing'),
    isChanged: snapshot.matches('loggingOut') || snapshot.matches('done'),
    change: (field: PasswordChangeField, value: string) => {
      setEditedAt((current) => ({ ...current, [field]: refusals }));
      send({ type: 'field.change', field, value });
    },
    touch: (field: PasswordChangeField) =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    submit: () => {
      setTouched({ token: true, password: true, repeat: true });
      send({ type: 'form.submit' });
    },
  };
}

export type ChangeFlow = ReturnType<typeof useChangeFlow>;
