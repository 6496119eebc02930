// Accounts as the admin manages them (management area): every account with its members and
// limits. Members are managed through memberships, so add and set leave them alone; deleting
// an account deletes what it owns (datasets, workspaces, assets, alerts, memberships). The SNDS
// key is a credential: stored sealed (src/secrets), written and never read back, so the answers
// say only whether it is set (AccountOverview).
import type { AccountOverview, ModuleCode, ParsedInput, Role } from '@console/contract';
import { notFound } from '../../http/apiError.ts';
import type { Db } from '../../db/schema/index.ts';
import type { Services } from '../../http/context.ts';
import type { SecretBox } from '../../secrets/secretBox.ts';
import * as accounts from '../accounts/accounts.repository.ts';
import { membershipRows } from '../memberships/memberships.repository.ts';
import { definedFields, write } from './adminWrites.ts';

type Storage = Pick<Services, 'db' | 'secrets'>;

const sealSnds = (secrets: SecretBox, snds: string | null | undefined) =>
  snds === undefined ? undefined : snds === null ? null : secrets.seal(snds);

export async function listAccounts(
  { db }: Pick<Storage, 'db'>,
  id?: string,
): Promise<AccountOverview[]> {
  const rows =
    id === undefined
      ? await accounts.allAccounts(db)
      : [await accounts.findAccount(db, id)].filter((row) => row !== undefined);
  const members = await membershipRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    members: members
      .filter((member) => member.account_id === row.id)
      .map((member) => ({ user: member.user_id, role: member.role as Role })),
    modules: row.modules as ModuleCode[],
    user_limit: row.user_limit,
    volume_limit: row.volume_limit,
    ip_limit: row.ip_limit,
    domain_limit: row.domain_limit,
    audit_limit: row.audit_limit,
    policy_limit: row.policy_limit,
    snds: row.snds !== null,
  }));
}

export async function getAccount(storage: Storage, id: string): Promise<AccountOverview> {
  const [account] = await listAccounts(storage, id);
  if (!account) throw notFound('No such account');
  return account;
}

export async function addAccount(storage: Storage, input: ParsedInput<'admin/accounts/add'>) {
  const { snds, ...rest } = input;
  await write(`Account ${input.id}`, () =>
    accounts.insertAccount(storage.db, {
      ...rest,
      modules: [...new Set(input.modules)],
      snds: sealSnds(storage.secrets, snds),
    }),
  );
  return getAccount(storage, input.id);
}

export async function setAccount(storage: Storage, input: ParsedInput<'admin/accounts/set'>) {
  const { id: _id, snds, ...changes } = definedFields(input);
  if (changes.modules) changes.modules = [...new Set(changes.modules)];
  const sealed = { ...changes, snds: sealSnds(storage.secrets, snds) };
  if (!(await accounts.updateAccount(storage.db, input.id, definedFields(sealed))))
    throw notFound('No such account');
  return getAccount(storage, input.id);
}

export async function deleteAccount(db: Db, id: string) {
  if (!(await accounts.deleteAccount(db, id))) throw notFound('No such account');
  return { ok: true as const };
}
