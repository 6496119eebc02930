// The snackbar (spec section 4): shows one message and hides it after 3 s. A new message
// replaces the shown one and starts the 3 s again.

import { assertEvent, assign, setup } from 'xstate';
import { SNACKBAR_MS } from './constants.ts';
import type { Message, NoticeVariant } from './messages.ts';

export interface SnackbarContext {
  readonly message: Message | null;
  readonly variant: NoticeVariant;
}

export type SnackbarEvent =
  { type: 'snackbar.show'; message: Message; variant: NoticeVariant } | { type: 'snackbar.close' };

export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
  },
  actions: {
    assignMessage: assign(({ event }) => {
      assertEvent(event, 'snackbar.show');
      return { message: event.message, variant: event.variant };
    }),
    clearMessage: assign({ message: null }),
  },
  delays: {
    snackbarTimeout: SNACKBAR_MS,
  },
}).createMachine({
  id: 'snackbar',
  context: { message: null, variant: 'primary' },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'snackbar.show': { target: 'visible', actions: 'assignMessage' },
      },
    },
    visible: {
      after: {
        snackbarTimeout: { target: 'hidden', actions: 'clearMessage' },
      },
      on: {
        'snackbar.show': { target: 'visible', reenter: true, actions: 'assignMessage' },
        'snackbar.close': { target: 'hidden', actions: 'clearMessage' },
      },
    },
  },
});
