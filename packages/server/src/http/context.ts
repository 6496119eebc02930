// What a handler gets: the process-wide services (database, config, mailer, logger, background
// work) and, per
// call, who is calling: the session and user, and for member/editor/owner calls the account
// named in the input with the caller's role in it.
import type { Role } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Background } from '../background.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountsTable, Database, UsersTable } from '../db/schema/index.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;

export interface Services {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** work done after the answer (background.ts) */
  background: Background;
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
