// Where the workspace picker goes (spec section 2): the same kind of page in the other workspace.
// A detail page (one IP, one report) becomes its list, since the item may not exist there; a
// module the other workspace lacks gives way to that workspace's first module.
import { firstModuleRoute, workspacePath } from '@console/machines';
import { canonicalPathOf, listPageOf, resolveWorkspacePath } from './resolveWorkspacePath.ts';
import { moduleCodeOf } from './workspaceRouteObjects.ts';

export interface SwitchWorkspace {
  id: string;
  modules: readonly string[];
}

/**
 * The address to open after choosing `target`, or null when the current page does not belong to
 * a workspace (help, the legacy page) and stays as it is.
 */
export function pathInWorkspace(
  pathname: string,
  target: SwitchWorkspace,
  workspaceIds: readonly string[],
): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const below = workspaceIds.includes(segments[0] ?? '') ? segments.slice(1) : segments;
  if (below.length === 0) return workspacePath(target.id, firstModuleRoute(target.modules).path);
  const resolved = resolveWorkspacePath(below);
  if (!resolved) return null;
  if (!target.modules.includes(moduleCodeOf[resolved.page.module])) {
    return workspacePath(target.id, firstModuleRoute(target.modules).path);
  }
  const list = listPageOf(resolved.page) ?? resolved.page;
  return workspacePath(target.id, canonicalPathOf(list));
}
