// The directory the router and sign-in read on every call (http/context.ts `Directory`): a
// session, its user, the user's role in an account, the account and the workspace. Each is read
// once and kept in memory for a minute at most; the change feed (db/changeFeed.ts), fed by
// triggers on those tables, drops an entry as soon as any process changes its row, so a
// sign-out, a role change or a removal holds at once everywhere. Without it, a call of a member
// read four rows before its handler started.
import type { Role } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { findSession } from '../../auth/sessions.repository.ts';
import type { ChangeFeed } from '../../db/changeFeed.ts';
import type { Database } from '../../db/schema/index.ts';
import type {
  AccountRow,
  Directory,
  SessionRow,
  UserRow,
  WorkspaceRow,
} from '../../http/context.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import { recordCall, recordVisit } from '../adminStatistics/activity.ts';
import { findMembership, ownedAccountIds } from '../memberships/memberships.repository.ts';
import { recordAccountVisit } from '../memberships/visits.ts';
import { claimTotpStep, findUser, updateUser } from '../users/users.repository.ts';
import { findWorkspace } from '../workspaces/workspaces.repository.ts';
import { createRowCache } from './rowCache.ts';

export interface DirectoryOptions {
  /** how long an entry lives without a change (default a minute) */
  ttlMs?: number;
  /** entries per kind (default 20,000) */
  maxEntries?: number;
}

export interface CachedDirectory extends Directory {
  /** entries kept, per kind (tests, statistics) */
  sizes(): Record<string, number>;
  close(): void;
}

const roleKey = (accountId: string, userId: string) => `${userId}\n${accountId}`;

export function createDirectory(
  db: Kysely<Database>,
  feed: ChangeFeed,
  logger: Logger,
  options: DirectoryOptions = {},
): CachedDirectory {
  const base = { ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 20_000 };
  const sessions = createRowCache<SessionRow | undefined>(base);
  const users = createRowCache<UserRow | undefined>(base);
  const accounts = createRowCache<AccountRow | undefined>(base);
  const workspaces = createRowCache<WorkspaceRow | undefined>(base);
  // role keys are filed under their user: a change of the user's memberships drops them all
  const roles = createRowCache<Role | null>({
    ...base,
    groupOf: (key) => key.slice(0, key.indexOf('\n')),
  });
  const owned = createRowCache<string[]>(base);
  const byTable: Record<string, ((key: string) => void)[]> = {
    sessions: [(key) => sessions.drop(key)],
    users: [(key) => users.drop(key)],
    accounts: [(key) => accounts.drop(key)],
    workspaces: [(key) => workspaces.drop(key)],
    memberships: [(key) => roles.drop(key), (key) => owned.drop(key)],
  };
  const all = [sessions, users, accounts, workspaces, roles, owned];
  const unsubscribe = feed.subscribe({
    change: ({ table, key }) => byTable[table]?.forEach((drop) => drop(key)),
    reset: () => all.forEach((cache) => cache.clear()),
  });

  return {
    session: (id) => sessions.get(id, () => findSession(db, id)),
    user: (id) => users.get(id, () => findUser(db, id)),
    account: (id) => accounts.get(id, () => findAccount(db, id)),
    workspace: (id) => workspaces.get(id, () => findWorkspace(db, id)),
    role: (accountId, userId) =>
      roles.get(roleKey(accountId, userId), async () => {
        const membership = await findMembership(db, accountId, userId);
        return membership ? (membership.role as Role) : null;
      }),
    ownedAccounts: (userId) => owned.get(userId, () => ownedAccountIds(db, userId)),
    async updateUser(id, changes, within = db) {
      await updateUser(within, id, changes);
    },
    claimTotpStep: (id, step) => claimTotpStep(db, id, step),
    noteCall(user, accountId) {
      recordCall({ db, logger }, user.id);
      if (accountId !== null && !user.admin) recordAccountVisit({ db, logger }, accountId, user.id);
    },
    noteSignIn: (userId) => recordVisit(db, userId),
    settle: () => feed.settle(),
    sizes: () => ({
      sessions: sessions.size,
      users: users.size,
      accounts: accounts.size,
      workspaces: workspaces.size,
      roles: roles.size,
      owned: owned.size,
    }),
    close: unsubscribe,
  };
}
