// Where a link of the previous version (/v2/...) leads in this one, when it names a workspace
// page this version knows: /v2/demo/reputation-monitor/ip/192.0.2.1 → /demo/reputation-monitor/
// ips/192.0.2.1. Anything else has no equivalent and the legacy page offers the start page.
import { workspacePath } from '@console/machines';
import { resolveWorkspacePath } from '../routes/resolveWorkspacePath.ts';

export interface LegacyTarget {
  path: string;
  /** The route name of the page, for its title. */
  name: string;
}

export function legacyTarget(
  rest: string,
  workspaceIds: readonly string[],
  currentWorkspace: string,
): LegacyTarget | null {
  const segments = rest.split('/').filter((segment) => segment !== '');
  const [first, ...others] = segments;
  const named = first !== undefined && workspaceIds.includes(first);
  const resolved = resolveWorkspacePath(named ? others : segments);
  if (!resolved) return null;
  const workspace = named && first ? first : currentWorkspace;
  return { path: workspacePath(workspace, resolved.canonicalPath), name: resolved.page.name };
}
