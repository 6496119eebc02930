// An owner's management of their account (spec section 6): who is a member with which role and
// who receives the account's alerts; invitations are invitations.service.ts's. The router has
// checked that the caller owns `account` (or is an admin); the service checks that the user
// named is a member (or invited) where the call needs one (404 NotFound otherwise) and keeps at
// least one owner (409 Conflict).
import type { MemberRow, Membership, ParsedInput, Role } from '@console/contract';
import { fail, notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import {
  deleteInvitation,
  deleteMembership,
  findMembership,
  invitationsOfAccount,
  lockOwners,
  membersOfAccount,
  updateInvitationRole,
  updateMembership,
} from './memberships.repository.ts';

type AccountUser = ParsedInput<'owner/memberships/del'>;
type MembershipChange = ParsedInput<'owner/memberships/add'>;

const notAMember = (user: string) => notFound(`${user} is not a member of this account`);

/** The members, then the open invitations (pending, without a name). */
export async function membersOf(context: AccountContext): Promise<MemberRow[]> {
  const account = context.account.id;
  const members = await membersOfAccount(context.db, account);
  const invited = await invitationsOfAccount(context.db, account, new Date());
  return [
    ...members.map((row) => ({
      account,
      user: row.user_id,
      role: row.role as Role,
      name: row.name,
      alerts: row.alerts,
      last_visit: row.last_visit ? row.last_visit.toISOString() : null,
      pending: false,
    })),
    ...invited.map((row) => pendingRow(account, row.email, row.role as Role)),
  ];
}

export const pendingRow = (account: string, user: string, role: Role): MemberRow => ({
  account,
  user,
  role,
  name: null,
  alerts: false,
  last_visit: null,
  pending: true,
});

/** Makes a member a recipient of the account's alerts, or stops it. */
export async function setAlertRecipient(
  context: AccountContext,
  input: AccountUser,
  alerts: boolean,
): Promise<{ ok: true }> {
  if (!(await updateMembership(context.db, context.account.id, input.user, { alerts }))) {
    throw notAMember(input.user);
  }
  return { ok: true };
}

export async function changeRole(
  context: AccountContext,
  input: MembershipChange,
): Promise<Membership> {
  await context.db.transaction().execute(async (tx) => {
    const owners = await lockOwners(tx, context.account.id);
    const current = await findMembership(tx, context.account.id, input.user);
    if (!current) {
      const now = new Date();
      if (await updateInvitationRole(tx, context.account.id, input.user, input.role, now)) return;
      throw notAMember(input.user);
    }
    if (input.role !== 'owner' && owners.length === 1 && owners[0] === input.user) {
      throw fail('Conflict', 'The account must keep at least one owner');
    }
    await updateMembership(tx, context.account.id, input.user, { role: input.role });
  });
  return { account: context.account.id, user: input.user, role: input.role };
}

export async function removeMember(
  context: AccountContext,
  input: AccountUser,
): Promise<{ ok: true }> {
  await context.db.transaction().execute(async (tx) => {
    const owners = await lockOwners(tx, context.account.id);
    if (owners.length === 1 && owners[0] === input.user) {
      throw fail('Conflict', 'The account must keep at least one owner');
    }
    const removed = await deleteMembership(tx, context.account.id, input.user);
    const withdrawn = await deleteInvitation(tx, context.account.id, input.user);
    if (!removed && !withdrawn) throw notAMember(input.user);
  });
  return { ok: true };
}
