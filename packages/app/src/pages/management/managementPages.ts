// The management pages with code (spec section 2, admins only), by route name
// (routes/sectionRoutes.ts): each page file and the translation namespaces it reads. A route
// without an entry here says "not available in this version".
import type { Namespace } from '../../i18n/resources.ts';
import type { PageFile } from '../../modules/defineModule.ts';
import { managementWizards } from '../../routes/sectionRoutes.ts';
import { entityCodes, type EntityCode } from './entities/entityCatalogue.ts';

export interface ManagementPageFile {
  load: () => Promise<PageFile>;
  namespaces: readonly Namespace[];
}

/** Entities and wizards name metrics, in the report namespace. */
const editorNamespaces: readonly Namespace[] = ['management', 'report'];

const entityPage = (code: EntityCode): ManagementPageFile => ({
  load: async () => ({ Component: (await import('./entities/entityPages.tsx')).entityPages[code] }),
  namespaces: editorNamespaces,
});

/** A wizard by its spec code, the last part of its path (wizards/add_account). */
const wizardPage = (code: string): ManagementPageFile => ({
  load: async () => {
    const Component = (await import('./wizards/wizardPages.tsx')).wizardPages[code];
    if (!Component) throw new Error(`No wizard ${code}`);
    return { Component };
  },
  namespaces: editorNamespaces,
});

export const managementPages: Record<string, ManagementPageFile> = {
  ...Object.fromEntries(
    managementWizards.map((page) => [page.name, wizardPage(page.path.replace('wizards/', ''))]),
  ),
  ...Object.fromEntries(entityCodes.map((code) => [`management-${code}`, entityPage(code)])),
  'management-account-stats': {
    load: () => import('./statistics/AccountStatsPage.tsx'),
    namespaces: ['management'],
  },
  'management-metric-stats': {
    load: () => import('./statistics/MetricStatsPage.tsx'),
    namespaces: ['management'],
  },
  'management-user-stats': {
    load: () => import('./statistics/UserStatsPage.tsx'),
    namespaces: ['management'],
  },
};
