// Accepting an owner's invitation with the token of its mail: the invitation is loaded and
// shown; an address without a user sets its password (12..64 characters and the repeat) while
// accepting; refusals map to messages, and an unknown, used or expired invitation ends the flow.

import { assertEvent, assign, setup } from 'xstate';
import type { Message } from './messages.ts';
import {
  acceptErrorMessage,
  invitationFailureMessage,
  invitationGone,
  loadFailure,
  type InvitationFailure,
} from './invitationRules.ts';
import { passwordProblem } from './passwordRules.ts';
import { requiredPromise } from './provided.ts';

export type InvitationField = 'password' | 'repeat';
export type InvitationRole = 'member' | 'editor' | 'owner';

/** What the invitation offers, as the server answers it. */
export interface InvitationOffer {
  readonly account_name: string;
  readonly role: InvitationRole;
  /** The inviting owner's name, or null when they are gone. */
  readonly invited_by: string | null;
  readonly email: string;
  /** ISO timestamp. */
  readonly expires_at: string;
  /** The address has no user yet: accepting sets its password. */
  readonly needs_password: boolean;
}

export interface InvitationRequest {
  readonly token: string;
}

export interface AcceptRequest {
  readonly token: string;
  /** Only for an address without a user (`needs_password`). */
  readonly password?: string;
}

export interface InvitationInput {
  /** The token of the invitation link (`?token=`). */
  readonly token?: string | null;
}

export interface InvitationContext {
  /** Trimmed. */
  readonly token: string;
  readonly offer: InvitationOffer | null;
  readonly password: string;
  readonly repeat: string;
  /** Length or repeat problem, shown next to the fields while typing. */
  readonly problem: Message | null;
  /** The server's refusal (in `ready`) or why the invitation is unusable (in `invalid`). */
  readonly error: Message | null;
  /** Set in `invalid`. */
  readonly failure: InvitationFailure | null;
}

export type InvitationEvent =
  | { type: 'field.change'; field: InvitationField; value: string }
  | { type: 'form.submit' }
  | { type: 'load.retry' };

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationInput,
    tags: {} as 'loading',
  },
  actors: {
    loadInvitation: requiredPromise<InvitationOffer, InvitationRequest>('loadInvitation'),
    acceptInvitation: requiredPromise<unknown, AcceptRequest>('acceptInvitation'),
  },
  actions: {
    assignOffer: assign((_, params: { offer: InvitationOffer }) => ({ offer: params.offer })),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const next = { ...context, [event.field]: event.value };
      // Editing answers the last refusal: its message goes until the next submit.
      return {
        [event.field]: event.value,
        problem: passwordProblem(next.password, next.repeat),
        error: null,
      };
    }),
    clearError: assign({ error: null, failure: null }),
    assignAcceptError: assign((_, params: { error: unknown }) => ({
      error: acceptErrorMessage(params.error),
    })),
    assignFailure: assign((_, params: { failure: InvitationFailure; error?: unknown }) => ({
      failure: params.failure,
      error: invitationFailureMessage(params.failure, params.error),
    })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isInvitationGone: (_, params: { error: unknown }) => invitationGone(params.error) !== null,
    isUnavailable: ({ context }) => context.failure === 'unavailable',
    canAccept: ({ context }) => {
      if (context.offer === null) return false;
      if (!context.offer.needs_password) return true;
      return (
        context.password !== '' &&
        context.repeat !== '' &&
        passwordProblem(context.password, context.repeat) === null
      );
    },
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    token: (input.token ?? '').trim(),
    offer: null,
    password: '',
    repeat: '',
    problem: null,
    error: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      // A link without a token cannot name an invitation: no call is made.
      always: [
        { guard: 'hasToken', target: 'loading' },
        { target: 'invalid', actions: { type: 'assignFailure', params: { failure: 'notFound' } } },
      ],
    },
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        src: 'loadInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignOffer', params: ({ event }) => ({ offer: event.output }) },
        },
        onError: {
          target: 'invalid',
          actions: {
            type: 'assignFailure',
            params: ({ event }) => ({ failure: loadFailure(event.error), error: event.error }),
          },
        },
      },
    },
    ready: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': { guard: 'canAccept', target: 'accepting' },
      },
    },
    accepting: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        src: 'acceptInvitation',
        input: ({ context }) =>
          context.offer?.needs_password
            ? { token: context.token, password: context.password }
            : { token: context.token },
        onDone: { target: 'accepted' },
        onError: [
          {
            guard: { type: 'isInvitationGone', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: {
              type: 'assignFailure',
              params: ({ event }) => ({ failure: loadFailure(event.error) }),
            },
          },
          {
            target: 'ready',
            actions: { type: 'assignAcceptError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    accepted: { type: 'final' },
    invalid: {
      // Only a failed load (network, server fault) is worth another try.
      on: { 'load.retry': { guard: 'isUnavailable', target: 'loading' } },
    },
  },
});
