// Accounts, memberships and roles (section 3, section 6).
import { z } from 'zod';
import { maxItems } from '../limits.ts';
import { ModuleCode } from '../modules.ts';
import { AccountId, Limit, Name, SmallLimit, UserId } from '../primitives.ts';

/**
 * Roles of a membership. The spec names only owner and admin; member and editor are the names
 * of the call areas a role may use, so a role reads as "may call this area": a member reads
 * reports, an editor also manages IPs, domains and policies, an owner also manages memberships
 * and alert recipients. Admin is not a membership role but a user flag (role ADMIN).
 */
export const roles = ['member', 'editor', 'owner'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** Whether `role` may use calls meant for `needed` (owner > editor > member). */
export function roleAllows(role: Role, needed: Role): boolean {
  return roles.indexOf(role) >= roles.indexOf(needed);
}

export const Membership = z.strictObject({
  account: AccountId,
  user: UserId,
  role: Role,
});
export type Membership = z.infer<typeof Membership>;

export const AccountMember = z.strictObject({ user: UserId, role: Role });

/** Every limit is null when unlimited. `volume_limit` counts submitted messages per month. */
export const accountLimitsShape = {
  user_limit: SmallLimit,
  volume_limit: Limit,
  ip_limit: SmallLimit,
  domain_limit: SmallLimit,
  audit_limit: SmallLimit,
  policy_limit: SmallLimit,
};

export const Account = z.strictObject({
  id: AccountId,
  name: Name,
  members: z.array(AccountMember).max(maxItems.list),
  modules: z.array(ModuleCode).max(4),
  ...accountLimitsShape,
  /** Microsoft SNDS data-access key; a secret, written by admins and never answered */
  snds: z.string().trim().min(1).max(256).nullable(),
});
export type Account = z.infer<typeof Account>;

/**
 * An account as every call answers it, admins' included: the SNDS key is a credential, written
 * and never read back (stored sealed), so it is reduced to whether it is set.
 */
export const AccountOverview = Account.omit({ snds: true }).extend({ snds: z.boolean() });
export type AccountOverview = z.infer<typeof AccountOverview>;
