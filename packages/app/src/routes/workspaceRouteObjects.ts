// The workspace pages of workspaceRoutes.ts as react-router route objects: each page at
// `:workspace?/{module}/{path}`, and per module (and module alias) a catch-all that resolves
// aliases and detail pages without their parameter to the canonical address (spec section 2).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ModuleCode } from '@console/contract/moduleCodes';
import { moduleManifests } from '../modules/moduleList.ts';
import { NOT_FOUND_PATH } from './errorDestination.ts';
import { withQuery } from './redirects.ts';
import { canonicalPathOf, listPageOf, resolveWorkspacePath } from './resolveWorkspacePath.ts';
import { pageKey, type CrumbSpec, type RouteHandle } from './routeHandle.ts';
import {
  moduleAliases,
  workspacePages,
  type ModuleSlug,
  type WorkspacePage,
} from './workspaceRoutes.ts';

/** The module code of each module path ('reputation-monitor' → 'rm'). */
export const moduleCodeOf = Object.fromEntries(
  moduleManifests.map((manifest) => [manifest.path, manifest.code]),
) as Readonly<Record<ModuleSlug, ModuleCode>>;

export const moduleSlugs: readonly ModuleSlug[] = moduleManifests.map((manifest) => manifest.path);

/** The page opened by `pattern` in the same module, aliases included. */
function pageAt(module: ModuleSlug, pattern: string): WorkspacePage | undefined {
  return workspacePages.find(
    (page) =>
      page.module === module && (page.path === pattern || page.aliases?.includes(pattern) === true),
  );
}

/**
 * Module, list page, then one crumb per parameter (linked to the page it names), then the page's
 * own label unless its last segment is a parameter: Email Auditor / Inbox / r42 / Headers.
 */
export function workspaceCrumbs(page: WorkspacePage): CrumbSpec[] {
  const crumbs: CrumbSpec[] = [{ label: pageKey(page.module), workspaceTo: `${page.module}/home` }];
  const list = listPageOf(page);
  if (list && list !== page) {
    crumbs.push({ label: pageKey(list.name), workspaceTo: canonicalPathOf(list) });
  }
  const parts = page.path.split('/');
  parts.forEach((part, index) => {
    if (!part.startsWith(':')) return;
    const isLast = index === parts.length - 1;
    const target = pageAt(page.module, parts.slice(0, index + 1).join('/'));
    crumbs.push(
      isLast || !target || target === page
        ? { param: part.slice(1) }
        : { param: part.slice(1), workspaceTo: `${page.module}/${target.path}` },
    );
  });
  if (!parts.at(-1)?.startsWith(':')) crumbs.push({ label: pageKey(page.name) });
  return crumbs;
}

export function workspaceHandle(page: WorkspacePage, unavailable: boolean): RouteHandle {
  return {
    title: pageKey(page.name),
    crumbs: workspaceCrumbs(page),
    module: moduleCodeOf[page.module],
    ...(unavailable ? { unavailable } : {}),
  };
}

/** Aliases, module roots and detail pages without their parameter: redirect or not found. */
function resolveLoader(slug: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const rest = (params['*'] ?? '').split('/');
    const resolved = resolveWorkspacePath([slug, ...rest]);
    if (!resolved) throw redirect(NOT_FOUND_PATH);
    const prefix = params.workspace ? `/${encodeURIComponent(params.workspace)}` : '';
    return redirect(withQuery(`${prefix}/${resolved.canonicalPath}`, request));
  };
}

export function workspacePageRoutes(
  pageRoute: (page: WorkspacePage) => Pick<RouteObject, 'lazy'> & { unavailable: boolean },
): RouteObject[] {
  const pages: RouteObject[] = workspacePages.map((page) => {
    const { lazy, unavailable } = pageRoute(page);
    return {
      id: page.name,
      path: `:workspace?/${page.module}/${page.path}`,
      lazy,
      handle: workspaceHandle(page, unavailable),
    };
  });
  const resolvers: RouteObject[] = [...moduleSlugs, ...Object.keys(moduleAliases)].map((slug) => ({
    id: `${slug}-resolve`,
    path: `:workspace?/${slug}/*`,
    loader: resolveLoader(slug),
  }));
  return [...pages, ...resolvers];
}
