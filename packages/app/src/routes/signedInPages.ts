// The signed-in pages' lazy route modules (pageModules.ts explains them): the shell, the pages
// outside workspaces, and the module and management pages with code, each with the translation
// namespaces it reads. Fetched with the signed-in routes (signedInRoutes.ts).
import { moduleManifests } from '../modules/moduleList.ts';
import { managementPages } from '../pages/management/managementPages.ts';
import { loadChunk } from './chunkLoad.ts';
import { pageLoader, type LoadTexts } from './pageModules.ts';
import type { LazyPage } from './routeTable.ts';
import type { SignedInPageLoaders } from './signedInRoutes.ts';

export function createSignedInPages(loadTexts: LoadTexts): SignedInPageLoaders {
  const page = pageLoader(loadTexts);
  const shell = () => import('../shell/ShellLayout.tsx');
  // Each module page with code, under its route name, with the module's namespaces.
  const modulePages: Record<string, LazyPage> = Object.fromEntries(
    moduleManifests.flatMap((manifest) =>
      manifest.pages.flatMap((modulePage) =>
        modulePage.load ? [[modulePage.name, page(modulePage.load, manifest.namespaces)]] : [],
      ),
    ),
  );

  const managementPageLoaders: Record<string, LazyPage> = Object.fromEntries(
    Object.entries(managementPages).map(([name, file]) => [name, page(file.load, file.namespaces)]),
  );

  return {
    ...modulePages,
    ...managementPageLoaders,
    shell: page(shell, ['shell']),
    workspace: async () => {
      const module = await loadChunk(shell);
      return { Component: module.WorkspaceOutlet };
    },
    home: page(() => import('../pages/HomePage.tsx')),
    settingsProfile: page(() => import('../settings/ProfilePage.tsx'), ['settings']),
    settingsPreferences: page(() => import('../settings/PreferencesPage.tsx'), ['settings']),
    settingsAlerts: page(() => import('../settings/AlertsPage.tsx'), ['settings']),
    settingsReleaseNotes: page(() => import('../settings/ReleaseNotesPage.tsx'), ['settings']),
    settingsMessages: page(() => import('../settings/MessagesPage.tsx'), ['settings']),
    messagesInbox: page(() => import('../messages/InboxPage.tsx'), ['settings']),
    administrationUsers: page(
      () => import('../pages/administration/AdministrationPage.tsx'),
      ['administration'],
    ),
    unavailable: page(() => import('../pages/UnavailablePage.tsx'), ['shell']),
    management: page(() => import('../pages/ManagementPage.tsx'), ['shell']),
    documentation: page(() => import('../pages/DocumentationPage.tsx'), ['shell']),
    legacy: page(() => import('../pages/LegacyPage.tsx'), ['shell']),
  };
}
