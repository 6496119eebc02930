// Admin calls about who owns what: accounts, datasets, workspaces, the dimension catalogue and
// the metric catalogue.
import { metricCatalogue } from '@console/contract';
import { handle } from '../../http/routes.ts';
import {
  addAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  setAccount,
} from './accounts.service.ts';
import {
  addDataset,
  deleteDataset,
  getDataset,
  listDatasets,
  setDataset,
} from './datasets.service.ts';
import {
  addDimension,
  deleteDimension,
  getDimension,
  listDimensions,
  setDimension,
} from './dimensions.service.ts';
import {
  addWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  setWorkspace,
} from './workspaces.service.ts';

export const adminTenancyRoutes = [
  handle('admin/metrics/all', () => [...metricCatalogue]),

  handle('admin/accounts/all', (_input, context) => listAccounts(context)),
  handle('admin/accounts/get', ({ id }, context) => getAccount(context, id)),
  handle('admin/accounts/add', (input, context) => addAccount(context, input)),
  handle('admin/accounts/set', (input, context) => setAccount(context, input)),
  handle('admin/accounts/del', ({ id }, { db }) => deleteAccount(db, id)),

  handle('admin/datasets/all', ({ account }, { db }) => listDatasets(db, account)),
  handle('admin/datasets/get', ({ id }, { db }) => getDataset(db, id)),
  handle('admin/datasets/add', (input, { db }) => addDataset(db, input)),
  handle('admin/datasets/set', (input, { db }) => setDataset(db, input)),
  handle('admin/datasets/del', ({ id }, { db }) => deleteDataset(db, id)),

  handle('admin/workspaces/all', ({ account }, { db }) => listWorkspaces(db, { account })),
  handle('admin/workspaces/get', ({ id }, { db }) => getWorkspace(db, id)),
  handle('admin/workspaces/add', (input, { db }) => addWorkspace(db, input)),
  handle('admin/workspaces/set', (input, { db }) => setWorkspace(db, input)),
  handle('admin/workspaces/del', ({ id }, { db }) => deleteWorkspace(db, id)),

  handle('admin/dimensions/all', (_input, { db }) => listDimensions(db)),
  handle('admin/dimensions/get', ({ id }, { db }) => getDimension(db, id)),
  handle('admin/dimensions/add', (input, { db }) => addDimension(db, input)),
  handle('admin/dimensions/set', (input, { db }) => setDimension(db, input)),
  handle('admin/dimensions/del', ({ id }, { db }) => deleteDimension(db, id)),
];
