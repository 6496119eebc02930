// Every route of spec section 2 as react-router route objects. Public pages (exceptions, sign-in)
// sit beside the shell; everything else is below it and needs a signed-in user. Pages are lazy
// route modules, so a page loads only its own code. Components come in through `modules`, so
// tests build the same table with stand-ins.
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isExceptionCode } from './errorDestination.ts';
import {
  NOT_FOUND_PATH,
  requireAdmin,
  requireOwnerOrAdmin,
  requireUser,
  requireWorkspace,
  type RouteEnv,
} from './guards.ts';
import { homeTarget, redirectTarget, withQuery } from './redirects.ts';
import { pageKey, type RouteHandle } from './routeHandle.ts';
import { managementGroups, settingsPages, type SectionPage } from './sectionRoutes.ts';
import { workspacePageRoutes } from './workspaceRouteObjects.ts';
import type { WorkspacePage } from './workspaceRoutes.ts';

/** The lazy route modules of the pages outside the modules, by name (routes/pageModules.ts). */
export type PageName =
  | 'shell'
  | 'workspace'
  | 'home'
  | 'exceptions'
  | 'signIn'
  | 'reset'
  | 'change'
  | 'invitation'
  | 'logout'
  | 'settingsProfile'
  | 'settingsPreferences'
  | 'settingsAlerts'
  | 'settingsReleaseNotes'
  | 'settingsMessages'
  | 'administrationUsers'
  | 'unavailable'
  | 'management'
  | 'documentation'
  | 'legacy';

export type LazyPage = NonNullable<RouteObject['lazy']>;

/**
 * Every lazy route module: the named pages, and each module page that has code under its route
 * name ('delivery-analytics-report'), as the module manifests give them.
 */
export type PageLoaders = Record<PageName, LazyPage> & Readonly<Partial<Record<string, LazyPage>>>;

export interface RouteModules {
  pages: PageLoaders;
  /** The root route's component (title, react-aria's router link). */
  Root: ComponentType;
  /** Every error of a loader, a lazy import or a render ends here (spec section 8). */
  RouteError: ComponentType;
  /** Shown while the first page's code and guards load. */
  Fallback?: ComponentType;
}

const settingsPageNames: Record<string, PageName> = {
  'settings-profile': 'settingsProfile',
  'settings-preferences': 'settingsPreferences',
  'settings-alerts': 'settingsAlerts',
  'settings-release-notes': 'settingsReleaseNotes',
  'settings-messages': 'settingsMessages',
};

const redirectTo =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(withQuery(path, request));

const titled = (name: string, extra: RouteHandle = {}): RouteHandle => ({
  title: pageKey(name),
  crumbs: [{ label: pageKey(name) }],
  ...extra,
});

export function createRoutes(env: RouteEnv, { pages, Root, RouteError, Fallback }: RouteModules) {
  const homeLoader = async ({ request, params }: LoaderFunctionArgs) => {
    const status = await requireWorkspace(env, request, params.workspace);
    return redirect(homeTarget(status, params.workspace, env.session.selectedWorkspace()));
  };
  const userOnly = async ({ request }: LoaderFunctionArgs) => {
    await requireUser(env, request);
    return null;
  };

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

  const sectionPage = (page: SectionPage, lazy: LazyPage, extra: RouteHandle = {}) => ({
    id: page.name,
    path: page.path,
    lazy,
    handle: titled(page.name, extra),
  });

  const settings: RouteObject = {
    id: 'settings-section',
    path: 'settings',
    handle: {
      hideWorkspacePicker: true,
      crumbs: [{ label: pageKey('settings'), to: '/settings' }],
    },
    children: [
      { id: 'settings', index: true, loader: redirectTo('/settings/preferences') },
      ...settingsPages.map((page) =>
        sectionPage(page, pages[settingsPageNames[page.name] ?? 'unavailable']),
      ),
    ],
  };

  const administration: RouteObject = {
    id: 'administration-section',
    path: 'administration',
    loader: async ({ request }) => {
      await requireOwnerOrAdmin(env, request);
      return null;
    },
    handle: {
      hideWorkspacePicker: true,
      crumbs: [{ label: pageKey('administration'), to: '/administration/users' }],
    },
    children: [
      { id: 'administration', index: true, loader: redirectTo('/administration/users') },
      sectionPage({ name: 'administration-users', path: 'users' }, pages.administrationUsers),
    ],
  };

  const management: RouteObject = {
    id: 'management-section',
    path: 'management',
    loader: async ({ request }) => {
      await requireAdmin(env, request);
      return null;
    },
    handle: {
      hideWorkspacePicker: true,
      crumbs: [{ label: pageKey('management'), to: '/management' }],
    },
    children: [
      {
        id: 'management',
        index: true,
        lazy: pages.management,
        handle: { title: 'pageManagement' },
      },
      ...managementGroups.flatMap((group) =>
        group.pages.map((page) => ({
          id: page.name,
          path: page.path,
          lazy: pages.unavailable,
          handle: {
            title: pageKey(page.name),
            crumbs: [{ label: pageKey(group.name) }, { label: pageKey(page.name) }],
            unavailable: true,
          },
        })),
      ),
    ],
  };

  const documentation: RouteObject = {
    id: 'documentation-section',
    path: 'documentation',
    handle: { crumbs: [{ label: pageKey('documentation'), to: '/documentation/help' }] },
    children: [
      { id: 'documentation', index: true, loader: redirectTo('/documentation/help') },
      {
        id: 'documentation-help',
        path: 'help',
        lazy: pages.documentation,
        handle: { title: pageKey('documentation') },
      },
      {
        id: 'documentation-topic',
        path: 'help/:topic',
        lazy: pages.documentation,
        handle: { title: pageKey('documentation'), crumbs: [{ param: 'topic' }] },
      },
      {
        id: 'documentation-article',
        path: 'help/:topic/:article',
        lazy: pages.documentation,
        handle: {
          title: pageKey('documentation'),
          crumbs: [{ param: 'topic', to: '/documentation/help/:topic' }, { param: 'article' }],
        },
      },
    ],
  };

  // A module page without code (a later release's) says it is not available in this version.
  const workspacePage = (page: WorkspacePage) => {
    const lazy = page.load ? pages[page.name] : undefined;
    return lazy ? { lazy, unavailable: false } : { lazy: pages.unavailable, unavailable: true };
  };

  const workspace: RouteObject = {
    id: 'workspace',
    lazy: pages.workspace,
    loader: async ({ request, params }) => {
      await requireWorkspace(env, request, params.workspace);
      return null;
    },
    children: [
      { id: 'workspace-home', path: ':workspace', loader: homeLoader, lazy: pages.home },
      ...workspacePageRoutes(workspacePage),
    ],
  };

  const shell: RouteObject = {
    id: 'shell',
    lazy: pages.shell,
    loader: userOnly,
    children: [
      { id: 'home', index: true, loader: homeLoader, lazy: pages.home, handle: titled('home') },
      settings,
      administration,
      management,
      documentation,
      { id: 'messages-inbox', path: 'messages/inbox', loader: redirectTo('/settings/messages') },
      { id: 'legacy', path: 'v2/*', lazy: pages.legacy, handle: titled('legacy') },
      workspace,
    ],
  };

  const root: RouteObject = {
    id: 'root',
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
      shell,
      { id: 'not-found', path: '*', loader: () => redirect(NOT_FOUND_PATH) },
    ],
  };
  return [root];
}
