// The lazy route modules: each page file exports `Component` (and maybe a `loader`) and is
// fetched the first time its route opens, together with the translation namespaces the page
// reads beyond the ones every page has (i18n/resources.ts), so that it renders translated from
// its first paint. This file holds the public pages; the signed-in ones are in signedInPages.ts,
// fetched with the signed-in routes. A fetch that fails or takes over 120 s becomes a
// ChunkLoadError, which the error route shows as "the application was updated".
import type { Namespace } from '../i18n/resources.ts';
import type { PageFile } from '../modules/defineModule.ts';
import { loadChunk } from './chunkLoad.ts';
import type { LazyPage, PublicPageName } from './routeTable.ts';

/** Loads translation namespaces in the current language (i18n.ts, `loadNamespaces`). */
export type LoadTexts = (namespaces: readonly Namespace[]) => Promise<void>;

/** A page's lazy route module: its code and its namespaces, fetched side by side. */
export function pageLoader(loadTexts: LoadTexts) {
  return (importer: () => Promise<PageFile>, namespaces: readonly Namespace[] = []): LazyPage =>
    async () => {
      const [module] = await Promise.all([
        loadChunk(importer),
        namespaces.length > 0 ? loadChunk(() => loadTexts(namespaces)) : undefined,
      ]);
      return module.loader
        ? { Component: module.Component, loader: module.loader }
        : { Component: module.Component };
    };
}

export function createPageModules(loadTexts: LoadTexts): Record<PublicPageName, LazyPage> {
  const page = pageLoader(loadTexts);
  return {
    exceptions: page(() => import('../pages/ExceptionsPage.tsx'), ['shell']),
    signIn: page(() => import('../auth/SignInPage.tsx')),
    reset: page(() => import('../auth/ResetPage.tsx'), ['account']),
    change: page(() => import('../auth/ChangePage.tsx'), ['account']),
    invitation: page(() => import('../auth/InvitationPage.tsx'), ['account']),
    logout: page(() => import('../auth/LogoutPage.tsx'), ['account']),
  };
}
