// The app's side of start-up (spec sections 2 and 4): startupMachine decides, this file supplies
// what it does. Fetching the auth status, loading the signed-in user's language, recording the
// chosen workspace in the session store, storing the referrer, navigating and reloading.
import type { AuthStatus } from '@console/contract';
import { startupMachine, type StartupContext, type StartupStatus } from '@console/machines';
import { fromPromise } from 'xstate';
import { isSignedIn, type SessionStore, type SignedInStatus } from './sessionStore.ts';

export interface StartupDependencies {
  session: SessionStore;
  fetchAuthStatus: () => Promise<AuthStatus>;
  /** Whatever the shell needs before it shows: the user's language. */
  loadSession: (status: SignedInStatus) => Promise<void>;
  /** Replaces the current address (the router may not exist yet). */
  navigate: (to: string) => void;
  /** A full page load at `to`, or of the current page. */
  reload: (to?: string) => void;
  storeReferrer: (path: string) => void;
}

/**
 * The machine's view of the status. The user's default workspace (`home`, null meaning "Last
 * selected") wins over the last selected one (`workspace`) when start-up picks a workspace.
 */
function forMachine(status: AuthStatus): StartupStatus {
  if (!status.user) return status;
  return { ...status, user: { workspace: status.user.home ?? status.user.workspace } };
}

export function startupLogic(dependencies: StartupDependencies) {
  // The full answer of users/auth: the machine keeps only what it decides with.
  let signedIn: SignedInStatus | null = null;
  return startupMachine.provide({
    actors: {
      fetchAuthStatus: fromPromise(async () => {
        const status = await dependencies.fetchAuthStatus();
        signedIn = isSignedIn(status) ? status : null;
        return forMachine(status);
      }),
      loadSession: fromPromise<unknown, StartupContext>(async () => {
        if (signedIn) await dependencies.loadSession(signedIn);
      }),
    },
    actions: {
      navigate: (_, { to }) => dependencies.navigate(to),
      reload: (_, { to }) => dependencies.reload(to),
      storeReferrer: (_, { path }) => dependencies.storeReferrer(path),
      selectWorkspace: (_, { workspace }) => {
        if (signedIn) dependencies.session.establish(signedIn, workspace.id);
      },
    },
  });
}
