// Redirects of spec section 2 that are rules rather than route data: the home placeholder goes to
// the first module of the workspace, the redirect view drops the first 3 characters of its path,
// and an alias keeps the query of the address it came from.
import { firstModuleRoute, workspacePath } from '@console/machines';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SignedInStatus } from '../startup/sessionStore.ts';

/**
 * Where / and /{workspace} go: the first module the workspace has (da, rm, ea, dr), else the
 * Delivery Analytics home. The workspace is the path's, else the selected one, else the first.
 */
export function homeTarget(
  status: SignedInStatus,
  workspaceParam: string | undefined,
  selected: string | null,
): string {
  const byId = (id: string | null | undefined) =>
    status.workspaces.find((workspace) => workspace.id === id);
  const workspace = byId(workspaceParam) ?? byId(selected) ?? status.workspaces[0];
  if (!workspace) return `/${firstModuleRoute([]).path}`;
  return workspacePath(workspace.id, firstModuleRoute(workspace.modules).path);
}

/**
 * The redirect view: `/r/demo/delivery-analytics/report?x=1` navigates to
 * `/demo/delivery-analytics/report?x=1`. Going through it re-enters a page the user is already
 * on (after a workspace change, for instance), which a plain navigation to itself would not.
 */
export function redirectTarget(pathname: string, search = '', hash = ''): string {
  const rest = pathname.slice(3);
  return `/${rest.replace(/^\/+/, '')}${search}${hash}`;
}

/** The same address with another path: aliases keep the query and hash they were given. */
export function withQuery(path: string, request: Request): string {
  const url = new URL(request.url);
  return `${path}${url.search}${url.hash}`;
}

/** A loader that redirects to `path`, keeping the query and hash. */
export const redirectTo =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(withQuery(path, request));
