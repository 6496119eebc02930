// What a handler gets: the process-wide services (database, config, mailer, logger, job queue,
// directory...) and, per call, who is calling: the session and user, and for member/editor/owner
// calls the account named in the input with the caller's role in it.
import type { Role } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChangeFeed } from '../db/changeFeed.ts';
import type { StorageKind } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Config } from '../config.ts';
import type { DnsResolver } from '../dns/resolver.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SecretBox } from '../secrets/secretBox.ts';
import type {
  AccountsTable,
  Database,
  Db,
  SessionsTable,
  UsersTable,
  WorkspacesTable,
} from '../db/schema/index.ts';
import type { Selectable, Updateable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;
export type SessionRow = Pick<
  Selectable<SessionsTable>,
  'id' | 'user_id' | 'csrf_hash' | 'created_at' | 'last_seen_at' | 'expires_at'
>;

/**
 * Who is who, as the router and sign-in read it on every call: sessions, users, roles,
 * accounts and workspaces. The modules that own those tables provide it (modules/directory);
 * it keeps what it read in memory, and the change feed (db/changeFeed.ts) drops what another
 * call, here or in another process, changed. Writes that sign-in makes to a user go through it
 * too, so the lower layers import no module.
 */
export interface Directory {
  /** a session by its id (the hash of the cookie), expired or not */
  session(id: string): Promise<SessionRow | undefined>;
  user(id: string): Promise<UserRow | undefined>;
  account(id: string): Promise<AccountRow | undefined>;
  /** the user's role in the account, or null when not a member */
  role(accountId: string, userId: string): Promise<Role | null>;
  workspace(id: string): Promise<WorkspaceRow | undefined>;
  /** ids of the accounts the user owns */
  ownedAccounts(userId: string): Promise<string[]>;
  /** sign-in's writes to a user (password, second-factor step, last visit), in `db` if given */
  updateUser(id: string, changes: Updateable<UsersTable>, db?: Db): Promise<void>;
  /** accepts a second-factor time step only if newer than the last one, atomically */
  claimTotpStep(id: string, step: number): Promise<boolean>;
  /** a call passed its guards: counted for statistics, and a member's visit of the account noted */
  noteCall(user: UserRow, accountId: string | null): void;
  /** a sign-in: a visit on its day */
  noteSignIn(userId: string): Promise<void>;
  /** resolves once what this process wrote is dropped from every cache (before a reply leaves) */
  settle(): Promise<void>;
}

export interface Services {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** users, sessions, roles, accounts and workspaces as every call reads them */
  directory: Directory;
  /** the one DNS resolver (dns/resolver.ts): cached, typed lookups from DNS_SERVERS */
  dns: DnsResolver;
  /** what any process changed in the announced tables, for the caches of this one */
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** the job queue (jobs/queue.ts): work done later, on a schedule, or by another process */
  jobs: JobQueue;
  /** which database runs: PGlite in this process, or a PostgreSQL server */
  storageKind: StorageKind;
  /** seals and opens stored credentials (secrets/) */
  secrets: SecretBox;
}

/** The signed-in session: its id (the hash of the cookie) and its user. */
export interface SessionInfo {
  id: string;
  user: UserRow;
}

export interface ClientInfo {
  /** the client's address (after trusted proxies) */
  address: string;
  userAgent: string;
}

export interface CallContext extends Services {
  client: ClientInfo;
  /** set when the cookie names a live session and the X-CSRF-Token header matches it */
  session: SessionInfo | null;
  user: UserRow | null;
  /** member, editor and owner calls: the caller's role in `account` (admins count as owner) */
  role: Role | null;
  account: AccountRow | null;
}

/** The context of user and admin calls: someone is signed in. */
export interface UserContext extends CallContext {
  session: SessionInfo;
  user: UserRow;
}

/** The context of member, editor and owner calls: signed in, with a role in the account. */
export interface AccountContext extends UserContext {
  role: Role;
  account: AccountRow;
}
