// Admin calls about people: users, their report preferences and dataset access keys.
import { handle } from '../../http/routes.ts';
import {
  addUser,
  cloneUser,
  deletePreferences,
  deleteUser,
  getUserDetail,
  listUsers,
  setUser,
} from './adminUsers.service.ts';
import { createApiKey, deleteApiKeyById, listApiKeys } from './apiKeys.service.ts';

export const adminUsersRoutes = [
  handle('admin/users/all', (_input, context) => listUsers(context)),
  handle('admin/users/get', ({ id }, context) => getUserDetail(context, id)),
  handle('admin/users/add', (input, context) => addUser(context, input)),
  handle('admin/users/set', (input, context) => setUser(context, input)),
  handle('admin/users/del', ({ id }, context) => deleteUser(context, id)),
  handle('admin/users/clone', (input, context) => cloneUser(context, input)),
  handle('admin/preferences/del', (input, context) => deletePreferences(context, input)),

  handle('admin/users/api', (input, context) => createApiKey(context, input)),
  handle('admin/apikeys/all', ({ dataset }, { db }) => listApiKeys(db, dataset)),
  handle('admin/apikeys/del', ({ id }, { db }) => deleteApiKeyById(db, id)),
];
