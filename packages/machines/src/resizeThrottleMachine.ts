// Window resize throttle (spec section 9, 200 ms): the first size passes at once, later sizes
// at most every 200 ms, and the last size of a burst is never lost.

import { assertEvent, assign, setup } from 'xstate';
import { RESIZE_THROTTLE_MS } from './constants.ts';
import { requiredAction } from './provided.ts';

export interface WindowSize {
  readonly width: number;
  readonly height: number;
}

export interface ResizeThrottleContext {
  /** The last size passed on. */
  readonly size: WindowSize | null;
  /** A size that arrived during the pause, passed on when it ends. */
  readonly pending: WindowSize | null;
}

export type ResizeThrottleEvent = { type: 'window.resize'; width: number; height: number };

const NO_SIZE: WindowSize = { width: 0, height: 0 };

// Runs after the assign of the same transition, so it sees the size just passed on.
const PUBLISH = {
  type: 'publishSize',
  params: ({ context }: { context: ResizeThrottleContext }) => context.size ?? NO_SIZE,
} as const;

export const resizeThrottleMachine = setup({
  types: {
    context: {} as ResizeThrottleContext,
    events: {} as ResizeThrottleEvent,
  },
  actions: {
    passEventSize: assign(({ event }) => {
      assertEvent(event, 'window.resize');
      return { size: { width: event.width, height: event.height }, pending: null };
    }),
    holdEventSize: assign(({ event }) => {
      assertEvent(event, 'window.resize');
      return { pending: { width: event.width, height: event.height } };
    }),
    passPendingSize: assign(({ context }) => ({ size: context.pending, pending: null })),
    publishSize: requiredAction<WindowSize>('publishSize'),
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
  },
  delays: {
    resizeThrottle: RESIZE_THROTTLE_MS,
  },
}).createMachine({
  id: 'resizeThrottle',
  context: { size: null, pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'window.resize': { target: 'throttling', actions: ['passEventSize', PUBLISH] },
      },
    },
    throttling: {
      on: {
        'window.resize': { actions: 'holdEventSize' },
      },
      after: {
        resizeThrottle: [
          {
            guard: 'hasPending',
            target: 'throttling',
            reenter: true,
            actions: ['passPendingSize', PUBLISH],
          },
          { target: 'idle' },
        ],
      },
    },
  },
});
