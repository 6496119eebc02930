// Accounts as the admin manages them (management area): every account with its members and
// limits. Members are managed through memberships, so add and set leave them alone; deleting
// an account deletes what it owns (datasets, workspaces, assets, alerts, memberships).
import type { Account, ModuleCode, ParsedInput, Role } from '@console/contract';
import { notFound } from '../../http/apiError.ts';
import type { Db } from '../../db/schema/index.ts';
import {
  accountRows,
  deleteAccountRow,
  insertAccountRow,
  membersOfAccounts,
  updateAccountRow,
} from './accounts.repository.ts';
import { definedFields, write } from './adminWrites.ts';

export async function listAccounts(db: Db, id?: string): Promise<Account[]> {
  const rows = await accountRows(db, id);
  const members = await membersOfAccounts(
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
    snds: row.snds,
  }));
}

export async function getAccount(db: Db, id: string): Promise<Account> {
  const [account] = await listAccounts(db, id);
  if (!account) throw notFound('No such account');
  return account;
}

export async function addAccount(db: Db, input: ParsedInput<'admin/accounts/add'>) {
  await write(`Account ${input.id}`, () =>
    insertAccountRow(db, { ...input, modules: [...new Set(input.modules)] }),
  );
  return getAccount(db, input.id);
}

export async function setAccount(db: Db, input: ParsedInput<'admin/accounts/set'>) {
  const { id: _id, ...changes } = definedFields(input);
  if (changes.modules) changes.modules = [...new Set(changes.modules)];
  if (!(await updateAccountRow(db, input.id, changes))) throw notFound('No such account');
  return getAccount(db, input.id);
}

export async function deleteAccount(db: Db, id: string) {
  if (!(await deleteAccountRow(db, id))) throw notFound('No such account');
  return { ok: true as const };
}
