// Forgotten password, step two (spec sections 4, 5, 8): token, password and repeat; the token
// is trimmed before sending; error names map to messages; success logs out and reloads at /.

import { assertEvent, assign, setup } from 'xstate';
import { ROUTES } from './constants.ts';
import type { Message, NotifyParams } from './messages.ts';
import { changeErrorMessage, passwordProblem } from './passwordRules.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import type { ReloadParams } from './types.ts';

export type PasswordChangeField = 'token' | 'password' | 'repeat';

export interface ChangeRequest {
  readonly token: string;
  readonly password: string;
}

export interface PasswordChangeInput {
  /** The token of a start URL with mod=change. */
  readonly token?: string | null;
}

export interface PasswordChangeContext {
  readonly token: string;
  readonly password: string;
  readonly repeat: string;
  /** Length or repeat problem, shown next to the fields while typing. */
  readonly problem: Message | null;
  /** The server's refusal, mapped from its error name. */
  readonly error: Message | null;
}

export type PasswordChangeEvent =
  { type: 'field.change'; field: PasswordChangeField; value: string } | { type: 'form.submit' };

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    tags: {} as 'loading',
  },
  actors: {
    changePassword: requiredPromise<unknown, ChangeRequest>('changePassword'),
    logout: requiredPromise<unknown>('logout'),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, problem: passwordProblem(next.password, next.repeat) };
    }),
    clearError: assign({ error: null }),
    assignChangeError: assign((_, params: { error: unknown }) => ({
      error: changeErrorMessage(params.error),
    })),
    notify: requiredAction<NotifyParams>('notify'),
    reload: requiredAction<ReloadParams>('reload'),
  },
  guards: {
    isFormValid: ({ context }) =>
      context.token.trim() !== '' &&
      context.password !== '' &&
      context.repeat !== '' &&
      passwordProblem(context.password, context.repeat) === null,
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    token: input.token ?? '',
    password: '',
    repeat: '',
    problem: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': { guard: 'isFormValid', target: 'changing' },
      },
    },
    changing: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ token: context.token.trim(), password: context.password }),
        onDone: { target: 'loggingOut' },
        onError: {
          target: 'editing',
          actions: [
            { type: 'assignChangeError', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                message: changeErrorMessage(event.error),
                variant: 'error',
              }),
            },
          ],
        },
      },
    },
    loggingOut: {
      tags: 'loading',
      // The password is changed either way; a failed logout must not keep the user here.
      invoke: { src: 'logout', onDone: { target: 'done' }, onError: { target: 'done' } },
    },
    done: {
      type: 'final',
      entry: { type: 'reload', params: { to: ROUTES.root } },
    },
  },
});
