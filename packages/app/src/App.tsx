// The console app: start-up (spec sections 2 and 4) decides between the splash, the router with
// the public pages, and the router inside the signed-in session. The router is made once start-up
// has settled the address (home redirected, signed-out users sent to sign in), so route guards
// run against a known session.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { i18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { referrerStorage } from './auth/referrerStorage.ts';
import { UpdateRequiredPage } from './pages/UpdateRequiredPage.tsx';
import { errorDestination } from './routes/errorDestination.ts';
import { loadNamespaces } from './i18n/i18n.ts';
import { createPageModules } from './routes/pageModules.ts';
import { preloadPages } from './routes/preloadPages.ts';
import { RouteError } from './routes/RouteError.tsx';
import { RouteRoot } from './routes/RouteRoot.tsx';
import { createRoutes } from './routes/routeTable.ts';
import { AppProviders } from './startup/AppProviders.tsx';
import { realBrowserActions } from './startup/BrowserActions.tsx';
import type { AppEnvironment } from './startup/environment.ts';
import { listenForUnhandledErrors, reportError } from './startup/errorReporting.ts';
import { LoadingSplash } from './startup/LoadingSplash.tsx';
import { NetworkErrors } from './startup/NetworkErrors.tsx';
import { useStartup } from './startup/useStartup.ts';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ env }: { env: AppEnvironment }) {
  const [i18n, setI18n] = useState<i18n | null>(null);
  const router = useRef<Router | null>(null);
  // Made at once: while start-up waits out its delay, the start page's modules and texts are
  // fetched from them (preloadPages), in the signed-in user's language.
  const [routes] = useState(() =>
    createRoutes(
      { session: env.session, storeReferrer: referrerStorage.write },
      {
        pages: createPageModules(async (namespaces) => loadNamespaces(await env.i18n, namespaces)),
        Root: RouteRoot,
        RouteError,
        Fallback: LoadingSplash,
      },
    ),
  );

  const startup = useStartup(env, {
    navigate: (to) => {
      if (router.current) void router.current.navigate(to, { replace: true });
      else window.history.replaceState(null, '', to);
    },
    reload: realBrowserActions.reload,
    storeReferrer: referrerStorage.write,
    onSessionLoaded: () => preloadPages(routes, window.location.pathname),
  });
  const status = useSyncExternalStore(env.session.subscribe, env.session.current);

  useEffect(() => {
    void env.i18n.then(setI18n);
  }, [env]);

  // Errors no screen handled (spec section 8): a failed chunk asks for a reload, others go to
  // their exceptions page, and those that are not HTTP answers are reported first.
  const { send } = startup;
  useEffect(
    () =>
      listenForUnhandledErrors(window, (error) => {
        const destination = errorDestination(error, 'unhandled');
        if (destination.kind === 'stay') return;
        if (destination.kind === 'updateRequired') {
          send({ type: 'chunk.fail' });
          return;
        }
        const place = `${window.location.pathname}${window.location.search}`;
        if (destination.report) void reportError(env.api, error, place, window.localStorage);
        // Signing in again returns to the page the session ended on.
        if (destination.to === '/authenticate') referrerStorage.write(place);
        if (router.current) void router.current.navigate(destination.to, { replace: true });
      }),
    [env, send],
  );

  if (startup.phase === 'settled' && !router.current) router.current = createBrowserRouter(routes);

  if (!i18n) return null;
  return (
    <AppProviders
      i18n={i18n}
      api={env.api}
      status={status}
      initialWorkspace={env.session.selectedWorkspace() ?? undefined}
      onWorkspace={env.session.selectWorkspace}
    >
      <NetworkErrors channel={env.network} isSignedIn={() => env.session.current() !== null} />
      {startup.phase === 'updateRequired' ? (
        <UpdateRequiredPage />
      ) : router.current ? (
        <RouterProvider router={router.current} />
      ) : (
        <LoadingSplash />
      )}
    </AppProviders>
  );
}
