// The workspaces a user sees, with their role in each: those of the accounts they are a member
// of, or every workspace for an admin (admins pass every guard, so they act as owners). A user
// with none gets the placeholder workspace `none` (spec section 3), so the shell always has one.
import {
  noWorkspace,
  type Filters,
  type MetricId,
  type ModuleCode,
  type Role,
  type Workspace,
} from '@console/contract';
import type { Selectable } from 'kysely';
import type { Db, WorkspacesTable } from '../../db/schema/index.ts';
import type { UserRow } from '../../http/context.ts';
import { assetsOfAccounts } from '../assets/assets.repository.ts';
import { membershipsOfUser } from '../memberships/memberships.repository.ts';
import { workspacesOfAccounts } from './workspaces.repository.ts';

interface AssetRow {
  account_id: string;
  value: string;
  workspace_id: string | null;
}

const shownIn = (row: Selectable<WorkspacesTable>) => (asset: AssetRow) =>
  asset.account_id === row.account_id &&
  (asset.workspace_id === null || asset.workspace_id === row.id);

export function toWorkspace(
  row: Selectable<WorkspacesTable>,
  role: Role,
  assets: { ips: AssetRow[]; domains: AssetRow[] },
): Workspace {
  return {
    id: row.id,
    name: row.name,
    account: row.account_id,
    dataset: row.dataset_id,
    modules: row.modules as ModuleCode[],
    signalspam: row.signalspam,
    csa: row.csa,
    ips: assets.ips.filter(shownIn(row)).map((asset) => asset.value),
    domains: assets.domains.filter(shownIn(row)).map((asset) => asset.value),
    tags: row.tags,
    filters: row.filters as Filters,
    dimensions: row.dimensions,
    dimensions_default: row.dimensions_default,
    metrics: row.metrics as MetricId[],
    role,
  };
}

/** The user's workspaces; empty when they have none (see `workspacesOrPlaceholder`). */
export async function workspacesOfUser(db: Db, user: UserRow): Promise<Workspace[]> {
  const memberships = user.admin ? [] : await membershipsOfUser(db, user.id);
  const roles = new Map(memberships.map((row) => [row.account_id, row.role as Role]));
  const rows = await workspacesOfAccounts(db, user.admin ? null : [...roles.keys()]);
  const accountIds = [...new Set(rows.map((row) => row.account_id))];
  const assets = await assetsOfAccounts(db, accountIds);
  return rows.map((row) =>
    toWorkspace(row, user.admin ? 'owner' : (roles.get(row.account_id) ?? 'member'), assets),
  );
}

export async function workspacesOrPlaceholder(db: Db, user: UserRow): Promise<Workspace[]> {
  const workspaces = await workspacesOfUser(db, user);
  return workspaces.length > 0 ? workspaces : [noWorkspace];
}
