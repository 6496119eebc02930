// What a route tells the shell (react-router's `handle`): the page title (document title and
// last crumb), the breadcrumb trail, the module a workspace page belongs to, and whether the
// workspace picker is shown (spec section 2, "Shell").
import type { ModuleCode } from '@console/contract/moduleCodes';
import type enCommon from '../i18n/locales/en/common.json';
import type enShell from '../i18n/locales/en/shell.json';

export type { ModuleCode };

type TitleKey = keyof typeof enCommon | keyof typeof enShell;
/**
 * A page title, `page` plus the route name in PascalCase, looked up in common (the document
 * title needs it on every page): the public pages' titles are there, the signed-in pages' are
 * in shell, common's fallback namespace (i18n/resources.ts).
 */
export type PageKey = Extract<TitleKey, `page${string}`>;

/** `reputation-monitor-ips` → `pageReputationMonitorIps`. */
export function pageKey(routeName: string): PageKey {
  const pascal = routeName
    .split(/[-_]/)
    .filter((part) => part !== '')
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
  return `page${pascal}` as PageKey;
}

/** One step of the breadcrumb: a translated label or a route parameter, linked or not. */
export interface CrumbSpec {
  label?: PageKey;
  /** The crumb shows this route parameter (an IP, a domain, a report id). */
  param?: string;
  /** An absolute path. */
  to?: string;
  /** A path below the current workspace, e.g. 'reputation-monitor/ips'. */
  workspaceTo?: string;
}

export interface RouteHandle {
  title?: PageKey;
  /** From the section down to the page; the last one is the current page. */
  crumbs?: readonly CrumbSpec[];
  /** Workspace pages: the module the workspace must have enabled. */
  module?: ModuleCode;
  /** Settings, management and administration have no workspace picker. */
  hideWorkspacePicker?: boolean;
  /** The page belongs to a later release; the shell explains that instead of showing it. */
  unavailable?: boolean;
}

/** The handle of a page outside the workspaces: its title, which is also its only crumb. */
export const titled = (name: string, extra: RouteHandle = {}): RouteHandle => ({
  title: pageKey(name),
  crumbs: [{ label: pageKey(name) }],
  ...extra,
});

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null;
