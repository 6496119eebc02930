// owner: managing who belongs to an account and who receives its alerts (section 7). Owner calls
// are not given the account by the client, so it is part of each input.
import { z } from 'zod';
import { Membership, Role } from '../entities/account.ts';
import { AccountId, IsoDateTime, Name, Ok, UserId } from '../primitives.ts';
import { callsOf } from './define.ts';

const call = callsOf('owner');

const AccountUser = z.strictObject({ account: AccountId, user: UserId });
const MembershipChange = z.strictObject({ account: AccountId, user: UserId, role: Role });

/** A row of the administration screen's member list. */
export const MemberRow = Membership.extend({
  name: Name.nullable(),
  /** receives the account's alerts */
  alerts: z.boolean(),
  last_visit: IsoDateTime.nullable(),
  /** invited but not signed in yet */
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
  /** for an existing user; beyond the account's user_limit fails with LimitExceeded */
  call({ resource: 'memberships', action: 'add', input: MembershipChange, output: Membership }),
  call({ resource: 'memberships', action: 'set', input: MembershipChange, output: Membership }),
  /** an owner cannot remove the account's last owner (Conflict) */
  call({ resource: 'memberships', action: 'del', input: AccountUser, output: Ok }),
  /** creates the user when unknown, adds the membership and mails an invitation */
  call({ resource: 'memberships', action: 'invite', input: MembershipChange, output: MemberRow }),
] as const;
