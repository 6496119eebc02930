// Accepting an invitation on invitationMachine: the machine loads the invitation, checks the
// new address's password (12..64 characters, repeat) and maps the server's refusals to texts;
// this hook provides the two calls and decides where each message shows: typing problems under
// their field once it is left, a PasswordInsecure refusal under the password, any other refusal
// above the button.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  decidedTexts,
  invitationMachine,
  specTexts,
  type InvitationField,
} from '@console/machines';
import { fromPromise } from 'xstate';
import { useAuthServices } from './AuthServices.tsx';
import { useMessageText } from './useMessageText.ts';

export type InvitationStep = 'loading' | 'ready' | 'accepting' | 'accepted' | 'invalid';

export function useInvitationFlow(token: string | null) {
  const { client } = useAuthServices();
  const messageText = useMessageText();
  const [touched, setTouched] = useState<Record<InvitationField, boolean>>({
    password: false,
    repeat: false,
  });

  const [machine] = useState(() =>
    invitationMachine.provide({
      actors: {
        loadInvitation: fromPromise(({ input }) => client.invitation(input.token)),
        acceptInvitation: fromPromise(({ input }) => client.acceptInvitation(input)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { token } });
  const { context } = snapshot;

  const step: InvitationStep = snapshot.matches('invalid')
    ? 'invalid'
    : snapshot.matches('accepted')
      ? 'accepted'
      : snapshot.matches('accepting')
        ? 'accepting'
        : snapshot.matches('ready')
          ? 'ready'
          : 'loading';

  // In `ready` the error is the last refusal; it goes as soon as a field is edited.
  const refusal = step === 'ready' ? context.error : null;
  const isPasswordRefusal = refusal?.text === specTexts.passwordInsecure;
  const problemFor = (field: InvitationField) => {
    if (context.problem === null || !touched[field]) return undefined;
    const about = context.problem.text === decidedTexts.passwordsDiffer ? 'repeat' : 'password';
    return about === field ? messageText(context.problem) : undefined;
  };

  return {
    step,
    offer: context.offer,
    failure: context.failure,
    /** Why the invitation cannot be used (step `invalid`). */
    failureText: step === 'invalid' && context.error ? messageText(context.error) : null,
    password: context.password,
    repeat: context.repeat,
    errorFor: (field: InvitationField) =>
      field === 'password' && refusal && isPasswordRefusal
        ? messageText(refusal)
        : problemFor(field),
    /** A refusal that is about no field (the account is full, the server failed). */
    formError: refusal && !isPasswordRefusal ? messageText(refusal) : null,
    canSubmit: snapshot.can({ type: 'form.submit' }),
    isPending: step === 'accepting',
    canRetry: snapshot.can({ type: 'load.retry' }),
    change: (field: InvitationField, value: string) => send({ type: 'field.change', field, value }),
    touch: (field: InvitationField) =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    submit: () => {
      setTouched({ password: true, repeat: true });
      send({ type: 'form.submit' });
    },
    retry: () => send({ type: 'load.retry' }),
  };
}

export type InvitationFlow = ReturnType<typeof useInvitationFlow>;
