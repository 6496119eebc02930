// The table of secrets at rest (migration 0111_secret_keys): which key sealed the credentials.
import type { Sealed } from '../../secrets/secretBox.ts';
import type { CreatedAt } from './people.ts';

export interface SecretKeysTable {
  /** 'current' */
  role: string;
  key_id: string;
  /** a known text sealed with that key: proves a key is the one */
  check_value: Sealed;
  created_at: CreatedAt;
}

export interface SecretTables {
  secret_keys: SecretKeysTable;
}
