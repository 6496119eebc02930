// A user's own profile and settings (users/get, users/set) and the auth status the app reads at
// start (public users/auth, spec section 3).
import { jsonb } from '../../db/jsonb.ts';
import type { AuthStatus, User, UserPreferences, UserPresets } from '@console/contract';
import type { z } from 'zod';
import type { Updateable } from 'kysely';
import type { Db, UsersTable } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import type { CallContext, UserContext, UserRow } from '../../http/context.ts';
import { ownedAccountIds } from '../memberships/memberships.repository.ts';
import { workspacesOrPlaceholder } from '../workspaces/workspaces.service.ts';
import { findUser, updateUser } from './users.repository.ts';
import type { ParsedInput } from '@console/contract';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toUser(row: UserRow, owner: boolean): User {
  return {
    id: row.id,
    name: row.name,
    language: row.language as User['language'],
    timezone: row.timezone,
    format: row.format as User['format'],
    clock: row.clock as User['clock'],
    week: row.week as User['week'],
    presets: row.presets as unknown as z.infer<typeof UserPresets>,
    preferences: row.preferences as unknown as z.infer<typeof UserPreferences>,
    alerts: row.alerts,
    slack: row.slack,
    mode: row.mode as User['mode'],
    workspace: row.workspace,
    home: row.home,
    delimiter: row.delimiter as User['delimiter'],
    bom: row.bom,
    lock_drawer: row.lock_drawer,
    reload_on_sort: row.reload_on_sort,
    version: row.version,
    last_message: iso(row.last_message),
    admin: row.admin,
    owner,
    last_visit: iso(row.last_visit),
  };
}

async function userWithOwnership(db: Db, row: UserRow): Promise<User> {
  return toUser(row, (await ownedAccountIds(db, row.id)).length > 0);
}

/** The caller as the directory read it for this call: no query of its own. */
export async function getUser(context: UserContext): Promise<User> {
  const owned = await context.directory.ownedAccounts(context.user.id);
  return toUser(context.user, owned.length > 0);
}

/** Changes the settings given and leaves the others; presets and preferences are replaced whole. */
export async function setUser(
  context: UserContext,
  changes: ParsedInput<'user/users/set'>,
): Promise<User> {
  const { last_message, ...rest } = changes;
  // Settings map one to one onto columns; presets and preferences are JSON columns.
  const update = { ...rest } as Updateable<UsersTable>;
  if (changes.presets !== undefined)
    update.presets = jsonb<Record<string, unknown>>(changes.presets);
  if (changes.preferences !== undefined)
    update.preferences = jsonb<Record<string, unknown>>(changes.preferences);
  if (last_message !== undefined) update.last_message = last_message;
  const row = await updateUser(context.db, context.user.id, update);
  if (!row) throw notFound('No such user');
  return userWithOwnership(context.db, row);
}

export async function authStatus(context: CallContext): Promise<AuthStatus> {
  if (!context.user) {
    return { authenticated: false, user: null, role: null, owner: [], workspaces: [] };
  }
  const row = (await findUser(context.db, context.user.id)) ?? context.user;
  const owner = await ownedAccountIds(context.db, row.id);
  return {
    authenticated: true,
    user: toUser(row, owner.length > 0),
    role: row.admin ? 'ADMIN' : 'USER',
    owner,
    workspaces: await workspacesOrPlaceholder(context.db, row),
  };
}
