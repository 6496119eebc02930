// The named routes of spec section 2, for code that navigates by name rather than by address.
// Module names open the module in the given workspace (its home page); the others need none.
import { workspacePath } from '@console/machines';

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

const moduleRoutes = {
  'delivery-analytics': 'delivery-analytics',
  'reputation-monitor': 'reputation-monitor',
  'email-auditor': 'email-auditor',
  'dmarc-reports': 'dmarc-reports',
} as const;

export type RouteName = keyof typeof fixedRoutes | keyof typeof moduleRoutes;

export const routeNames = [
  ...Object.keys(fixedRoutes),
  ...Object.keys(moduleRoutes),
] as RouteName[];

/** The address of a named route; module routes go to `workspace` (none: no prefix). */
export function pathOf(name: RouteName, workspace = 'none'): string {
  if (name in fixedRoutes) return fixedRoutes[name as keyof typeof fixedRoutes];
  return workspacePath(workspace, moduleRoutes[name as keyof typeof moduleRoutes]);
}
