// The editor's calls: the account overview and the account's IPs, domains and policy domains.
import { handle } from '../../http/routes.ts';
import { accountOverview } from './accountOverview.ts';
import {
  addDomain,
  addIp,
  addPolicy,
  countWithLimit,
  removeAsset,
  setDomain,
  setIp,
  setPolicy,
} from './assets.service.ts';

export const assetsRoutes = [
  handle('editor/accounts/get', (_input, context) => accountOverview(context)),
  handle('editor/ips/add', (input, context) => addIp(context, input)),
  handle('editor/ips/set', (input, context) => setIp(context, input)),
  handle('editor/ips/del', (input, context) => removeAsset(context, 'ips', input.address)),
  handle('editor/ips/count', (_input, context) => countWithLimit(context, 'ips')),
  handle('editor/domains/add', (input, context) => addDomain(context, input)),
  handle('editor/domains/set', (input, context) => setDomain(context, input)),
  handle('editor/domains/del', (input, context) => removeAsset(context, 'domains', input.name)),
  handle('editor/domains/count', (_input, context) => countWithLimit(context, 'domains')),
  handle('editor/policies/add', (input, context) => addPolicy(context, input)),
  handle('editor/policies/set', (input, context) => setPolicy(context, input)),
  handle('editor/policies/del', (input, context) => removeAsset(context, 'policies', input.id)),
];
