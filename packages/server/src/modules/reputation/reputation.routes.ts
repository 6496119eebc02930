// The calls of the Reputation Monitor (module rm).
import { handle } from '../../http/routes.ts';
import {
  blocklistStatuses,
  domainDetail,
  domainsOverview,
  ipDetail,
  ipsOverview,
  listingChanges,
} from './reputation.service.ts';

export const reputationRoutes = [
  handle('member/ips/all', (input, context) => ipsOverview(context, input)),
  handle('member/ips/get', (input, context) => ipDetail(context, input)),
  handle('member/domains/all', (input, context) => domainsOverview(context, input)),
  handle('member/domains/get', (input, context) => domainDetail(context, input)),
  handle('member/blocklists/all', (input, context) => blocklistStatuses(context, input)),
  handle('member/reputation/changes', (input, context) => listingChanges(context, input)),
];
