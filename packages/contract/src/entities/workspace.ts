// Workspaces: an account plus a dataset, with the modules, assets and report setup a user sees.
// The stand-in for a user without workspaces is plain data in noWorkspace.ts.
import { z } from 'zod';
import { maxItems } from '../limits.ts';
import { MetricId } from '../metrics.ts';
import { ModuleCode } from '../modules.ts';
import {
  AccountId,
  Code,
  DatasetId,
  DimensionId,
  DomainName,
  IpAddress,
  Name,
  Tags,
  WorkspaceId,
} from '../primitives.ts';
import { Role } from './account.ts';
import { Filters } from './filters.ts';

export { noWorkspace, noWorkspaceId } from './noWorkspace.ts';

export const WorkspaceDimension = z.strictObject({
  id: DimensionId,
  name: Name,
  /** column header / picker label */
  caption: Name,
});

export const workspaceShape = {
  id: WorkspaceId,
  name: Name,
  account: AccountId,
  dataset: DatasetId,
  modules: z.array(ModuleCode).max(4),
  /** Signal Spam (French feedback loop) data enabled */
  signalspam: z.boolean(),
  /** Certified Senders Alliance data enabled */
  csa: z.boolean(),
  ips: z.array(IpAddress).max(maxItems.assets),
  domains: z.array(DomainName).max(maxItems.assets),
  tags: Tags,
  /** filters always applied to this workspace's reports */
  filters: Filters,
  dimensions: z.array(WorkspaceDimension).max(maxItems.columns),
  dimensions_default: z.array(Code).max(maxItems.columns),
  metrics: z.array(MetricId).max(maxItems.columns),
};

/** A workspace as a user sees it, with their role in it. */
export const Workspace = z.strictObject({ ...workspaceShape, role: Role });
export type Workspace = z.infer<typeof Workspace>;

/** A workspace as admins define it (no per-user role). */
export const WorkspaceDefinition = z.strictObject(workspaceShape);
export type WorkspaceDefinition = z.infer<typeof WorkspaceDefinition>;
