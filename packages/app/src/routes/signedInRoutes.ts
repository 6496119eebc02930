// The routes of spec section 2 that need a signed-in user: the shell and everything below it
// (home, settings, administration, management, help, the messages inbox and the workspace
// pages). The public route table (routeTable.ts) adds them below its root the first time a path
// needs them (signedInDiscovery.ts), so the sign-in page carries none of this table.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  requireAdmin,
  requireOwnerOrAdmin,
  requireUser,
  requireWorkspace,
  type RouteEnv,
} from './guards.ts';
import { homeTarget, redirectTo } from './redirects.ts';
import { pageKey, titled, type RouteHandle } from './routeHandle.ts';
import type { LazyPage } from './routeTable.ts';
import { managementGroups, settingsPages, type SectionPage } from './sectionRoutes.ts';
import { workspacePageRoutes } from './workspaceRouteObjects.ts';
import type { WorkspacePage } from './workspaceRoutes.ts';

/** The lazy route modules of the signed-in pages outside the modules (signedInPages.ts). */
export type SignedInPageName =
  | 'shell'
  | 'workspace'
  | 'home'
  | 'settingsProfile'
  | 'settingsPreferences'
  | 'settingsAlerts'
  | 'settingsReleaseNotes'
  | 'settingsMessages'
  | 'messagesInbox'
  | 'administrationUsers'
  | 'unavailable'
  | 'management'
  | 'documentation'
  | 'legacy';

/**
 * Every signed-in lazy route module: the named pages, and each module or management page that
 * has code, under its route name ('delivery-analytics-report').
 */
export type SignedInPageLoaders = Record<SignedInPageName, LazyPage> &
  Readonly<Partial<Record<string, LazyPage>>>;

const settingsPageNames: Record<string, SignedInPageName> = {
  'settings-profile': 'settingsProfile',
  'settings-preferences': 'settingsPreferences',
  'settings-alerts': 'settingsAlerts',
  'settings-release-notes': 'settingsReleaseNotes',
  'settings-messages': 'settingsMessages',
};

/** The shell route, with every signed-in page below it. */
export function createSignedInRoutes(env: RouteEnv, pages: SignedInPageLoaders): RouteObject {
  const homeLoader = async ({ request, params }: LoaderFunctionArgs) => {
    const status = await requireWorkspace(env, request, params.workspace);
    return redirect(homeTarget(status, params.workspace, env.session.selectedWorkspace()));
  };
  // a loader that only lets the right user through
  const guarded =
    (guard: (env: RouteEnv, request: Request) => Promise<unknown>) =>
    async ({ request }: LoaderFunctionArgs) => {
      await guard(env, request);
      return null;
    };

  // settings, administration and management: no workspace picker, and one crumb to the section
  const section = (
    name: 'settings' | 'administration' | 'management',
    home: string,
    children: RouteObject[],
    guard?: Parameters<typeof guarded>[0],
  ): RouteObject => ({
    id: `${name}-section`,
    path: name,
    ...(guard && { loader: guarded(guard) }),
    handle: { hideWorkspacePicker: true, crumbs: [{ label: pageKey(name), to: home }] },
    children,
  });

  const sectionPage = (page: SectionPage, lazy: LazyPage, extra: RouteHandle = {}) => ({
    id: page.name,
    path: page.path,
    lazy,
    handle: titled(page.name, extra),
  });

  const settings = section('settings', '/settings', [
    { id: 'settings', index: true, loader: redirectTo('/settings/preferences') },
    ...settingsPages.map((page) =>
      sectionPage(page, pages[settingsPageNames[page.name] ?? 'unavailable']),
    ),
  ]);

  const administration = section(
    'administration',
    '/administration/users',
    [
      { id: 'administration', index: true, loader: redirectTo('/administration/users') },
      sectionPage({ name: 'administration-users', path: 'users' }, pages.administrationUsers),
    ],
    requireOwnerOrAdmin,
  );

  const management = section(
    'management',
    '/management',
    [
      {
        id: 'management',
        index: true,
        lazy: pages.management,
        handle: { title: 'pageManagement' },
      },
      // a page with code under its route name in signedInPages.ts, else "not available"
      ...managementGroups.flatMap((group) =>
        group.pages.map((page) => {
          const lazy = pages[page.name];
          return {
            id: page.name,
            path: page.path,
            lazy: lazy ?? pages.unavailable,
            handle: {
              title: pageKey(page.name),
              crumbs: [{ label: pageKey(group.name) }, { label: pageKey(page.name) }],
              unavailable: lazy === undefined,
            },
          };
        }),
      ),
    ],
    requireAdmin,
  );

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

  return {
    id: 'shell',
    lazy: pages.shell,
    loader: guarded(requireUser),
    children: [
      { id: 'home', index: true, loader: homeLoader, lazy: pages.home, handle: titled('home') },
      settings,
      administration,
      management,
      documentation,
      {
        id: 'messages-inbox',
        path: 'messages/inbox',
        lazy: pages.messagesInbox,
        handle: titled('messages-inbox'),
      },
      { id: 'legacy', path: 'v2/*', lazy: pages.legacy, handle: titled('legacy') },
      workspace,
    ],
  };
}
