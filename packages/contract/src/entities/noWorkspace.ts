// The stand-in workspace of a user who has none (section 3), as plain data without zod: the app's
// home page checks for it at run time. workspace.ts re-exports both names beside the schemas.
import { texts } from '../texts.ts';
import type { Workspace } from './workspace.ts';

export const noWorkspaceId = 'none';

/** Given to a user with no workspace, so the shell always has one (section 3). */
export const noWorkspace: Workspace = {
  id: noWorkspaceId,
  name: texts.noWorkspaces,
  account: noWorkspaceId,
  dataset: noWorkspaceId,
  modules: [],
  signalspam: false,
  csa: false,
  ips: [],
  domains: [],
  tags: [],
  filters: [],
  dimensions: [],
  dimensions_default: [],
  metrics: [],
  role: 'member',
};
