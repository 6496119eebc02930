// The named routes of spec section 2, for code that navigates by name rather than by address.
// Module names open the module in the given workspace (its home page); the others need none.
import type { ModulePath } from '@console/contract/moduleCodes';
import { workspacePath } from '@console/machines';
import { moduleManifests } from '../modules/moduleList.ts';

const fixedRoutes = {
  'settings-preferences': '/settings/preferences',
  'settings-alerts': '/settings/alerts',
  'settings-messages': '/settings/messages',
  'settings-release-notes': '/settings/release',
  'administration-users': '/administration/users',
  management: '/management',
  'management-wizards-account-add': '/management/wizards/add_account',
  'management-metric-stats': '/management/metricstats',
  'management-accounts': '/management/accounts',
  logout: '/authenticate/logout',
} as const;

/** A module's name is its path (the module manifests'). */
export type RouteName = keyof typeof fixedRoutes | ModulePath;

export const routeNames: readonly RouteName[] = [
  ...(Object.keys(fixedRoutes) as (keyof typeof fixedRoutes)[]),
  ...moduleManifests.map((manifest) => manifest.path),
];

/** The address of a named route; module routes go to `workspace` (none: no prefix). */
export function pathOf(name: RouteName, workspace = 'none'): string {
  if (name in fixedRoutes) return fixedRoutes[name as keyof typeof fixedRoutes];
  return workspacePath(workspace, name);
}
