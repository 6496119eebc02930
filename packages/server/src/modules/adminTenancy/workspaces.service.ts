// Workspaces as the admin defines them: an account plus one of its datasets, with modules (of
// the account's), report dimensions (at most `dimensionsPerWorkspace` that count) and filters.
// `ips` and `domains` are read from the account's assets (an asset shows in every workspace of
// its account unless limited to one); add and set check that those named are the account's,
// and assets themselves are changed with ips/* and domains/*.
import {
  dimensionsNotCounted,
  dimensionsPerWorkspace,
  type ParsedInput,
  type WorkspaceDefinition,
} from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { jsonb } from '../../db/jsonb.ts';
import { fail, notFound } from '../../http/apiError.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import { assetsOfAccounts } from '../assets/assets.repository.ts';
import { datasetOfAccount } from '../datasets/datasets.service.ts';
import { allDimensions } from '../datasets/dimensions.repository.ts';
import * as workspaces from '../workspaces/workspaces.repository.ts';
import { toWorkspace } from '../workspaces/workspaces.service.ts';
import { definedFields, write } from './adminWrites.ts';

export async function listWorkspaces(
  db: Db,
  filter: { id?: string; account?: string },
): Promise<WorkspaceDefinition[]> {
  const rows =
    filter.id !== undefined
      ? [await workspaces.findWorkspace(db, filter.id)].filter((row) => row !== undefined)
      : await workspaces.workspacesOfAccounts(
          db,
          filter.account === undefined ? null : [filter.account],
        );
  const assets = await assetsOfAccounts(db, [...new Set(rows.map((row) => row.account_id))]);
  return rows.map((row) => {
    const { role: _role, ...definition } = toWorkspace(row, 'owner', assets);
    return definition;
  });
}

export async function getWorkspace(db: Db, id: string): Promise<WorkspaceDefinition> {
  const [workspace] = await listWorkspaces(db, { id });
  if (!workspace) throw notFound('No such workspace');
  return workspace;
}

const notCounted: readonly string[] = dimensionsNotCounted;

async function check(db: Db, workspace: WorkspaceDefinition): Promise<void> {
  const account = await findAccount(db, workspace.account);
  if (!account) throw notFound('No such account');
  await datasetOfAccount(db, account.id, workspace.dataset);
  const missing = workspace.modules.filter((module) => !account.modules.includes(module));
  if (missing.length > 0) {
    throw fail('ValidationError', `The account does not have the modules ${missing.join(', ')}`);
  }
  const catalogue = new Set((await allDimensions(db)).map((row) => row.id));
  const ids = workspace.dimensions.map((dimension) => dimension.id);
  const unknown = ids.filter((id) => !catalogue.has(id));
  if (unknown.length > 0)
    throw fail('ValidationError', `Unknown dimensions: ${unknown.join(', ')}`);
  if (ids.filter((id) => !notCounted.includes(id)).length > dimensionsPerWorkspace) {
    throw fail('ValidationError', `At most ${dimensionsPerWorkspace} dimensions per workspace`);
  }
  const assets = await assetsOfAccounts(db, [account.id]);
  const known = new Set([...assets.ips, ...assets.domains].map((asset) => asset.value));
  const foreign = [...workspace.ips, ...workspace.domains].filter((value) => !known.has(value));
  if (foreign.length > 0) throw notFound(`Not assets of the account: ${foreign.join(', ')}`);
}

function columnsOf(workspace: WorkspaceDefinition) {
  return {
    id: workspace.id,
    name: workspace.name,
    account_id: workspace.account,
    dataset_id: workspace.dataset,
    modules: [...new Set(workspace.modules)],
    signalspam: workspace.signalspam,
    csa: workspace.csa,
    tags: workspace.tags,
    filters: jsonb<unknown[]>(workspace.filters),
    dimensions: jsonb(workspace.dimensions),
    dimensions_default: workspace.dimensions_default,
    metrics: workspace.metrics,
  };
}

export async function addWorkspace(db: Db, input: ParsedInput<'admin/workspaces/add'>) {
  await check(db, input);
  await write(`Workspace ${input.id}`, () => workspaces.insertWorkspace(db, columnsOf(input)));
  return getWorkspace(db, input.id);
}

export async function setWorkspace(db: Db, input: ParsedInput<'admin/workspaces/set'>) {
  const current = await getWorkspace(db, input.id);
  const next: WorkspaceDefinition = { ...current, ...definedFields(input) };
  await check(db, next);
  const { id: _id, ...columns } = columnsOf(next);
  await write(`Workspace ${input.id}`, () => workspaces.updateWorkspace(db, input.id, columns));
  return getWorkspace(db, input.id);
}

export async function deleteWorkspace(db: Db, id: string) {
  if (!(await workspaces.deleteWorkspace(db, id))) throw notFound('No such workspace');
  return { ok: true as const };
}
