// The owner's calls: memberships, invitations and alert recipients of an account.
import { handle } from '../../http/routes.ts';
import { addMember, invite } from './invitations.service.ts';
import { changeRole, membersOf, removeMember, setAlertRecipient } from './memberships.service.ts';

export const membershipsRoutes = [
  handle('owner/alerts/add', (input, context) => setAlertRecipient(context, input, true)),
  handle('owner/alerts/del', (input, context) => setAlertRecipient(context, input, false)),
  handle('owner/memberships/all', (_input, context) => membersOf(context)),
  handle('owner/memberships/add', (input, context) => addMember(context, input)),
  handle('owner/memberships/set', (input, context) => changeRole(context, input)),
  handle('owner/memberships/del', (input, context) => removeMember(context, input)),
  handle('owner/memberships/invite', (input, context) => invite(context, input)),
];
