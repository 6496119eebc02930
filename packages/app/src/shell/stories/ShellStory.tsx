// Renders the real route table in Storybook, shell included: the stories of the shell and of the
// pages it holds open an address in a memory router, with the app's providers around it, a
// signed-in sample user (or none) and fake API handlers. Full page loads are recorded in
// `reloadSpy` instead of happening. The report environment's clock is fixed, so pages that say
// "2 hours ago" or count back days show the same every day.
import type { Heartbeat } from '@console/contract';
import type { Loader, StoryContext } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useMemo, useState } from 'react';
// RouterProvider of 'react-router' (not '/dom'), as the screen harness uses: the story build
// then needs no extra pre-bundled dependency.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configure, fn } from 'storybook/test';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { ReportEnvironmentProvider } from '../../reportKit/reportEnvironment.tsx';
import { createPageModules, type LoadTexts } from '../../routes/pageModules.ts';
import { RouteError } from '../../routes/RouteError.tsx';
import { RouteRoot } from '../../routes/RouteRoot.tsx';
import { createRoutes } from '../../routes/routeTable.ts';
import { createSignedInPages } from '../../routes/signedInPages.ts';
import { AppProviders } from '../../startup/AppProviders.tsx';
import { LoadingSplash } from '../../startup/LoadingSplash.tsx';
import { createSessionStore, type SignedInStatus } from '../../startup/sessionStore.ts';
import { createFakeApi, type FakeApiOptions, type FakeHandlers } from '../../stories/fakeApi.ts';
import { sampleAuthStatus } from '../../stories/sampleSession.ts';
import { storyI18n } from '../../stories/storyI18n.ts';

// Pages are lazy route modules: on a cold, busy test machine the first one can take longer to
// arrive than testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

export interface ShellStoryParameters {
  /** The address the story opens. */
  path: string;
  /** The signed-in user; null for a signed-out visitor. The owner Claire Martin by default. */
  status?: SignedInStatus | null;
  handlers?: FakeHandlers;
  api?: FakeApiOptions;
}

export const shellParameters = (shell: ShellStoryParameters) => ({ shell });

/** Full page loads the story asked for (Reload buttons, "Reload to update"). */
export const reloadSpy = fn();

/** The shell stories' now: 2026-11-20 09:30 UTC, as the screens' stories. */
const storyNow = Date.parse('2026-11-20T09:30:00Z');
const storyClock = () => storyNow;

/** A heartbeat without banner or newer release. */
export const quietHeartbeat: Heartbeat = {
  banner: null,
  fr_banner: null,
  de_banner: null,
  severity: 'INFO',
  version: 'v2-0-63-0',
  release: null,
  timestamp: null,
};

let currentRouter: ReturnType<typeof createMemoryRouter> | null = null;

/** The address the story's router is at now (path and query). */
export function storyLocation(): string {
  const location = currentRouter?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

const parametersOf = (context: StoryContext): ShellStoryParameters =>
  (context.parameters.shell ?? { path: '/' }) as ShellStoryParameters;

const statusOf = (shell: ShellStoryParameters) =>
  shell.status === undefined ? sampleAuthStatus : shell.status;

export const loadShellI18n: Loader = async (context) => {
  const status = statusOf(parametersOf(context));
  return { i18n: await storyI18n(status?.user.language ?? 'en') };
};

/**
 * The answers a shell story starts from where the contract's example would not do: the story's
 * own user, a heartbeat without banner, no messages, and saved settings echoed back. Every other
 * call answers the contract's example of its output (fakeApi.ts).
 */
function defaultHandlers(status: SignedInStatus | null): FakeHandlers {
  return {
    'public/system/heartbeat': () => quietHeartbeat,
    'public/users/auth': () =>
      status ?? { authenticated: false, user: null, role: null, owner: [], workspaces: [] },
    'user/messages/all': () => [],
    'user/users/set': (changes) => ({ ...(status?.user ?? sampleAuthStatus.user), ...changes }),
  };
}

function ShellHarness({ shell, i18n }: { shell: ShellStoryParameters; i18n: i18n }) {
  const status = statusOf(shell);
  const [api] = useState(() =>
    createFakeApi({ ...defaultHandlers(status), ...shell.handlers }, shell.api),
  );
  const router = useMemo(() => {
    reloadSpy.mockClear();
    const session = createSessionStore(() => api.public.users.auth());
    if (status) session.establish(status, null);
    const loadTexts: LoadTexts = (namespaces) => loadNamespaces(i18n, namespaces);
    const { routes, patchRoutesOnNavigation } = createRoutes(
      { session, storeReferrer: () => undefined },
      {
        pages: createPageModules(loadTexts),
        signedInPages: async () => createSignedInPages(loadTexts),
        Root: RouteRoot,
        RouteError,
        Fallback: LoadingSplash,
      },
    );
    const created = createMemoryRouter(routes, {
      initialEntries: [shell.path],
      patchRoutesOnNavigation,
    });
    currentRouter = created;
    return created;
  }, [api, i18n, shell.path, status]);
  return (
    <AppProviders i18n={i18n} api={api} status={status} browser={{ reload: reloadSpy }}>
      <ReportEnvironmentProvider now={storyClock}>
        <RouterProvider router={router} />
      </ReportEnvironmentProvider>
    </AppProviders>
  );
}

/** The `render` of every shell story: the parameters say what to open. */
export function renderShell(_args: unknown, context: StoryContext) {
  return <ShellHarness shell={parametersOf(context)} i18n={context.loaded.i18n as i18n} />;
}

/** A viewport wider than 1200 px, where the drawer starts open (spec section 4). */
export const wideViewport = {
  parameters: {
    viewport: {
      options: {
        wide: {
          name: 'Wide desktop',
          styles: { width: '1280px', height: '720px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
};
