// Single sign-on through a popup (spec sections 4 and 8): opens a 500x600 popup for google or
// microsoft and asks every second whether it was closed; a message from the popup carries the
// CSRF token, which is stored before going to the referrer. The popup page posts its message and
// then closes, but the browser may show the opener the window closed before it delivers the
// message (Chromium carries the two on different channels), so a closed window is given one more
// check interval for its message before the sign-in counts as abandoned. A refusal carries the
// server's error name: an unconfigured provider says "Unknown provider", an identity that
// matches no user "Failed to login.", anything else "Invalid token".

import { assertEvent, assign, sendTo, setup } from 'xstate';
import {
  POPUP_CLOSE_CHECK_MS,
  SSO_AUTHENTICATE_PATH,
  SSO_POPUP_HEIGHT,
  SSO_POPUP_WIDTH,
  SSO_PROVIDERS,
} from './constants.ts';
import { message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';
import { requiredAction, requiredCallback } from './provided.ts';
import { resolveReferrer } from './referrer.ts';
import type { CsrfTokenParams, NavigateParams } from './types.ts';

export interface PopupRequest {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** What the machine sends to the popup actor: "is the window closed yet?". */
export interface PopupCheckEvent {
  readonly type: 'popup.check';
}

export interface SsoPopupInput {
  readonly referrer?: string | null;
}

export interface SsoPopupContext {
  readonly provider: string | null;
  readonly referrer: string | null;
  readonly error: Message | null;
}

/** `popup.message`, `popup.closed` and `popup.blocked` come from the popup actor the app provides. */
export type SsoPopupEvent =
  | { type: 'provider.select'; provider: string }
  | { type: 'popup.message'; token?: string | null; errorName?: string }
  | { type: 'popup.closed' }
  | { type: 'popup.blocked' };

function popupRequest(provider: string | null): PopupRequest {
  return {
    url: `${SSO_AUTHENTICATE_PATH}?provider=${encodeURIComponent(provider ?? '')}`,
    width: SSO_POPUP_WIDTH,
    height: SSO_POPUP_HEIGHT,
  };
}

export const ssoPopupMachine = setup({
  types: {
    context: {} as SsoPopupContext,
    events: {} as SsoPopupEvent,
    input: {} as SsoPopupInput,
  },
  actors: {
    popup: requiredCallback<PopupCheckEvent, PopupRequest>('popup'),
  },
  actions: {
    assignProvider: assign(({ event }) => {
      assertEvent(event, 'provider.select');
      return { provider: event.provider, error: null };
    }),
    assignUnknownProvider: assign({ error: message(specTexts.unknownProvider) }),
    assignInvalidToken: assign({ error: message(specTexts.invalidToken) }),
    assignLoginFailed: assign({ error: message(specTexts.loginFailed) }),
    checkPopup: sendTo('popup', { type: 'popup.check' }),
    storeCsrfToken: requiredAction<CsrfTokenParams>('storeCsrfToken'),
    navigate: requiredAction<NavigateParams>('navigate'),
  },
  guards: {
    isKnownProvider: ({ event }) =>
      event.type === 'provider.select' && SSO_PROVIDERS.includes(event.provider),
    hasToken: ({ event }) =>
      event.type === 'popup.message' &&
      typeof event.token === 'string' &&
      event.token.trim() !== '',
    refusedAsUnknownProvider: ({ event }) =>
      event.type === 'popup.message' && event.errorName === 'UnknownProvider',
    refusedAsUnknownUser: ({ event }) =>
      event.type === 'popup.message' && event.errorName === 'InvalidCredentials',
  },
  delays: {
    popupCloseCheck: POPUP_CLOSE_CHECK_MS,
  },
}).createMachine({
  id: 'ssoPopup',
  context: ({ input }) => ({ provider: null, referrer: input.referrer ?? null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'provider.select': [
          { guard: 'isKnownProvider', target: 'open', actions: 'assignProvider' },
          { actions: 'assignUnknownProvider' },
        ],
      },
    },
    open: {
      // Leaving this state stops the popup actor, which closes the window.
      invoke: {
        id: 'popup',
        src: 'popup',
        input: ({ context }) => popupRequest(context.provider),
      },
      initial: 'watching',
      states: {
        watching: {
          after: {
            popupCloseCheck: { target: 'watching', reenter: true, actions: 'checkPopup' },
          },
          on: { 'popup.closed': { target: 'closed' } },
        },
        // Still listening: the message the page posted as it closed may arrive after this.
        closed: {
          after: { popupCloseCheck: { target: '#ssoPopup.idle' } },
        },
      },
      on: {
        'popup.message': [
          { guard: 'hasToken', target: 'signedIn' },
          // The popup page says why it was refused (spec section 8's texts).
          { guard: 'refusedAsUnknownProvider', target: 'idle', actions: 'assignUnknownProvider' },
          { guard: 'refusedAsUnknownUser', target: 'idle', actions: 'assignLoginFailed' },
          { target: 'idle', actions: 'assignInvalidToken' },
        ],
        'popup.blocked': { target: 'idle' },
      },
    },
    signedIn: {
      type: 'final',
      entry: [
        {
          type: 'storeCsrfToken',
          params: ({ event }) => {
            assertEvent(event, 'popup.message');
            return { token: event.token?.trim() ?? '' };
          },
        },
        {
          type: 'navigate',
          params: ({ context }) => ({ to: resolveReferrer(context.referrer) }),
        },
      ],
    },
  },
});
