// The heartbeat (spec section 4): at start and every 5 minutes the heartbeat and messages are
// reloaded and the banner shown. A newer release turns it into an orange "Reload to update";
// closing records last_message and version so the same banner does not come back.

import { assertEvent, assign, not, setup } from 'xstate';
import { describeBanner } from './bannerRules.ts';
import type { Banner, Heartbeat } from './bannerRules.ts';
import { HEARTBEAT_INTERVAL_MS } from './constants.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import type { Language, ReloadParams } from './types.ts';

export interface HeartbeatInput {
  readonly language: Language;
  /** user.version: the release the user last acknowledged. */
  readonly version: string | null;
  /** user.last_message: the timestamp of the last banner the user closed. */
  readonly lastMessage: string | number | null;
}

export interface HeartbeatContext extends HeartbeatInput {
  readonly heartbeat: Heartbeat | null;
  readonly banner: Banner | null;
}

export type HeartbeatEvent =
  | { type: 'banner.close' }
  | { type: 'banner.reload' }
  | { type: 'language.change'; language: Language };

/** Parameters of `recordSeen`: what the app saves with users/set {last_message, version}. */
export interface SeenParams {
  readonly lastMessage: string | number | null;
  readonly version: string | null;
}

function bannerFor(context: HeartbeatInput & { heartbeat: Heartbeat | null }): Banner | null {
  return context.heartbeat === null ? null : describeBanner(context.heartbeat, context);
}

function seenAfterClosing({ heartbeat, lastMessage, version }: HeartbeatContext): SeenParams {
  return {
    lastMessage: heartbeat?.timestamp ?? lastMessage,
    version: heartbeat?.release ?? version,
  };
}

export const heartbeatMachine = setup({
  types: {
    context: {} as HeartbeatContext,
    events: {} as HeartbeatEvent,
    input: {} as HeartbeatInput,
  },
  actors: {
    fetchHeartbeat: requiredPromise<Heartbeat>('fetchHeartbeat'),
  },
  actions: {
    assignHeartbeat: assign(({ context }, heartbeat: Heartbeat) => ({
      heartbeat,
      banner: bannerFor({ ...context, heartbeat }),
    })),
    assignSeen: assign(({ context }) => {
      const seen = seenAfterClosing(context);
      return { ...seen, banner: bannerFor({ ...context, ...seen }) };
    }),
    assignLanguage: assign(({ context, event }) => {
      assertEvent(event, 'language.change');
      return {
        language: event.language,
        banner: bannerFor({ ...context, language: event.language }),
      };
    }),
    refreshMessages: requiredAction('refreshMessages'),
    recordSeen: requiredAction<SeenParams>('recordSeen'),
    reload: requiredAction<ReloadParams>('reload'),
  },
  guards: {
    hasBanner: ({ context }) => context.banner !== null,
    offersReload: ({ context }) => context.banner?.action != null,
  },
  delays: {
    heartbeatInterval: HEARTBEAT_INTERVAL_MS,
  },
}).createMachine({
  id: 'heartbeat',
  type: 'parallel',
  context: ({ input }) => ({ ...input, heartbeat: null, banner: null }),
  on: {
    'language.change': { actions: 'assignLanguage' },
  },
  states: {
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          entry: 'refreshMessages',
          invoke: {
            src: 'fetchHeartbeat',
            onDone: {
              target: 'waiting',
              actions: { type: 'assignHeartbeat', params: ({ event }) => event.output },
            },
            // Keep the last banner; the next beat tries again.
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { heartbeatInterval: { target: 'fetching' } },
        },
      },
    },
    banner: {
      initial: 'hidden',
      states: {
        hidden: {
          always: { guard: 'hasBanner', target: 'shown' },
        },
        shown: {
          always: { guard: not('hasBanner'), target: 'hidden' },
          on: {
            'banner.close': {
              target: 'hidden',
              actions: [
                { type: 'recordSeen', params: ({ context }) => seenAfterClosing(context) },
                'assignSeen',
              ],
            },
            'banner.reload': {
              guard: 'offersReload',
              actions: [
                {
                  type: 'recordSeen',
                  params: ({ context }) => ({
                    lastMessage: context.lastMessage,
                    version: context.heartbeat?.release ?? context.version,
                  }),
                },
                { type: 'reload', params: {} },
              ],
            },
          },
        },
      },
    },
  },
});
