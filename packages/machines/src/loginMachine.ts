// Sign-in with username and password (spec sections 4, 5 and 8): the form is valid when both
// are filled; submit logs in, checks the auth status, then goes to the stored referrer.

import { assertEvent, assign, setup } from 'xstate';
import { message, specTexts } from './messages.ts';
import type { Message, NotifyParams } from './messages.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import { resolveReferrer } from './referrer.ts';
import type { AuthStatus, CsrfTokenParams, NavigateParams } from './types.ts';

export type LoginField = 'username' | 'password' | 'code';

export interface LoginRequest {
  readonly username: string;
  readonly password: string;
  /** The optional second-factor code, sent only when filled. */
  readonly code?: string;
}

export interface LoginResult {
  /** Stored locally as the CSRF token. */
  readonly token: string;
}

export interface LoginInput {
  /** The page the user wanted before being sent to sign in. */
  readonly referrer?: string | null;
}

export interface LoginContext {
  readonly username: string;
  readonly password: string;
  readonly code: string;
  readonly referrer: string | null;
  readonly error: Message | null;
}

export type LoginEvent =
  { type: 'credentials.change'; field: LoginField; value: string } | { type: 'form.submit' };

const LOGIN_FAILED = message(specTexts.loginFailed);
const FAIL_ACTIONS = [
  'assignLoginFailed',
  { type: 'notify', params: { message: LOGIN_FAILED, variant: 'error' } },
] as const;

function loginRequest({ username, password, code }: LoginContext): LoginRequest {
  const trimmedCode = code.trim();
  const request = { username: username.trim(), password };
  return trimmedCode === '' ? request : { ...request, code: trimmedCode };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'loading',
  },
  actors: {
    login: requiredPromise<LoginResult, LoginRequest>('login'),
    fetchAuthStatus: requiredPromise<AuthStatus>('fetchAuthStatus'),
  },
  actions: {
    assignCredential: assign(({ event }) => {
      assertEvent(event, 'credentials.change');
      return { [event.field]: event.value };
    }),
    clearError: assign({ error: null }),
    assignLoginFailed: assign({ error: LOGIN_FAILED }),
    notify: requiredAction<NotifyParams>('notify'),
    navigate: requiredAction<NavigateParams>('navigate'),
    storeCsrfToken: requiredAction<CsrfTokenParams>('storeCsrfToken'),
  },
  guards: {
    isFormValid: ({ context }) => context.username.trim() !== '' && context.password !== '',
    isAuthenticated: (_, status: AuthStatus) => status.authenticated,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    username: '',
    password: '',
    code: '',
    referrer: input.referrer ?? null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.change': { actions: 'assignCredential' },
        'form.submit': { guard: 'isFormValid', target: 'loggingIn' },
      },
    },
    loggingIn: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        src: 'login',
        input: ({ context }) => loginRequest(context),
        onDone: {
          target: 'checkingStatus',
          actions: {
            type: 'storeCsrfToken',
            params: ({ event }) => ({ token: event.output.token }),
          },
        },
        onError: { target: 'editing', actions: FAIL_ACTIONS },
      },
    },
    checkingStatus: {
      tags: 'loading',
      invoke: {
        src: 'fetchAuthStatus',
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
            target: 'signedIn',
          },
          { target: 'editing', actions: FAIL_ACTIONS },
        ],
        onError: { target: 'editing', actions: FAIL_ACTIONS },
      },
    },
    signedIn: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: resolveReferrer(context.referrer) }),
      },
    },
  },
});
