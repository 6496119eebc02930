// Renders an app screen in Storybook as the app would: translations, the API client over the
// story's fake handlers, a signed-in session, snackbars, and a memory router at the story's
// path. Use through `screenParameters` and the `withScreen` decorator:
//
//   parameters: screenParameters({ path: '/demo/delivery-analytics/search',
//     pattern: '/:workspace/delivery-analytics/search', handlers: { ... } })
//
// The i18n instance is prepared by the `loaders` entry (`loadScreenI18n`) so fr and de stories
// render translated on the first paint.
import { useMemo, type ReactNode } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import type { AuthStatus, User } from '@console/contract';
import { SnackbarProvider } from '@console/ui';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '../api/ApiContext.tsx';
import { SessionProvider } from '../session/SessionContext.tsx';
import { createFakeApi, type FakeApiOptions, type FakeHandlers } from './fakeApi.ts';
import { sampleAuthStatus } from './sampleSession.ts';
import { storyI18n } from './storyI18n.ts';

/**
 * A snackbar stays until dismissed in stories: its 3 s are shorter than a play function, axe and
 * two screenshots take on a loaded machine, so the baselines would depend on the machine's speed.
 */
const storySnackbarMs = 600_000;

export interface ScreenParameters {
  /** The URL the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (params come from it). */
  pattern?: string;
  handlers?: FakeHandlers;
  api?: FakeApiOptions;
  /** Another signed-in status (an admin, a user with no workspace, fr settings...). */
  status?: AuthStatus & { user: User };
  /** Render without a session (public pages: sign-in, reset). */
  signedOut?: boolean;
  language?: User['language'];
  /** How long a snackbar stays: until dismissed, unless the story is about it going. */
  snackbarMs?: number;
}

/** The story's status; `language` alone switches the sample user's language as well. */
function sessionStatus(screen: ScreenParameters): AuthStatus & { user: User } {
  const status = screen.status ?? sampleAuthStatus;
  return screen.language
    ? { ...status, user: { ...status.user, language: screen.language } }
    : status;
}

export const screenParameters = (screen: ScreenParameters) => ({ screen });

// Typed by what it reads rather than as `Loader` (whose args are StrictArgs), so it fits the
// loaders of a meta typed with its component's props.
export const loadScreenI18n = async (context: Pick<Parameters<Loader>[0], 'parameters'>) => {
  const screen = (context.parameters.screen ?? {}) as ScreenParameters;
  const language = screen.language ?? screen.status?.user.language ?? 'en';
  return { i18n: await storyI18n(language) };
};

function ScreenHarness({
  screen,
  i18n,
  children,
}: {
  screen: ScreenParameters;
  i18n: i18n;
  children: ReactNode;
}) {
  const api = useMemo(
    () => createFakeApi(screen.handlers ?? {}, screen.api),
    // one client per story render; handlers are static story data
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: screen.pattern ?? '*', element: children },
          { path: '*', element: <p>Left the screen</p> },
        ],
        { initialEntries: [screen.path ?? '/'] },
      ),
    [children, screen.path, screen.pattern],
  );
  const routed = <RouterProvider router={router} />;
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <SnackbarProvider duration={screen.snackbarMs ?? storySnackbarMs}>
          {screen.signedOut ? (
            routed
          ) : (
            <SessionProvider status={sessionStatus(screen)}>{routed}</SessionProvider>
          )}
        </SnackbarProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}

export const withScreen: Decorator = (Story, context) => (
  <ScreenHarness
    screen={(context.parameters.screen ?? {}) as ScreenParameters}
    i18n={context.loaded.i18n as i18n}
  >
    <Story />
  </ScreenHarness>
);
