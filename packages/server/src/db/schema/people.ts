// Tables of people and sign-in: users (settings, presets and preferences in the row), password
// history, sessions, reset tokens and login attempts.
import type { ColumnType, Generated, RawBuilder } from 'kysely';
import type { Sealed } from '../../secrets/secretBox.ts';

/** A timestamp column: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (`default now()`). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A JSON column: read as the value, written through db/jsonb.ts (or as a plain object). */
export type Json<T> = ColumnType<T, T | RawBuilder<T>, T | RawBuilder<T>>;
/** A JSON column with a database default: may be left out on insert. */
export type JsonWithDefault<T> = ColumnType<T, T | RawBuilder<T> | undefined, T | RawBuilder<T>>;

export interface UsersTable {
  /** the email, lower-cased */
  id: string;
  name: string;
  /** scrypt hash (auth/passwords.ts); null until the user sets one */
  password_hash: string | null;
  /** base32 TOTP secret, sealed (src/secrets); the second factor is on when totp_enabled */
  totp_secret: Sealed | null;
  totp_enabled: Generated<boolean>;
  /** last accepted TOTP time step, so a code cannot be replayed */
  totp_last_step: number | null;
  admin: Generated<boolean>;
  language: Generated<string>;
  timezone: Generated<string>;
  format: Generated<string>;
  clock: Generated<string>;
  week: Generated<string>;
  delimiter: Generated<string>;
  bom: Generated<boolean>;
  mode: string | null;
  alerts: Generated<boolean>;
  slack: Generated<boolean>;
  workspace: string | null;
  home: string | null;
  lock_drawer: Generated<boolean>;
  reload_on_sort: Generated<boolean>;
  version: string | null;
  last_message: Timestamp | null;
  last_visit: Timestamp | null;
  /** run-bar presets keyed `{workspace}.{name}` (spec section 3) */
  presets: JsonWithDefault<Record<string, unknown>>;
  /** report layout per workspace */
  preferences: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the cookie value; the value itself is never stored */
  id: string;
  user_id: string;
  /** sha256 of the CSRF token */
  csrf_hash: string;
  client_address: string;
  user_agent: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface ResetTokensTable {
  /** sha256 of the token mailed to the user */
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** the username as typed (lower-cased), whether or not such a user exists */
  username: string;
  client_address: string;
  succeeded: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PeopleTables {
  users: UsersTable;
  password_history: PasswordHistoryTable;
  sessions: SessionsTable;
  reset_tokens: ResetTokensTable;
  login_attempts: LoginAttemptsTable;
}
