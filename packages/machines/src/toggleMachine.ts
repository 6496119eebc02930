// The toggle widget's rule (spec section 4): it flips unless disabled or loading.

import { assertEvent, assign, setup } from 'xstate';

export interface ToggleInput {
  readonly on: boolean;
  readonly disabled?: boolean;
  readonly loading?: boolean;
}

export interface ToggleContext {
  /** The value given at creation; the state (on or off) is the current value. */
  readonly startsOn: boolean;
  readonly disabled: boolean;
  readonly loading: boolean;
}

export type ToggleEvent =
  | { type: 'toggle.press' }
  /** The owner's value changed (for example after a save). */
  | { type: 'toggle.sync'; on: boolean }
  | { type: 'availability.change'; disabled?: boolean; loading?: boolean };

export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    events: {} as ToggleEvent,
    input: {} as ToggleInput,
  },
  actions: {
    assignAvailability: assign(({ context, event }) => {
      assertEvent(event, 'availability.change');
      return {
        disabled: event.disabled ?? context.disabled,
        loading: event.loading ?? context.loading,
      };
    }),
  },
  guards: {
    startsOn: ({ context }) => context.startsOn,
    isInteractive: ({ context }) => !context.disabled && !context.loading,
    isSyncOn: ({ event }) => event.type === 'toggle.sync' && event.on,
    isSyncOff: ({ event }) => event.type === 'toggle.sync' && !event.on,
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({
    startsOn: input.on,
    disabled: input.disabled ?? false,
    loading: input.loading ?? false,
  }),
  initial: 'starting',
  on: {
    'availability.change': { actions: 'assignAvailability' },
  },
  states: {
    starting: {
      always: [{ guard: 'startsOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'toggle.press': { guard: 'isInteractive', target: 'on' },
        'toggle.sync': { guard: 'isSyncOn', target: 'on' },
      },
    },
    on: {
      on: {
        'toggle.press': { guard: 'isInteractive', target: 'off' },
        'toggle.sync': { guard: 'isSyncOff', target: 'off' },
      },
    },
  },
});
