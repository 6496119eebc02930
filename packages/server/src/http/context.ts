// What a handler gets: the process-wide services (database, config, mailer, logger, job queue)
// and, per
// call, who is calling: the session and user, and for member/editor/owner calls the account
// named in the input with the caller's role in it.
import type { Role } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { StorageKind } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Config } from '../config.ts';
import type { DnsResolver } from '../dns/resolver.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SecretBox } from '../secrets/secretBox.ts';
import type { AccountsTable, Database, UsersTable } from '../db/schema/index.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;

export interface Services {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** the one DNS resolver (dns/resolver.ts): cached, typed lookups from DNS_SERVERS */
  dns: DnsResolver;
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
