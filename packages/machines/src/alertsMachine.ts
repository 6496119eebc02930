// The alert center's toggles (spec sections 4 and 5): an alert's Active toggle flips at once
// and is saved (restored if saving fails); the team-chat toggle deletes the integration when on,
// and when off opens the OAuth popup and adds the integration with the returned code, accepted
// only if it is letters, digits and dots; the email toggle changes locally.

import { assertEvent, assign, setup } from 'xstate';
import { decidedTexts, message } from './messages.ts';
import type { NotifyParams } from './messages.ts';
import { isTeamChatCode } from './patterns.ts';
import { requiredAction, requiredPromise } from './provided.ts';

export interface AlertRow {
  readonly id: string;
  readonly active: boolean;
  readonly [field: string]: unknown;
}

export interface AlertsInput {
  readonly alerts: readonly AlertRow[];
  /** user.alerts: whether email alerts are enabled. */
  readonly email: boolean;
  /** user.slack: whether the team-chat channel is connected. */
  readonly teamChat: boolean;
}

export interface AlertsContext extends AlertsInput {
  /** The alert whose Active toggle is being saved. */
  readonly savingId: string | null;
  /** The OAuth code being added. */
  readonly code: string | null;
}

export type AlertsEvent =
  { type: 'alert.toggle'; id: string } | { type: 'email.toggle' } | { type: 'teamChat.toggle' };

const notifyError = (text: (typeof decidedTexts)[keyof typeof decidedTexts]) =>
  ({ type: 'notify', params: { message: message(text), variant: 'error' } }) as const;

function flip(alerts: readonly AlertRow[], id: string | null): AlertRow[] {
  return alerts.map((alert) => (alert.id === id ? { ...alert, active: !alert.active } : alert));
}

export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
    input: {} as AlertsInput,
    tags: {} as 'loading',
  },
  actors: {
    saveAlert: requiredPromise<unknown, AlertRow>('saveAlert'),
    /** Opens the team-chat OAuth popup; resolves with the returned code, rejects when closed. */
    authorizeTeamChat: requiredPromise<string>('authorizeTeamChat'),
    addTeamChat: requiredPromise<unknown, { code: string }>('addTeamChat'),
    removeTeamChat: requiredPromise<unknown>('removeTeamChat'),
  },
  actions: {
    flipAlert: assign(({ context, event }) => {
      assertEvent(event, 'alert.toggle');
      return { alerts: flip(context.alerts, event.id), savingId: event.id };
    }),
    restoreAlert: assign(({ context }) => ({
      alerts: flip(context.alerts, context.savingId),
      savingId: null,
    })),
    clearSaving: assign({ savingId: null }),
    flipEmail: assign(({ context }) => ({ email: !context.email })),
    assignCode: assign((_, params: { code: string }) => ({ code: params.code })),
    connectTeamChat: assign({ teamChat: true, code: null }),
    disconnectTeamChat: assign({ teamChat: false }),
    notify: requiredAction<NotifyParams>('notify'),
  },
  guards: {
    alertExists: ({ context, event }) =>
      event.type === 'alert.toggle' && context.alerts.some((alert) => alert.id === event.id),
    isTeamChatOn: ({ context }) => context.teamChat,
    isValidCode: (_, code: string) => isTeamChatCode(code),
  },
}).createMachine({
  id: 'alerts',
  type: 'parallel',
  context: ({ input }) => ({ ...input, savingId: null, code: null }),
  on: {
    'email.toggle': { actions: 'flipEmail' },
  },
  states: {
    activeToggles: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'alert.toggle': { guard: 'alertExists', target: 'saving', actions: 'flipAlert' } },
        },
        saving: {
          tags: 'loading',
          invoke: {
            src: 'saveAlert',
            input: ({ context }) =>
              context.alerts.find((alert) => alert.id === context.savingId) ?? {
                id: '',
                active: false,
              },
            onDone: { target: 'idle', actions: 'clearSaving' },
            onError: {
              target: 'idle',
              actions: ['restoreAlert', notifyError(decidedTexts.alertSaveFailed)],
            },
          },
        },
      },
    },
    teamChat: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'teamChat.toggle': [
              { guard: 'isTeamChatOn', target: 'removing' },
              { target: 'authorizing' },
            ],
          },
        },
        authorizing: {
          tags: 'loading',
          invoke: {
            src: 'authorizeTeamChat',
            onDone: [
              {
                guard: { type: 'isValidCode', params: ({ event }) => event.output },
                target: 'adding',
                actions: { type: 'assignCode', params: ({ event }) => ({ code: event.output }) },
              },
              { target: 'idle', actions: notifyError(decidedTexts.invalidTeamChatCode) },
            ],
            // The user closed the popup: nothing changes, nothing to say.
            onError: { target: 'idle' },
          },
        },
        adding: {
          tags: 'loading',
          invoke: {
            src: 'addTeamChat',
            input: ({ context }) => ({ code: context.code ?? '' }),
            onDone: { target: 'idle', actions: 'connectTeamChat' },
            onError: { target: 'idle', actions: notifyError(decidedTexts.teamChatFailed) },
          },
        },
        removing: {
          tags: 'loading',
          invoke: {
            src: 'removeTeamChat',
            onDone: { target: 'idle', actions: 'disconnectTeamChat' },
            onError: { target: 'idle', actions: notifyError(decidedTexts.teamChatFailed) },
          },
        },
      },
    },
  },
});
