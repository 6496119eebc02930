// Start-up (spec sections 2 and 4): honour a change-password link, check the auth status, choose
// the workspace and send the home page to the first module; the page shows no earlier than the
// 1 s start-up delay. The status and the user's session load while the delay runs, and a signed-in
// user's workspace is chosen (a home address replaced) as soon as they have, so the app can
// prepare the page behind the splash (`outcome` says when). A failed lazy load at any time asks
// the user to reload because the application was updated.

import { assign, setup } from 'xstate';
import { ROUTES, STARTUP_DELAY_MS } from './constants.ts';
import { decidedTexts, message } from './messages.ts';
import type { Message } from './messages.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import {
  chooseWorkspace,
  firstModuleRoute,
  isHomePath,
  isPublicPath,
  NO_WORKSPACE,
  parseStartUrl,
  workspacePath,
} from './startupRules.ts';
import type { StartIntent, StartWorkspace } from './startupRules.ts';
import type { AuthStatus, NavigateParams, ReloadParams } from './types.ts';

/** The auth status with the parts start-up uses (spec section 3, "Auth status response"). */
export interface StartupStatus extends AuthStatus {
  readonly workspaces?: readonly StartWorkspace[];
  readonly user?: { readonly workspace?: string | null } | null;
}

export interface StartupInput {
  readonly pathname: string;
  readonly search: string;
}

/** What the auth check found, once it has (`pending` until then). */
export type StartupOutcome = 'pending' | 'signedIn' | 'signedOut' | 'authFailed' | 'sessionFailed';

export interface StartupContext extends StartupInput {
  readonly intent: StartIntent;
  readonly outcome: StartupOutcome;
  readonly workspaces: readonly StartWorkspace[];
  readonly workspace: StartWorkspace | null;
  readonly isAdmin: boolean;
  readonly isOwner: boolean;
  readonly notice: Message | null;
}

export type StartupEvent = { type: 'chunk.fail' } | { type: 'reload.confirm' };

export interface WorkspaceParams {
  readonly workspace: StartWorkspace;
}

export interface ReferrerParams {
  readonly path: string;
}

function current(context: StartupContext): StartWorkspace {
  return context.workspace ?? NO_WORKSPACE;
}

function firstModulePath(context: StartupContext): string {
  const workspace = current(context);
  return workspacePath(workspace.id, firstModuleRoute(workspace.modules).path);
}

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as StartupEvent,
    input: {} as StartupInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchAuthStatus: requiredPromise<StartupStatus>('fetchAuthStatus'),
    /** Loads what the shell needs once signed in (user settings, dictionary); app-defined. */
    loadSession: requiredPromise<unknown, StartupContext>('loadSession'),
  },
  actions: {
    assignSession: assign(({ context }, status: StartupStatus) => {
      const workspaces = status.workspaces ?? [];
      const workspace = chooseWorkspace({
        workspaces,
        intent: context.intent,
        pathname: context.pathname,
        preferred: status.user?.workspace ?? null,
      });
      return {
        workspaces,
        workspace,
        isAdmin: status.role === 'ADMIN',
        isOwner: (status.owner?.length ?? 0) > 0,
      };
    }),
    assignUpdateNotice: assign({ notice: message(decidedTexts.appUpdated) }),
    assignOutcome: assign((_, outcome: StartupOutcome) => ({ outcome })),
    navigate: requiredAction<NavigateParams>('navigate'),
    reload: requiredAction<ReloadParams>('reload'),
    storeReferrer: requiredAction<ReferrerParams>('storeReferrer'),
    selectWorkspace: requiredAction<WorkspaceParams>('selectWorkspace'),
  },
  guards: {
    isChangePasswordLink: ({ context }) => context.intent.kind === 'changePassword',
    isAuthenticated: (_, status: StartupStatus) => status.authenticated,
    isPublicPage: ({ context }) => isPublicPath(context.pathname),
    isHomePage: ({ context }) => isHomePath(context.pathname, context.workspaces),
    hasOutcome: ({ context }, outcome: StartupOutcome) => context.outcome === outcome,
  },
  delays: {
    startupDelay: STARTUP_DELAY_MS,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    pathname: input.pathname,
    search: input.search,
    intent: parseStartUrl(input.search),
    outcome: 'pending',
    workspaces: [],
    workspace: null,
    isAdmin: false,
    isOwner: false,
    notice: null,
  }),
  initial: 'starting',
  on: {
    'chunk.fail': { target: '.updateRequired' },
  },
  states: {
    starting: {
      tags: 'loading',
      type: 'parallel',
      states: {
        delay: {
          initial: 'running',
          states: {
            running: { after: { startupDelay: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
        auth: {
          initial: 'choosing',
          states: {
            // A change-password link needs no session: its screen is public.
            choosing: {
              always: [
                { guard: 'isChangePasswordLink', target: 'known' },
                { target: 'authenticating' },
              ],
            },
            authenticating: {
              invoke: {
                src: 'fetchAuthStatus',
                onDone: [
                  {
                    guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
                    target: 'loadingSession',
                    actions: { type: 'assignSession', params: ({ event }) => event.output },
                  },
                  {
                    target: 'known',
                    actions: { type: 'assignOutcome', params: 'signedOut' },
                  },
                ],
                onError: {
                  target: 'known',
                  actions: { type: 'assignOutcome', params: 'authFailed' },
                },
              },
            },
            loadingSession: {
              invoke: {
                src: 'loadSession',
                input: ({ context }) => context,
                // The workspace is chosen and a home address replaced at once, so the app can
                // prepare the page behind the splash while the delay runs.
                onDone: [
                  {
                    guard: 'isHomePage',
                    target: 'known',
                    actions: [
                      { type: 'assignOutcome', params: 'signedIn' },
                      {
                        type: 'selectWorkspace',
                        params: ({ context }) => ({ workspace: current(context) }),
                      },
                      {
                        type: 'navigate',
                        params: ({ context }) => ({ to: firstModulePath(context) }),
                      },
                    ],
                  },
                  {
                    target: 'known',
                    actions: [
                      { type: 'assignOutcome', params: 'signedIn' },
                      {
                        type: 'selectWorkspace',
                        params: ({ context }) => ({ workspace: current(context) }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'known',
                  actions: { type: 'assignOutcome', params: 'sessionFailed' },
                },
              },
            },
            known: { type: 'final' },
          },
        },
      },
      // Both the delay and the auth check are over.
      onDone: [
        { guard: 'isChangePasswordLink', target: 'changingPassword' },
        { guard: { type: 'hasOutcome', params: 'authFailed' }, target: 'authFailed' },
        { guard: { type: 'hasOutcome', params: 'sessionFailed' }, target: 'failed' },
        { guard: { type: 'hasOutcome', params: 'signedIn' }, target: 'ready' },
        { guard: 'isPublicPage', target: 'signedOut' },
        {
          target: 'signedOut',
          actions: [
            {
              type: 'storeReferrer',
              params: ({ context }) => ({ path: `${context.pathname}${context.search}` }),
            },
            { type: 'navigate', params: { to: ROUTES.login } },
          ],
        },
      ],
    },
    changingPassword: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({
          to: `${ROUTES.changePassword}?${new URLSearchParams({
            token: context.intent.kind === 'changePassword' ? context.intent.token : '',
          })}`,
        }),
      },
    },
    authFailed: {
      type: 'final',
      entry: { type: 'navigate', params: { to: `${ROUTES.logout}?failed=true` } },
    },
    signedOut: {},
    failed: {
      type: 'final',
      entry: { type: 'reload', params: { to: ROUTES.startupError } },
    },
    ready: {},
    updateRequired: {
      entry: 'assignUpdateNotice',
      on: {
        'reload.confirm': { actions: { type: 'reload', params: {} } },
      },
    },
  },
});
