// Datasets as the admin manages them: where an account's delivery events land, with the
// dimensions and metrics its reports offer. Dimensions must be in the catalogue and the default
// ones among them. A dataset used by workspaces keeps its owner (a workspace shows a dataset
// of its own account); deleting a dataset deletes its workspaces, keys and events.
import type { Dataset, ParsedInput } from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { fail, notFound } from '../../http/apiError.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import * as datasets from '../datasets/datasets.repository.ts';
import { datasetOfAccount, toDataset } from '../datasets/datasets.service.ts';
import { allDimensions } from '../datasets/dimensions.repository.ts';
import { countWorkspacesOfDataset } from '../workspaces/workspaces.repository.ts';
import { definedFields, write } from './adminWrites.ts';

export async function listDatasets(db: Db, account?: string): Promise<Dataset[]> {
  return (await datasets.datasetRows(db, account)).map(toDataset);
}

export async function getDataset(db: Db, id: string): Promise<Dataset> {
  return toDataset(await datasetOfAccount(db, null, id));
}

async function checkDimensions(db: Db, dataset: Dataset): Promise<void> {
  const catalogue = new Set((await allDimensions(db)).map((row) => row.id));
  const unknown = dataset.dimensions.filter((id) => !catalogue.has(id));
  if (unknown.length > 0) {
    throw fail('ValidationError', `Unknown dimensions: ${unknown.join(', ')}`);
  }
  const stray = dataset.dimensions_default.filter((id) => !dataset.dimensions.includes(id));
  if (stray.length > 0) {
    throw fail('ValidationError', `Default dimensions not in the dataset: ${stray.join(', ')}`);
  }
}

async function save(db: Db, dataset: Dataset, isNew: boolean): Promise<Dataset> {
  if (!(await findAccount(db, dataset.owner))) throw notFound('No such account');
  await checkDimensions(db, dataset);
  const { owner, ...columns } = dataset;
  const values = { ...columns, account_id: owner };
  if (isNew) {
    await write(`Dataset ${dataset.id}`, () => datasets.insertDataset(db, values));
  } else {
    await write(`Dataset ${dataset.id}`, () => datasets.updateDataset(db, dataset.id, values));
  }
  return getDataset(db, dataset.id);
}

export function addDataset(db: Db, input: ParsedInput<'admin/datasets/add'>) {
  return save(db, input, true);
}

export async function setDataset(db: Db, input: ParsedInput<'admin/datasets/set'>) {
  const current = await getDataset(db, input.id);
  const next = { ...current, ...definedFields(input) };
  if (next.owner !== current.owner && (await countWorkspacesOfDataset(db, current.id)) > 0) {
    throw fail('Conflict', 'Workspaces show this dataset: delete them or pick another dataset');
  }
  return save(db, next, false);
}

export async function deleteDataset(db: Db, id: string) {
  if (!(await datasets.deleteDataset(db, id))) throw notFound('No such dataset');
  return { ok: true as const };
}
