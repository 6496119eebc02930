// owner: managing who belongs to an account and who receives its alerts (section 7). Owner calls
// are not given the account by the client, so it is part of each input.
import { z } from 'zod';
import { Membership, Role } from '../entities/account.ts';
import { ChangeRecord } from '../reports/management.ts';
import { AccountId, IsoDateTime, Name, Ok, UserId } from '../primitives.ts';
import { callsOf } from './define.ts';

const call = callsOf('owner');

const AccountUser = z.strictObject({ account: AccountId, user: UserId });
const MembershipChange = z.strictObject({ account: AccountId, user: UserId, role: Role });

/**
 * A row of the administration screen's member list: a member, or an open invitation (pending,
 * without a name). What it tells of a user concerns this account only.
 */
export const MemberRow = Membership.extend({
  name: Name.nullable(),
  /** receives the account's alerts */
  alerts: z.boolean(),
  /** the member's last call in this account */
  last_visit: IsoDateTime.nullable(),
  /** invited and not accepted yet */
  pending: z.boolean(),
});
export type MemberRow = z.infer<typeof MemberRow>;

export const ownerCalls = [
  /** make a member a recipient of the account's alerts */
  call({ resource: 'alerts', action: 'add', input: AccountUser, output: Ok }),
  call({ resource: 'alerts', action: 'del', input: AccountUser, output: Ok }),

  call({
    resource: 'memberships',
    action: 'all',
    input: z.strictObject({ account: AccountId }),
    output: z.array(MemberRow),
  }),
  /**
   * Invites the address to the account (as `invite` does); it becomes a member when the invitee
   * accepts. The answer is the same whether or not the address has a user. Members and open
   * invitations together stay within user_limit (LimitExceeded); a member already is Conflict.
   * An admin's add makes an existing user a member at once (NotFound for an unknown address).
   */
  call({ resource: 'memberships', action: 'add', input: MembershipChange, output: Membership }),
  call({ resource: 'memberships', action: 'set', input: MembershipChange, output: Membership }),
  /** removes a member or withdraws an invitation; never the account's last owner (Conflict) */
  call({ resource: 'memberships', action: 'del', input: AccountUser, output: Ok }),
  /** mails an invitation valid 7 days (again: a new one) and answers its pending row */
  call({ resource: 'memberships', action: 'invite', input: MembershipChange, output: MemberRow }),
  /** what owners and admins changed in the account (its members and recipients), newest first */
  call({
    resource: 'changes',
    action: 'all',
    input: z.strictObject({ account: AccountId }),
    output: z.array(ChangeRecord),
  }),
] as const;
