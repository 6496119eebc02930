// The lazy route modules: each page file exports `Component` (and maybe a `loader`) and is
// fetched the first time its route opens, together with the translation namespaces the page
// reads beyond the bundled common, errors and auth (resources.ts), so that it renders translated
// from its first paint. Module pages come from the module manifests (modules/moduleList.ts), each
// with its module's namespaces. A fetch that fails or takes over 120 s becomes a ChunkLoadError,
// which the error route shows as "the application was updated".
import type { Namespace } from '../i18n/resources.ts';
import type { PageFile } from '../modules/defineModule.ts';
import { moduleManifests } from '../modules/moduleList.ts';
import { loadChunk } from './chunkLoad.ts';
import type { LazyPage, PageLoaders } from './routeTable.ts';

/** Loads translation namespaces in the current language (i18n.ts, `loadNamespaces`). */
export type LoadTexts = (namespaces: readonly Namespace[]) => Promise<void>;

export function createPageModules(loadTexts: LoadTexts): PageLoaders {
  const page =
    (importer: () => Promise<PageFile>, namespaces: readonly Namespace[] = []): LazyPage =>
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
  // Each module page with code, under its route name, with the module's namespaces.
  const modulePages: Record<string, LazyPage> = Object.fromEntries(
    moduleManifests.flatMap((manifest) =>
      manifest.pages.flatMap((modulePage) =>
        modulePage.load ? [[modulePage.name, page(modulePage.load, manifest.namespaces)]] : [],
      ),
    ),
  );

  return {
    ...modulePages,
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
