// Admin calls about the IPs and domains of any account.
import { handle } from '../../http/routes.ts';
import {
  addAsset,
  asDomain,
  asIp,
  getAsset,
  listAssets,
  removeAsset,
  setAsset,
} from './adminAssets.service.ts';

export const adminAssetsRoutes = [
  handle('admin/ips/all', async ({ account }, { db }) =>
    (await listAssets(db, 'ips', account)).map(asIp),
  ),
  handle('admin/ips/get', async ({ account, address }, { db }) =>
    asIp(await getAsset(db, 'ips', account, address)),
  ),
  handle('admin/ips/add', async ({ address, ...input }, { db }) =>
    asIp(await addAsset(db, 'ips', address, input)),
  ),
  handle('admin/ips/set', async ({ address, ...input }, { db }) =>
    asIp(await setAsset(db, 'ips', address, input)),
  ),
  handle('admin/ips/del', ({ account, address }, { db }) =>
    removeAsset(db, 'ips', account, address),
  ),

  handle('admin/domains/all', async ({ account }, { db }) =>
    (await listAssets(db, 'domains', account)).map(asDomain),
  ),
  handle('admin/domains/get', async ({ account, name }, { db }) =>
    asDomain(await getAsset(db, 'domains', account, name)),
  ),
  handle('admin/domains/add', async ({ name, ...input }, { db }) =>
    asDomain(await addAsset(db, 'domains', name, input)),
  ),
  handle('admin/domains/set', async ({ name, ...input }, { db }) =>
    asDomain(await setAsset(db, 'domains', name, input)),
  ),
  handle('admin/domains/del', ({ account, name }, { db }) =>
    removeAsset(db, 'domains', account, name),
  ),
];
