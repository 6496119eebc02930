// Tables of single sign-on: linked external identities, sign-ins under way, and handoffs of
// finished ones to another loopback name of the console.
import type { CreatedAt, Timestamp } from './people.ts';

export interface UserIdentitiesTable {
  /** google or microsoft */
  provider: string;
  /** the provider's stable `sub` claim */
  subject: string;
  user_id: string;
  issuer: string;
  /** the verified email the identity was linked by */
  email: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
}

/** A sign-in under way; the row is claimed (deleted) by its callback, so it works once. */
export interface SsoRequestsTable {
  /** sha256 of the value of the browser-binding cookie */
  id: string;
  provider: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** A finished sign-in waiting to become a session on another loopback name of the console. */
export interface SsoHandoffsTable {
  /** sha256 of the code in the handoff address */
  id: string;
  user_id: string;
  /** the only origin that may claim it */
  origin: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface IdentityTables {
  user_identities: UserIdentitiesTable;
  sso_requests: SsoRequestsTable;
  sso_handoffs: SsoHandoffsTable;
}
