// editor accounts/get: the account with its members, modules and limits as the administration
// screen shows it. The SNDS key is a secret: editors only learn whether it is set.
import type { AccountOverview, ModuleCode, Role } from '@console/contract';
import type { AccountContext } from '../../http/context.ts';
import { membersOfAccount } from '../memberships/memberships.repository.ts';

export async function accountOverview(context: AccountContext): Promise<AccountOverview> {
  const { account } = context;
  const members = await membersOfAccount(context.db, account.id);
  return {
    id: account.id,
    name: account.name,
    members: members.map((member) => ({ user: member.user_id, role: member.role as Role })),
    modules: account.modules as ModuleCode[],
    user_limit: account.user_limit,
    volume_limit: account.volume_limit,
    ip_limit: account.ip_limit,
    domain_limit: account.domain_limit,
    audit_limit: account.audit_limit,
    policy_limit: account.policy_limit,
    snds: account.snds !== null,
  };
}
