// The route table of spec section 2, driven through a real react-router memory router with
// stand-in pages: every route lands on the expected page, aliases and fallbacks redirect to the
// canonical address, guards send signed-out users to sign in (with the referrer) and non-admins
// home, and unknown addresses end on /exceptions/404.
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@console/contract';
import {
  adminAuthStatus,
  newslettersWorkspace,
  noWorkspaceAuthStatus,
  sampleAuthStatus,
  transactionalWorkspace,
} from '../stories/sampleSession.ts';
import { createSessionStore } from '../startup/sessionStore.ts';
import { pathOf, routeNames } from './namedRoutes.ts';
import type { RouteHandle } from './routeHandle.ts';
import { createRoutes, type LazyPage, type RouteModules } from './routeTable.ts';
import { createSignedInRoutes, type SignedInPageLoaders } from './signedInRoutes.ts';
import { workspacePages } from './workspaceRoutes.ts';

const Stub = () => null;
const stubPage: LazyPage = async () => ({ Component: Stub });
// Every page is the stub; `then` stays undefined, so that a promise can resolve to the pages.
const stubPages = new Proxy({} as SignedInPageLoaders & RouteModules['pages'], {
  get: (_, key) => (key === 'then' ? undefined : stubPage),
});
const modules: RouteModules = {
  pages: stubPages,
  signedInPages: async () => stubPages,
  Root: Stub,
  RouteError: Stub,
};

const memberStatus = {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, owner: false },
  owner: [],
} satisfies AuthStatus;

const signedOut: AuthStatus = {
  authenticated: false,
  user: null,
  role: null,
  owner: [],
  workspaces: [],
};

async function open(path: string, status: AuthStatus = sampleAuthStatus, routeModules = modules) {
  const referrers: string[] = [];
  const session = createSessionStore(async () => status);
  await session.refresh();
  const { routes, patchRoutesOnNavigation } = createRoutes(
    { session, storeReferrer: (place) => referrers.push(place) },
    routeModules,
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await new Promise<void>((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const stop = router.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
  const { pathname, search } = router.state.location;
  const page = router.state.matches.at(-1)?.route.id;
  router.dispose();
  return { at: `${pathname}${search}`, page, referrers };
}

describe('public routes', () => {
  it.each([
    ['/exceptions', 'exceptions'],
    ['/exceptions/400', 'exceptions-code'],
    ['/exceptions/401', 'exceptions-code'],
    ['/exceptions/403', 'exceptions-code'],
    ['/exceptions/404', 'exceptions-code'],
    ['/exceptions/500', 'exceptions-code'],
    ['/authenticate', 'authenticate'],
    ['/authenticate/reset', 'authenticate-reset'],
    ['/authenticate/change?token=abc', 'authenticate-change'],
    ['/authenticate/invitation?token=abc', 'authenticate-invitation'],
    ['/authenticate/logout', 'logout'],
  ])('%s opens %s without signing in', async (path, page) => {
    expect(await open(path, signedOut)).toEqual({ at: path, page, referrers: [] });
  });

  it('sends /login to /authenticate, keeping the query', async () => {
    expect(await open('/login?x=1', signedOut)).toMatchObject({ at: '/authenticate?x=1' });
  });

  it.each(['/authenticate', '/authenticate/reset', '/exceptions/404', '/exceptions/418'])(
    '%s does not fetch the signed-in routes',
    async (path) => {
      const signedInPages = vi.fn(async () => stubPages);
      await open(path, signedOut, { ...modules, signedInPages });
      expect(signedInPages).not.toHaveBeenCalled();
    },
  );

  it('sends an exceptions page of another status to /exceptions/404', async () => {
    expect(await open('/exceptions/418')).toMatchObject({ at: '/exceptions/404' });
  });
});

describe('the home placeholder', () => {
  it.each([
    ['/', sampleAuthStatus, '/demo/delivery-analytics/report'],
    ['/demo', sampleAuthStatus, '/demo/delivery-analytics/report'],
    ['/transactional', sampleAuthStatus, '/transactional/delivery-analytics/report'],
    ['/', noWorkspaceAuthStatus, '/delivery-analytics/home'],
  ] as const)('%s goes to the first module (%#)', async (path, status, target) => {
    expect(await open(path, status)).toMatchObject({ at: target });
  });

  it('goes to the first module the workspace has: rm, then ea, then dr', async () => {
    const only = (modules: ('rm' | 'ea' | 'dr')[]) => ({
      ...sampleAuthStatus,
      workspaces: [{ ...newslettersWorkspace, modules }],
    });
    expect(await open('/demo', only(['dr', 'rm']))).toMatchObject({
      at: '/demo/reputation-monitor/ips',
    });
    expect(await open('/demo', only(['dr', 'ea']))).toMatchObject({
      at: '/demo/email-auditor/inbox',
    });
    expect(await open('/demo', only(['dr']))).toMatchObject({ at: '/demo/dmarc-reports/domains' });
  });
});

describe('workspace pages', () => {
  const canonical = workspacePages.map((page) => {
    const path = `${page.module}/${page.path}`
      .replace(':ip', '192.0.2.10')
      .replace(':domain', 'news.example.com')
      .replace(':source', 'google.com')
      .replace(':report', 'r42');
    return [path, page.name] as const;
  });

  it.each(canonical)('/demo/%s opens %s', async (path, name) => {
    expect(await open(`/demo/${path}`)).toMatchObject({ at: `/demo/${path}`, page: name });
  });

  it.each(canonical)('/%s opens %s without a workspace prefix', async (path, name) => {
    expect(await open(`/${path}`)).toMatchObject({ at: `/${path}`, page: name });
  });

  it.each([
    ['/demo/delivery-analytics', '/demo/delivery-analytics/home'],
    ['/demo/reputation-monitor/ip', '/demo/reputation-monitor/ips'],
    ['/demo/reputation-monitor/ip/192.0.2.10', '/demo/reputation-monitor/ips/192.0.2.10'],
    ['/demo/reputation-monitor/domain', '/demo/reputation-monitor/domains'],
    ['/demo/email-audit', '/demo/email-auditor/home'],
    ['/demo/email-audit/inbox', '/demo/email-auditor/inbox'],
    ['/demo/email-auditor/inbox/r42', '/demo/email-auditor/inbox/r42/report'],
    ['/demo/email-auditor/report/r42', '/demo/email-auditor/inbox/r42/report'],
    ['/demo/email-auditor/header/r42', '/demo/email-auditor/inbox/r42/header'],
    ['/demo/email-audit/data/r42', '/demo/email-auditor/inbox/r42/data'],
    ['/email-auditor/html/r42', '/email-auditor/inbox/r42/html'],
  ])('the alias %s redirects to %s', async (path, target) => {
    expect(await open(path)).toMatchObject({ at: target });
  });

  it.each([
    ['/demo/email-auditor/report', '/demo/email-auditor/inbox'],
    ['/demo/email-auditor/header', '/demo/email-auditor/inbox'],
    ['/demo/email-auditor/text/', '/demo/email-auditor/inbox'],
    ['/email-audit/html', '/email-auditor/inbox'],
  ])('the detail page without its parameter %s falls back to %s', async (path, target) => {
    expect(await open(path)).toMatchObject({ at: target });
  });

  it.each([
    ['/demo/dmarc-reports/forensic/', 'dmarc-reports-forensic'],
    ['/demo/reputation-monitor/ips/', 'reputation-monitor-ips'],
    ['/demo/dmarc-reports/domains/news.example.com/', 'dmarc-reports-domain'],
  ])('%s, with an empty parameter, is the list page %s itself', async (path, page) => {
    expect(await open(path)).toMatchObject({ at: path, page });
  });

  it('keeps the query through an alias', async () => {
    expect(await open('/demo/reputation-monitor/ip?since=2026-11-01')).toMatchObject({
      at: '/demo/reputation-monitor/ips?since=2026-11-01',
    });
  });

  it.each([
    '/demo/delivery-analytics/nowhere',
    '/unknown/delivery-analytics/report',
    '/unknown',
    '/demo/unknown/page',
    '/nothing/here/at/all',
  ])('%s is not found', async (path) => {
    expect(await open(path)).toMatchObject({ at: '/exceptions/404' });
  });
});

describe('pages without a workspace', () => {
  it.each([
    ['/settings', '/settings/preferences', 'settings-preferences'],
    ['/settings/profile', '/settings/profile', 'settings-profile'],
    ['/settings/preferences', '/settings/preferences', 'settings-preferences'],
    ['/settings/alerts', '/settings/alerts', 'settings-alerts'],
    ['/settings/release', '/settings/release', 'settings-release-notes'],
    ['/settings/messages', '/settings/messages', 'settings-messages'],
    ['/messages/inbox', '/messages/inbox', 'messages-inbox'],
    ['/administration', '/administration/users', 'administration-users'],
    ['/documentation', '/documentation/help', 'documentation-help'],
    ['/documentation/help/getting-started', undefined, 'documentation-topic'],
    ['/documentation/help/getting-started/workspaces', undefined, 'documentation-article'],
    ['/v2/campaigns/42/report', undefined, 'legacy'],
    [
      '/r/demo/delivery-analytics/search?email=a%40b.c',
      '/demo/delivery-analytics/search?email=a%40b.c',
      'delivery-analytics-search',
    ],
  ])('%s opens %s (%s)', async (path, target, page) => {
    expect(await open(path)).toMatchObject({ at: target ?? path, page });
  });

  it.each([
    ['/management', 'management'],
    ['/management/wizards/add_account', 'management-wizards-account-add'],
    ['/management/wizards/delete_account', 'management-wizards-account-delete'],
    ['/management/wizards/add_dataset', 'management-wizards-dataset-add'],
    ['/management/wizards/clone_user', 'management-wizards-user-clone'],
    ['/management/wizards/delete_user', 'management-wizards-user-delete'],
    ['/management/wizards/delete_dataset', 'management-wizards-dataset-delete'],
    ['/management/wizards/activate_template', 'management-wizards-template-activate'],
    ...[
      'accounts',
      'users',
      'datasets',
      'workspaces',
      'dimensions',
      'alerts',
      'issues',
      'ips',
      'domains',
      'messages',
      'dictionary',
      'templates',
      'content',
      'integrations',
    ].map((entity) => [`/management/${entity}`, `management-${entity}`]),
    ['/management/accountstats', 'management-account-stats'],
    ['/management/metricstats', 'management-metric-stats'],
    ['/management/userstats', 'management-user-stats'],
  ])('an admin opens %s (%s)', async (path, page) => {
    expect(await open(path, adminAuthStatus)).toMatchObject({ at: path, page });
  });

  it('sends a non-admin from /management home', async () => {
    expect(await open('/management/accounts')).toMatchObject({
      at: '/demo/delivery-analytics/report',
    });
  });

  it('opens administration to owners and admins, and sends other members home', async () => {
    expect(await open('/administration/users', sampleAuthStatus)).toMatchObject({
      page: 'administration-users',
    });
    expect(await open('/administration/users', adminAuthStatus)).toMatchObject({
      page: 'administration-users',
    });
    expect(await open('/administration/users', memberStatus)).toMatchObject({
      at: '/demo/delivery-analytics/report',
    });
  });
});

describe('signed out', () => {
  it.each([
    '/',
    '/demo/delivery-analytics/report?range=yesterday',
    '/settings/alerts',
    '/messages/inbox',
    '/management',
    '/documentation/help',
  ])('%s goes to /authenticate and remembers the page', async (path) => {
    expect(await open(path, signedOut)).toEqual({
      at: '/authenticate',
      page: 'authenticate',
      referrers: [path],
    });
  });
});

describe('named routes', () => {
  it.each(routeNames)('%s resolves', async (name) => {
    const expected =
      name.startsWith('settings-') || name.startsWith('management') ? name : undefined;
    const result = await open(pathOf(name, 'demo'), adminAuthStatus);
    if (expected) expect(result.page).toBe(expected);
    else if (name === 'logout') expect(result.page).toBe('logout');
    else if (name === 'administration-users') expect(result.page).toBe(name);
    else expect(result.page).toBe(`${name}-home`);
  });

  it('opens a module in the workspace it is given', async () => {
    expect(pathOf('reputation-monitor', 'transactional')).toBe('/transactional/reputation-monitor');
    expect(transactionalWorkspace.modules).toContain('rm');
  });
});

describe('titles and breadcrumbs', () => {
  const session = createSessionStore(async () => sampleAuthStatus);
  const env = { session, storeReferrer: () => undefined };
  /** Every title and crumb label of `routes` and the routes below them. */
  const labels = (routes: RouteObject[], keys = new Set<string>()): Set<string> => {
    for (const route of routes) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.title) keys.add(handle.title);
      for (const crumb of handle?.crumbs ?? []) if (crumb.label) keys.add(crumb.label);
      labels(route.children ?? [], keys);
    }
    return keys;
  };

  it('names the public pages with English texts of common, which every page has', async () => {
    const { default: enCommon } = await import('../i18n/locales/en/common.json');
    const keys = [...labels(createRoutes(env, modules).routes)];
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((key) => !(key in enCommon))).toEqual([]);
  });

  it('names the signed-in pages with English texts of shell, which the shell loads', async () => {
    const { default: enShell } = await import('../i18n/locales/en/shell.json');
    const keys = [...labels([createSignedInRoutes(env, stubPages)])];
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((key) => !(key in enShell))).toEqual([]);
  });
});
