// Every route of spec section 2 as react-router route objects. Public pages (exceptions, sign-in)
// are declared here; the shell and everything below it need a signed-in user and join the table
// when a path first needs them (signedInRoutes.ts, signedInDiscovery.ts), so the sign-in page
// loads none of them. Pages are lazy route modules, so a page loads only its own code.
// Components come in through `modules`, so tests build the same table with stand-ins.
import type { ComponentType } from 'react';
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { isExceptionCode, NOT_FOUND_PATH } from './errorDestination.ts';
import type { RouteEnv } from './guards.ts';
import { redirectTarget, redirectTo } from './redirects.ts';
import { titled } from './routeHandle.ts';
import { discoverSignedInRoutes, NOT_FOUND_ROUTE, ROOT_ROUTE } from './signedInDiscovery.ts';
import type { SignedInPageLoaders } from './signedInRoutes.ts';

/** The lazy route modules of the public pages (routes/pageModules.ts). */
export type PublicPageName = 'exceptions' | 'signIn' | 'reset' | 'change' | 'invitation' | 'logout';

export type LazyPage = NonNullable<RouteObject['lazy']>;

export interface RouteModules {
  pages: Record<PublicPageName, LazyPage>;
  /** The signed-in pages' lazy route modules, fetched with the signed-in routes. */
  signedInPages: () => Promise<SignedInPageLoaders>;
  /** The root route's component (title, react-aria's router link). */
  Root: ComponentType;
  /** Every error of a loader, a lazy import or a render ends here (spec section 8). */
  RouteError: ComponentType;
  /** Shown while the first page's code and guards load. */
  Fallback?: ComponentType;
}

/** What a router is made of: the public routes and the discovery of the signed-in ones. */
export interface RouteTable {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

export function createRoutes(env: RouteEnv, modules: RouteModules): RouteTable {
  const { pages, Root, RouteError, Fallback } = modules;
  const publicRoutes: RouteObject[] = [
    { id: 'exceptions', path: 'exceptions', lazy: pages.exceptions, handle: titled('exceptions') },
    {
      id: 'exceptions-code',
      path: 'exceptions/:code',
      loader: ({ params }) => (isExceptionCode(params.code) ? null : redirect(NOT_FOUND_PATH)),
      lazy: pages.exceptions,
      handle: titled('exceptions'),
    },
    { id: 'authenticate', path: 'authenticate', lazy: pages.signIn, handle: titled('sign-in') },
    { id: 'login', path: 'login', loader: redirectTo('/authenticate') },
    {
      id: 'authenticate-reset',
      path: 'authenticate/reset',
      lazy: pages.reset,
      handle: titled('reset-password'),
    },
    {
      id: 'authenticate-change',
      path: 'authenticate/change',
      lazy: pages.change,
      handle: titled('change-password'),
    },
    {
      id: 'authenticate-invitation',
      path: 'authenticate/invitation',
      lazy: pages.invitation,
      handle: titled('accept-invitation'),
    },
    { id: 'logout', path: 'authenticate/logout', lazy: pages.logout, handle: titled('logout') },
  ];

  const root: RouteObject = {
    id: ROOT_ROUTE,
    Component: Root,
    ErrorBoundary: RouteError,
    ...(Fallback ? { HydrateFallback: Fallback } : {}),
    children: [
      ...publicRoutes,
      {
        id: 'redirect',
        path: 'r/*',
        loader: ({ request }) => {
          const url = new URL(request.url);
          return redirect(redirectTarget(url.pathname, url.search, url.hash));
        },
      },
      // Renders nothing: it redirects. Saying so keeps react-router from warning while the first
      // path waits for the signed-in routes and matches only this one.
      { id: NOT_FOUND_ROUTE, path: '*', loader: () => redirect(NOT_FOUND_PATH), element: null },
    ],
  };
  const signedInRoutes = async () => {
    const [{ createSignedInRoutes }, signedInPages] = await Promise.all([
      import('./signedInRoutes.ts'),
      modules.signedInPages(),
    ]);
    return createSignedInRoutes(env, signedInPages);
  };
  return { routes: [root], patchRoutesOnNavigation: discoverSignedInRoutes(signedInRoutes) };
}
