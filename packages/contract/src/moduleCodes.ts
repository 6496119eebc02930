// Module codes of section 1, in the order the drawer and the start-up redirect use, with their
// names, the URL segment of each under `/{workspace}/` and the route each opens first (section
// 2). Plain data without zod (`@console/contract/moduleCodes`): the app's route table and drawer
// read it on every page; modules.ts builds the schema from it.

export const moduleCodes = ['da', 'rm', 'ea', 'dr'] as const;
export type ModuleCode = (typeof moduleCodes)[number];

export const isModuleCode = (value: string): value is ModuleCode =>
  (moduleCodes as readonly string[]).includes(value);

export const moduleNames = {
  da: 'Delivery Analytics',
  rm: 'Reputation Monitor',
  ea: 'Email Auditor',
  dr: 'DMARC Reports',
} as const satisfies Record<ModuleCode, string>;

/** URL segment of each module under `/{workspace}/`. */
export const modulePaths = {
  da: 'delivery-analytics',
  rm: 'reputation-monitor',
  ea: 'email-auditor',
  dr: 'dmarc-reports',
} as const satisfies Record<ModuleCode, string>;
export type ModulePath = (typeof modulePaths)[ModuleCode];

/** Named route the home page redirects to when the workspace has the module. */
export const moduleStartRoutes = {
  da: 'delivery-analytics-report',
  rm: 'reputation-monitor-ips',
  ea: 'email-auditor-inbox',
  dr: 'dmarc-reports-domains',
} as const satisfies Record<ModuleCode, `${ModulePath}-${string}`>;

/** Where home redirects when the workspace has none of the modules. */
export const noModuleRoute = 'delivery-analytics-home';

/** The route home redirects to: the first module in `moduleCodes` order the workspace has. */
export function startRouteFor(modules: readonly string[]): string {
  const first = moduleCodes.find((code) => modules.includes(code));
  return first ? moduleStartRoutes[first] : noModuleRoute;
}
