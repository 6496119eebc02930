// The workspace pages of spec section 2, collected from the module manifests
// (modules/moduleList.ts): each module's pages, their aliases, and the list page a detail route
// falls back to when its parameter is missing. Paths are relative to /{workspace}/ (the prefix
// is optional). Route names follow `${module}-${page}`.
import type { ModulePath } from '@console/contract/moduleCodes';
import type { WorkspacePage } from '../modules/defineModule.ts';
import { moduleManifests } from '../modules/moduleList.ts';

export type { WorkspacePage } from '../modules/defineModule.ts';
export type ModuleSlug = ModulePath;

export const workspacePages: readonly WorkspacePage[] = moduleManifests.flatMap(
  (manifest) => manifest.pages,
);

/** Module aliases in the first path segment. */
export const moduleAliases: Readonly<Record<string, ModuleSlug>> = Object.fromEntries(
  moduleManifests.flatMap((manifest) => manifest.aliases.map((alias) => [alias, manifest.path])),
);

export const pageByName = (name: string): WorkspacePage | undefined =>
  workspacePages.find((candidate) => candidate.name === name);
