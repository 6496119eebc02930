// Users as the admin manages them (management area): the list, one user with memberships, add
// (with an invitation mail that lets them set a password), change, delete, and clone (a new
// user with the memberships, alert settings, presets and preferences of another). An admin
// cannot delete themselves, and the last admin can be neither deleted nor demoted, so the
// management area is never left without one.
import type { ParsedInput, Role } from '@console/contract';
import { jsonb } from '../../db/jsonb.ts';
import { fail, notFound } from '../../http/apiError.ts';
import type { UserContext } from '../../http/context.ts';
import { copyAlertSettings } from '../alerts/alerts.repository.ts';
import {
  copyMemberships,
  membershipRows,
  membershipsOfUser,
  ownedAccountIds,
} from '../memberships/memberships.repository.ts';
import { deleteActivityOfUser } from '../statistics/statistics.repository.ts';
import { createUser } from '../users/userCreation.ts';
import * as users from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { definedFields } from '../adminTenancy/adminWrites.ts';
import { sendWelcomeMail } from './welcomeMail.ts';

export async function listUsers(context: UserContext) {
  const rows = await users.allUsers(context.db);
  const memberships = await membershipRows(context.db);
  return rows.map((row) => {
    const own = memberships.filter((membership) => membership.user_id === row.id);
    return {
      id: row.id,
      name: row.name,
      admin: row.admin,
      owner: own.some((membership) => membership.role === 'owner'),
      language: row.language as 'en',
      accounts: own.map((membership) => membership.account_id),
      last_visit: row.last_visit ? row.last_visit.toISOString() : null,
    };
  });
}

export async function getUserDetail(context: UserContext, id: string) {
  const row = await users.findUser(context.db, id);
  if (!row) throw notFound('No such user');
  const owned = await ownedAccountIds(context.db, id);
  const memberships = await membershipsOfUser(context.db, id);
  return {
    user: toUser(row, owned.length > 0),
    memberships: memberships.map((membership) => ({
      account: membership.account_id,
      user: membership.user_id,
      role: membership.role as Role,
    })),
  };
}

async function userAnswer(context: UserContext, id: string) {
  return (await getUserDetail(context, id)).user;
}

export async function addUser(context: UserContext, input: ParsedInput<'admin/users/add'>) {
  const { db, config } = context;
  await createUser(db, config.passwordScryptLogN, {
    email: input.id,
    name: input.name,
    admin: input.admin,
  });
  await users.updateUser(db, input.id, { language: input.language, timezone: input.timezone });
  if (input.invite) await sendWelcomeMail(context, input.id);
  return userAnswer(context, input.id);
}

async function assertNotLastAdmin(context: UserContext, id: string): Promise<void> {
  const row = await users.findUser(context.db, id);
  if (row?.admin && (await users.countAdmins(context.db)) <= 1) {
    throw fail('Conflict', 'This is the last admin');
  }
}

export async function setUser(context: UserContext, input: ParsedInput<'admin/users/set'>) {
  if (!(await users.findUser(context.db, input.id))) throw notFound('No such user');
  const { id, ...changes } = definedFields(input);
  if (changes.admin === false) await assertNotLastAdmin(context, input.id);
  await users.updateUser(context.db, input.id, changes);
  return userAnswer(context, id ?? input.id);
}

export async function deleteUser(context: UserContext, id: string) {
  if (id === context.user.id) throw fail('Conflict', 'Admins cannot delete themselves');
  await assertNotLastAdmin(context, id);
  if (!(await users.deleteUser(context.db, id))) throw notFound('No such user');
  await deleteActivityOfUser(context.db, id);
  return { ok: true as const };
}

export async function cloneUser(context: UserContext, input: ParsedInput<'admin/users/clone'>) {
  const { db, config } = context;
  const source = await users.findUser(db, input.from);
  if (!source) throw notFound('No such user to clone');
  await db.transaction().execute(async (transaction) => {
    await createUser(transaction, config.passwordScryptLogN, { email: input.id, name: input.name });
    await users.updateUser(transaction, input.id, {
      language: source.language,
      timezone: source.timezone,
      format: source.format,
      clock: source.clock,
      week: source.week,
      delimiter: source.delimiter,
      bom: source.bom,
      alerts: source.alerts,
      workspace: source.workspace,
      home: source.home,
      presets: jsonb(source.presets),
      preferences: jsonb(source.preferences),
    });
    await copyMemberships(transaction, source.id, input.id);
    await copyAlertSettings(transaction, source.id, input.id);
  });
  return userAnswer(context, input.id);
}

/** Forgets the user's report layout in one workspace, or in every workspace. */
export async function deletePreferences(
  context: UserContext,
  input: ParsedInput<'admin/preferences/del'>,
) {
  const row = await users.findUser(context.db, input.user);
  if (!row) throw notFound('No such user');
  const preferences: Record<string, unknown> = {};
  if (input.workspace !== undefined) {
    Object.assign(preferences, row.preferences);
    delete preferences[input.workspace];
  }
  await users.updateUser(context.db, input.user, { preferences: jsonb(preferences) });
  return { ok: true as const };
}
