// Network trouble (spec sections 7 and 8): going offline says "No network connection
// detected."; a failed fetch says "Could not connect to the server." at most once per 3 s; an
// HTTP 401 answer reloads the page.

import { setup, stateIn } from 'xstate';
import { NETWORK_ERROR_THROTTLE_MS } from './constants.ts';
import { message, specTexts } from './messages.ts';
import type { NotifyParams } from './messages.ts';
import { requiredAction } from './provided.ts';
import type { ReloadParams } from './types.ts';

export type NetworkErrorsEvent =
  | { type: 'connection.lose' }
  | { type: 'connection.restore' }
  | { type: 'request.fail' }
  | { type: 'session.expire' };

export const networkErrorsMachine = setup({
  types: {
    events: {} as NetworkErrorsEvent,
  },
  actions: {
    notify: requiredAction<NotifyParams>('notify'),
    reload: requiredAction<ReloadParams>('reload'),
  },
  guards: {
    isOnline: stateIn({ connection: 'online' }),
  },
  delays: {
    fetchErrorThrottle: NETWORK_ERROR_THROTTLE_MS,
  },
}).createMachine({
  id: 'networkErrors',
  type: 'parallel',
  on: {
    'session.expire': { actions: { type: 'reload', params: {} } },
  },
  states: {
    connection: {
      initial: 'online',
      states: {
        online: {
          on: {
            'connection.lose': {
              target: 'offline',
              actions: {
                type: 'notify',
                params: { message: message(specTexts.offline), variant: 'error' },
              },
            },
          },
        },
        offline: {
          on: { 'connection.restore': { target: 'online' } },
        },
      },
    },
    fetchErrors: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'request.fail': {
              // Offline already explains every failed fetch.
              guard: 'isOnline',
              target: 'throttled',
              actions: {
                type: 'notify',
                params: { message: message(specTexts.fetchFailed), variant: 'error' },
              },
            },
          },
        },
        throttled: {
          after: { fetchErrorThrottle: { target: 'ready' } },
        },
      },
    },
  },
});
