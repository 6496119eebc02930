// How a module of the console declares itself: its manifest. The route table (routes/) collects
// the manifests of moduleList.ts and serves each page at `/{workspace}/{module path}/{page path}`
// (the workspace optional), fetches a page's code together with the module's translation
// namespaces, and sends aliases and detail pages without their parameter to the canonical
// address (spec section 2). A page without code belongs to a later release: the shell shows it
// as "not available in this version". The module's code, path and start route are the
// contract's (`@console/contract/moduleCodes`), so the route table, the drawer and the server
// agree on them.
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import {
  modulePaths,
  moduleStartRoutes,
  type ModuleCode,
  type ModulePath,
} from '@console/contract/moduleCodes';
import type { Namespace } from '../i18n/resources.ts';

/** What a page file exports (a lazy route module): `Component`, and maybe a `loader`. */
export interface PageFile {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** A page as a manifest writes it: names and fallbacks below the module. */
export interface ModulePageSpec {
  /** The page below the module; its route name is `${module path}-${name}`. */
  name: string;
  /** react-router pattern below the module, e.g. 'ips/:ip'. */
  path: string;
  /** Other patterns that open the same page, e.g. 'ip/:ip'. */
  aliases?: readonly string[];
  /** The page (by its name below the module) opened when this one lacks its parameter. */
  fallback?: string;
  /** The page's code, fetched the first time it opens; none for a page of a later release. */
  load?: () => Promise<PageFile>;
}

/** A page below `/{workspace}/`, as the route table serves it. */
export interface WorkspacePage {
  /** The route name, e.g. 'reputation-monitor-ip'. */
  name: string;
  module: ModulePath;
  /** react-router pattern below the module, e.g. 'ips/:ip'. */
  path: string;
  /** Other patterns that open the same page. */
  aliases?: readonly string[];
  /** The route name of the page opened when this detail page lacks its parameter. */
  fallback?: string;
  load?: () => Promise<PageFile>;
}

export interface ModuleManifest {
  code: ModuleCode;
  /** The module's segment below `/{workspace}/`. */
  path: ModulePath;
  /** Other first segments that open the module, e.g. 'email-audit'. */
  aliases: readonly string[];
  /** Translation namespaces its pages read beyond the bundled common, errors and auth. */
  namespaces: readonly Namespace[];
  /** The route home opens when the workspace has this module first (spec section 2). */
  startRoute: string;
  pages: readonly WorkspacePage[];
}

export interface ModuleSpec {
  aliases?: readonly string[];
  namespaces?: readonly Namespace[];
  pages: readonly ModulePageSpec[];
}

export function defineModule(code: ModuleCode, spec: ModuleSpec): ModuleManifest {
  const path = modulePaths[code];
  const routeName = (page: string) => `${path}-${page}`;
  return {
    code,
    path,
    aliases: spec.aliases ?? [],
    namespaces: spec.namespaces ?? [],
    startRoute: moduleStartRoutes[code],
    pages: spec.pages.map(({ name, fallback, ...page }) => ({
      ...page,
      name: routeName(name),
      module: path,
      ...(fallback ? { fallback: routeName(fallback) } : {}),
    })),
  };
}
