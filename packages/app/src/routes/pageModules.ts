// The lazy route modules: each page file exports `Component` (and maybe a `loader`) and is
// fetched the first time its route opens. A fetch that fails or takes over 120 s becomes a
// ChunkLoadError, which the error route shows as "the application was updated".
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadChunk } from './chunkLoad.ts';
import type { LazyPage, PageName } from './routeTable.ts';

interface RouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

const page =
  (importer: () => Promise<RouteModule>): LazyPage =>
  async () => {
    const module = await loadChunk(importer);
    return module.loader
      ? { Component: module.Component, loader: module.loader }
      : { Component: module.Component };
  };

export const pageModules: Record<PageName, LazyPage> = {
  shell: page(() => import('../shell/ShellLayout.tsx')),
  workspace: async () => {
    const module = await loadChunk(() => import('../shell/ShellLayout.tsx'));
    return { Component: module.WorkspaceOutlet };
  },
  home: page(() => import('../pages/HomePage.tsx')),
  exceptions: page(() => import('../pages/ExceptionsPage.tsx')),
  signIn: page(() => import('../auth/SignInPage.tsx')),
  reset: page(() => import('../auth/ResetPage.tsx')),
  change: page(() => import('../auth/ChangePage.tsx')),
  logout: page(() => import('../auth/LogoutPage.tsx')),
  settingsProfile: page(() => import('../settings/ProfilePage.tsx')),
  settingsPreferences: page(() => import('../settings/PreferencesPage.tsx')),
  settingsAlerts: page(() => import('../settings/AlertsPage.tsx')),
  settingsReleaseNotes: page(() => import('../settings/ReleaseNotesPage.tsx')),
  settingsMessages: page(() => import('../settings/MessagesPage.tsx')),
  deliveryHome: page(() => import('../modules/delivery/HomePage.tsx')),
  deliveryReport: page(() => import('../modules/delivery/ReportPage.tsx')),
  deliverySearch: page(() => import('../modules/delivery/SearchPage.tsx')),
  unavailable: page(() => import('../pages/UnavailablePage.tsx')),
  management: page(() => import('../pages/ManagementPage.tsx')),
  documentation: page(() => import('../pages/DocumentationPage.tsx')),
  legacy: page(() => import('../pages/LegacyPage.tsx')),
};
