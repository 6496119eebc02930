// editor: managing the account's IPs, domains and DMARC policy domains (section 7), and a
// workspace's audit address. Every input carries `account`, attached by the client. IPs and
// domains are Reputation Monitor assets (rm), policies DMARC Reports assets (dr), the audit
// address Email Auditor's (ea): the module guard applies as for reading them.
import { AccountOverview } from '../entities/account.ts';
import { Domain, Ip, Policy } from '../entities/assets.ts';
import { EmailAuditAddress } from '../reports/audit.ts';
import {
  CountWithLimit,
  Description,
  DomainName,
  Emails,
  IpTarget,
  Ok,
  Tags,
  WorkspaceId,
} from '../primitives.ts';
import { accountInput, callsOf, changeOf } from './define.ts';

const call = callsOf('editor');

/** Fields of a new or changed asset; optional ones default to empty. */
const assetFields = {
  description: Description.default(''),
  viewers: Emails.default([]),
  tags: Tags.default([]),
  /** the workspace the asset is shown in; null: every workspace of the account */
  workspace: WorkspaceId.nullable().default(null),
};

export const IpAdd = accountInput({ address: IpTarget, ...assetFields });
export const DomainAdd = accountInput({ name: DomainName, ...assetFields });
export const PolicyAdd = accountInput({
  id: DomainName,
  description: Description.default(''),
  tags: Tags.default([]),
  guests: Emails.default([]),
});
/** set changes the fields given and leaves the others as they are. */
export const IpChange = changeOf(IpAdd, ['account', 'address']);
export const DomainChange = changeOf(DomainAdd, ['account', 'name']);
export const PolicyChange = changeOf(PolicyAdd, ['account', 'id']);

export const editorCalls = [
  /** the account with its limits, as the administration screen shows it */
  call({ resource: 'accounts', action: 'get', input: accountInput({}), output: AccountOverview }),

  /** adding beyond the account's ip_limit fails with LimitExceeded; a known address with Conflict */
  call({ resource: 'ips', action: 'add', input: IpAdd, output: Ip, module: 'rm' }),
  call({ resource: 'ips', action: 'set', input: IpChange, output: Ip, module: 'rm' }),
  call({
    resource: 'ips',
    action: 'del',
    input: accountInput({ address: IpTarget }),
    output: Ok,
    module: 'rm',
  }),
  call({
    resource: 'ips',
    action: 'count',
    input: accountInput({}),
    output: CountWithLimit,
    module: 'rm',
  }),

  /** a new audit address for the workspace; the old one refuses mail from now on */
  call({
    resource: 'emailaudit',
    action: 'renew',
    input: accountInput({ workspace: WorkspaceId }),
    output: EmailAuditAddress,
    module: 'ea',
  }),

  call({ resource: 'domains', action: 'add', input: DomainAdd, output: Domain, module: 'rm' }),
  call({ resource: 'domains', action: 'set', input: DomainChange, output: Domain, module: 'rm' }),
  call({
    resource: 'domains',
    action: 'del',
    input: accountInput({ name: DomainName }),
    output: Ok,
    module: 'rm',
  }),
  call({
    resource: 'domains',
    action: 'count',
    input: accountInput({}),
    output: CountWithLimit,
    module: 'rm',
  }),

  call({ resource: 'policies', action: 'add', input: PolicyAdd, output: Policy, module: 'dr' }),
  call({ resource: 'policies', action: 'set', input: PolicyChange, output: Policy, module: 'dr' }),
  call({
    resource: 'policies',
    action: 'del',
    input: accountInput({ id: DomainName }),
    output: Ok,
    module: 'dr',
  }),
] as const;
