// The left drawer (spec section 4): open at start on screens wider than 1200 px; hover opens it
// unless lock_drawer is set and leaving closes what hover opened; a swipe over 100 px opens or
// closes it on touch devices; the device class follows the width.

import { assertEvent, assign, setup } from 'xstate';
import { DRAWER_SWIPE_PX } from './constants.ts';
import { deviceClass, isWideScreen } from './device.ts';
import type { DeviceClass } from './device.ts';

export interface DrawerInput {
  readonly width: number;
  /** The user's lock_drawer setting. */
  readonly locked: boolean;
}

export interface DrawerContext {
  readonly width: number;
  readonly device: DeviceClass;
  readonly locked: boolean;
}

export type DrawerEvent =
  | { type: 'drawer.toggle' }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  /** Horizontal distance of a finished swipe: positive to the right. */
  | { type: 'swipe.end'; distance: number }
  | { type: 'window.resize'; width: number }
  | { type: 'lock.change'; locked: boolean };

export const drawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
    input: {} as DrawerInput,
  },
  actions: {
    assignWidth: assign(({ event }) => {
      assertEvent(event, 'window.resize');
      return { width: event.width, device: deviceClass(event.width) };
    }),
    assignLock: assign(({ event }) => {
      assertEvent(event, 'lock.change');
      return { locked: event.locked };
    }),
  },
  guards: {
    startsOpen: ({ context }) => isWideScreen(context.width),
    isUnlocked: ({ context }) => !context.locked,
    isOpeningSwipe: ({ event }) => event.type === 'swipe.end' && event.distance > DRAWER_SWIPE_PX,
    isClosingSwipe: ({ event }) => event.type === 'swipe.end' && event.distance < -DRAWER_SWIPE_PX,
  },
}).createMachine({
  id: 'drawer',
  context: ({ input }) => ({
    width: input.width,
    device: deviceClass(input.width),
    locked: input.locked,
  }),
  initial: 'starting',
  on: {
    'window.resize': { actions: 'assignWidth' },
    'lock.change': { actions: 'assignLock' },
  },
  states: {
    starting: {
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'drawer.toggle': { target: 'open' },
        'pointer.enter': { guard: 'isUnlocked', target: 'peeking' },
        'swipe.end': { guard: 'isOpeningSwipe', target: 'open' },
      },
    },
    /** Opened by hover: leaving closes it again. */
    peeking: {
      on: {
        'drawer.toggle': { target: 'open' },
        'pointer.leave': { target: 'closed' },
        'swipe.end': { guard: 'isClosingSwipe', target: 'closed' },
      },
    },
    /** Opened on purpose (start-up, menu button, swipe): stays until closed on purpose. */
    open: {
      on: {
        'drawer.toggle': { target: 'closed' },
        'swipe.end': { guard: 'isClosingSwipe', target: 'closed' },
      },
    },
  },
});
