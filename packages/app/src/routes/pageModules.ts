// The lazy route modules: each page file exports `Component` (and maybe a `loader`) and is
// fetched the first time its route opens, together with the translation namespaces the page
// reads beyond the bundled common, errors and auth (resources.ts), so that it renders translated
// from its first paint. A fetch that fails or takes over 120 s becomes a ChunkLoadError, which
// the error route shows as "the application was updated".
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Namespace } from '../i18n/resources.ts';
import { loadChunk } from './chunkLoad.ts';
import type { LazyPage, PageName } from './routeTable.ts';

interface RouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** Loads translation namespaces in the current language (i18n.ts, `loadNamespaces`). */
export type LoadTexts = (namespaces: readonly Namespace[]) => Promise<void>;

export function createPageModules(loadTexts: LoadTexts): Record<PageName, LazyPage> {
  const page =
    (importer: () => Promise<RouteModule>, namespaces: readonly Namespace[] = []): LazyPage =>
    async () => {
      const [module] = await Promise.all([
        loadChunk(importer),
        namespaces.length > 0 ? loadChunk(() => loadTexts(namespaces)) : undefined,
      ]);
      return module.loader
        ? { Component: module.Component, loader: module.loader }
        : { Component: module.Component };
    };
  const shell = () => import('../shell/ShellLayout.tsx');

  return {
    shell: page(shell, ['shell']),
    workspace: async () => {
      const module = await loadChunk(shell);
      return { Component: module.WorkspaceOutlet };
    },
    home: page(() => import('../pages/HomePage.tsx')),
    exceptions: page(() => import('../pages/ExceptionsPage.tsx'), ['shell']),
    signIn: page(() => import('../auth/SignInPage.tsx')),
    reset: page(() => import('../auth/ResetPage.tsx')),
    change: page(() => import('../auth/ChangePage.tsx')),
    invitation: page(() => import('../auth/InvitationPage.tsx')),
    logout: page(() => import('../auth/LogoutPage.tsx')),
    settingsProfile: page(() => import('../settings/ProfilePage.tsx'), ['settings']),
    settingsPreferences: page(() => import('../settings/PreferencesPage.tsx'), ['settings']),
    settingsAlerts: page(() => import('../settings/AlertsPage.tsx'), ['settings']),
    settingsReleaseNotes: page(() => import('../settings/ReleaseNotesPage.tsx'), ['settings']),
    settingsMessages: page(() => import('../settings/MessagesPage.tsx'), ['settings']),
    deliveryHome: page(() => import('../modules/delivery/HomePage.tsx'), ['delivery']),
    deliveryReport: page(() => import('../modules/delivery/ReportPage.tsx'), ['delivery']),
    deliverySearch: page(() => import('../modules/delivery/SearchPage.tsx'), ['delivery']),
    unavailable: page(() => import('../pages/UnavailablePage.tsx'), ['shell']),
    management: page(() => import('../pages/ManagementPage.tsx'), ['shell']),
    documentation: page(() => import('../pages/DocumentationPage.tsx'), ['shell']),
    legacy: page(() => import('../pages/LegacyPage.tsx'), ['shell']),
  };
}
