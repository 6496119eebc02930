// Module codes of section 1, in the order the drawer and the start-up redirect use, with the
// route each opens first (section 2).
import { z } from 'zod';

export const moduleCodes = ['da', 'rm', 'ea', 'dr'] as const;
export const ModuleCode = z.enum(moduleCodes);
export type ModuleCode = z.infer<typeof ModuleCode>;

export const moduleNames = {
  da: 'Delivery Analytics',
  rm: 'Reputation Monitor',
  ea: 'Email Auditor',
  dr: 'DMARC Reports',
} as const satisfies Record<ModuleCode, string>;

/** Named route the home page redirects to when the workspace has the module. */
export const moduleStartRoutes = {
  da: 'delivery-analytics-report',
  rm: 'reputation-monitor-ips',
  ea: 'email-auditor-inbox',
  dr: 'dmarc-reports-domains',
} as const satisfies Record<ModuleCode, string>;

/** Where home redirects when the workspace has none of the modules. */
export const noModuleRoute = 'delivery-analytics-home';

/** URL segment of each module under `/{workspace}/`. */
export const modulePaths = {
  da: 'delivery-analytics',
  rm: 'reputation-monitor',
  ea: 'email-auditor',
  dr: 'dmarc-reports',
} as const satisfies Record<ModuleCode, string>;

/** The route home redirects to: the first module in `moduleCodes` order the workspace has. */
export function startRouteFor(modules: readonly ModuleCode[]): string {
  const first = moduleCodes.find((code) => modules.includes(code));
  return first ? moduleStartRoutes[first] : noModuleRoute;
}
