// The current page as the shell sees it, merged from the handles of every matched route: the
// crumbs from the section down, the module, the title, and whether the workspace picker shows.
import { useMatches, useParams } from 'react-router';
import {
  isRouteHandle,
  type CrumbSpec,
  type ModuleCode,
  type PageKey,
} from '../routes/routeHandle.ts';

export interface ShellRoute {
  crumbs: CrumbSpec[];
  params: Readonly<Record<string, string | undefined>>;
  title: PageKey | undefined;
  module: ModuleCode | undefined;
  hideWorkspacePicker: boolean;
  unavailable: boolean;
}

export function useShellRoute(): ShellRoute {
  const matches = useMatches();
  const params = useParams();
  const route: ShellRoute = {
    crumbs: [],
    params,
    title: undefined,
    module: undefined,
    hideWorkspacePicker: false,
    unavailable: false,
  };
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    const handle = match.handle;
    route.crumbs.push(...(handle.crumbs ?? []));
    route.title = handle.title ?? route.title;
    route.module = handle.module ?? route.module;
    route.hideWorkspacePicker ||= handle.hideWorkspacePicker === true;
    route.unavailable ||= handle.unavailable === true;
  }
  return route;
}
