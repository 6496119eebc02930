// What the left drawer lists (spec section 2, "Shell"): the modules the current workspace has
// enabled, in the order Delivery Analytics, Reputation Monitor, Email Auditor, DMARC Reports, then
// Administration for owners and admins. A module the workspace lacks is left out: it has no page
// to open there.
import { workspacePath } from '@console/machines';
import { moduleManifests } from '../modules/moduleList.ts';
import { pageKey, type ModuleCode, type PageKey } from '../routes/routeHandle.ts';

export type DrawerEntryId = ModuleCode | 'administration';

export interface DrawerEntry {
  id: DrawerEntryId;
  label: PageKey;
  href: string;
}

export function drawerEntries(
  workspace: { id: string; modules: readonly string[] },
  canAdminister: boolean,
): DrawerEntry[] {
  const entries: DrawerEntry[] = moduleManifests
    .filter((module) => workspace.modules.includes(module.code))
    .map((module) => ({
      id: module.code,
      label: pageKey(module.path),
      href: workspacePath(workspace.id, `${module.path}/home`),
    }));
  if (canAdminister) {
    entries.push({
      id: 'administration',
      label: pageKey('administration'),
      href: '/administration/users',
    });
  }
  return entries;
}

/** The entry of the current page: its module, or Administration below /administration. */
export function currentDrawerEntry(
  module: ModuleCode | undefined,
  pathname: string,
): DrawerEntryId | undefined {
  if (module) return module;
  return pathname.startsWith('/administration') ? 'administration' : undefined;
}
