// The console app: start-up (spec sections 2 and 4) decides between the splash, the router with
// the public pages, and the router inside the signed-in session. The router is made once the
// address is settled (home redirected, signed-out users sent to sign in) and the session known,
// so route guards run against it: for a signed-in user that is during the start-up delay, and
// the page is prepared behind the splash.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { i18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { referrerStorage } from './auth/referrerStorage.ts';
import { UpdateRequiredPage } from './pages/UpdateRequiredPage.tsx';
import { errorDestination } from './routes/errorDestination.ts';
import { loadNamespaces } from './i18n/i18n.ts';
import { createPageModules, type LoadTexts } from './routes/pageModules.ts';
import { RouteError } from './routes/RouteError.tsx';
import { RouteRoot } from './routes/RouteRoot.tsx';
import { createRoutes } from './routes/routeTable.ts';
import { AppProviders } from './startup/AppProviders.tsx';
import { realBrowserActions } from './startup/BrowserActions.tsx';
import type { AppEnvironment } from './startup/environment.ts';
import { listenForUnhandledErrors, reportError } from './startup/errorReporting.ts';
import { LoadingSplash } from './startup/LoadingSplash.tsx';
import { PreparedPage } from './startup/PreparedPage.tsx';
import { NetworkErrors } from './startup/NetworkErrors.tsx';
import { useStartup } from './startup/useStartup.ts';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ env }: { env: AppEnvironment }) {
  const [i18n, setI18n] = useState<i18n | null>(null);
  const router = useRef<Router | null>(null);
  const [routeTable] = useState(() => {
    const loadTexts: LoadTexts = async (namespaces) => loadNamespaces(await env.i18n, namespaces);
    return createRoutes(
      { session: env.session, storeReferrer: referrerStorage.write },
      {
        pages: createPageModules(loadTexts),
        signedInPages: async () =>
          (await import('./routes/signedInPages.ts')).createSignedInPages(loadTexts),
        Root: RouteRoot,
        RouteError,
        Fallback: LoadingSplash,
      },
    );
  });

  const startup = useStartup(env, {
    navigate: (to) => {
      if (router.current) void router.current.navigate(to, { replace: true });
      else window.history.replaceState(null, '', to);
    },
    reload: realBrowserActions.reload,
    storeReferrer: referrerStorage.write,
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

  // A signed-in page is made while the start-up delay runs, hidden behind the splash: its code
  // compiles and its calls go out then, and it shows complete when the delay is over.
  const makesRouter = startup.phase === 'settled' || startup.canPrepare;
  if (makesRouter && !router.current) {
    router.current = createBrowserRouter(routeTable.routes, {
      patchRoutesOnNavigation: routeTable.patchRoutesOnNavigation,
    });
  }
  const isShown = startup.phase === 'settled';

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
      ) : (
        <>
          {router.current && (
            <PreparedPage isShown={isShown}>
              <RouterProvider router={router.current} />
            </PreparedPage>
          )}
          {!isShown && <LoadingSplash />}
        </>
      )}
    </AppProviders>
  );
}
