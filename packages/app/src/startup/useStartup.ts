// Runs start-up (startupLogic.ts) once for the page and tells the app which phase it is in:
// still starting (splash), settled (the router can render), or "the application was updated".
import type { StartupEvent } from '@console/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { changeLanguage } from '../i18n/i18n.ts';
import type { AppEnvironment } from './environment.ts';
import { startupLogic } from './startupLogic.ts';

export type StartupPhase = 'starting' | 'settled' | 'updateRequired';

export interface StartupHandle {
  phase: StartupPhase;
  /** Signed in with the session loaded: the page can be prepared behind the splash. */
  canPrepare: boolean;
  send: (event: StartupEvent) => void;
}

export interface StartupOptions {
  /** Replaces the current address; before the router exists, the history entry itself. */
  navigate: (to: string) => void;
  reload: (to?: string) => void;
  storeReferrer: (path: string) => void;
}

const settledStates = ['signedOut', 'ready', 'changingPassword', 'authFailed'] as const;

export function useStartup(env: AppEnvironment, options: StartupOptions): StartupHandle {
  const [logic] = useState(() =>
    startupLogic({
      session: env.session,
      fetchAuthStatus: () => env.api.public.users.auth(),
      loadSession: async (status) => changeLanguage(await env.i18n, status.user.language),
      navigate: options.navigate,
      reload: options.reload,
      storeReferrer: options.storeReferrer,
    }),
  );
  const startup = useActorRef(logic, {
    input: { pathname: window.location.pathname, search: window.location.search },
  });
  const phase = useSelector(startup, (snapshot): StartupPhase => {
    if (snapshot.matches('updateRequired')) return 'updateRequired';
    return settledStates.some((state) => snapshot.matches(state)) ? 'settled' : 'starting';
  });
  const canPrepare = useSelector(startup, (snapshot) => snapshot.context.outcome === 'signedIn');
  return { phase, canPrepare, send: (event) => startup.send(event) };
}
