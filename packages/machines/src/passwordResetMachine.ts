// Forgotten password, step one (spec sections 4, 5, 8): the email must look like an email;
// success says a token was sent and goes to the change page.

import { assertEvent, assign, setup } from 'xstate';
import { ROUTES } from './constants.ts';
import { message, specTexts } from './messages.ts';
import type { Message, NotifyParams } from './messages.ts';
import { isEmail } from './patterns.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import type { NavigateParams } from './types.ts';

export interface ResetRequest {
  readonly username: string;
}

export interface PasswordResetContext {
  readonly email: string;
  readonly error: Message | null;
}

export type PasswordResetEvent = { type: 'email.change'; value: string } | { type: 'form.submit' };

const RESET_FAILED = message(specTexts.changeFailed);

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as 'loading',
  },
  actors: {
    requestReset: requiredPromise<unknown, ResetRequest>('requestReset'),
  },
  actions: {
    assignEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value };
    }),
    clearError: assign({ error: null }),
    assignResetFailed: assign({ error: RESET_FAILED }),
    notify: requiredAction<NotifyParams>('notify'),
    navigate: requiredAction<NavigateParams>('navigate'),
  },
  guards: {
    isEmailValid: ({ context }) => isEmail(context.email),
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: 'assignEmail' },
        'form.submit': { guard: 'isEmailValid', target: 'sending' },
      },
    },
    sending: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ username: context.email.trim() }),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: [
            'assignResetFailed',
            { type: 'notify', params: { message: RESET_FAILED, variant: 'error' } },
          ],
        },
      },
    },
    sent: {
      type: 'final',
      entry: [
        { type: 'notify', params: { message: message(specTexts.resetSent), variant: 'success' } },
        { type: 'navigate', params: { to: ROUTES.changePassword } },
      ],
    },
  },
});
