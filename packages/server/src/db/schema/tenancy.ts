// Tables of who owns what: accounts, memberships, datasets and their access keys (API users),
// workspaces and the dimension catalogue.
import type { Generated } from 'kysely';
import type { Sealed } from '../../secrets/secretBox.ts';
import type { CreatedAt, Json, Timestamp } from './people.ts';

export interface AccountsTable {
  id: string;
  name: string;
  modules: string[];
  user_limit: number | null;
  volume_limit: number | null;
  ip_limit: number | null;
  domain_limit: number | null;
  audit_limit: number | null;
  policy_limit: number | null;
  /** Microsoft SNDS key: a secret, only admins read it; sealed (src/secrets) */
  snds: Sealed | null;
  created_at: CreatedAt;
}

export interface MembershipsTable {
  account_id: string;
  user_id: string;
  /** member, editor or owner */
  role: string;
  /** receives the account's alerts (owner calls alerts/add, alerts/del) */
  alerts: Generated<boolean>;
  created_at: CreatedAt;
  /** the member's last call in this account (at most every few minutes) */
  last_visit: Timestamp | null;
}

export interface InvitationsTable {
  /** sha256 of the token the invitation mail carries */
  token_hash: string;
  account_id: string;
  /** the address invited, lower-case; a user of it may not exist yet */
  email: string;
  role: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface DatasetsTable {
  id: string;
  /** the owning account */
  account_id: string;
  dimensions: string[];
  dimensions_default: string[];
  metrics: string[];
  viewers: string[];
  platform: string;
  location: string;
  created_at: CreatedAt;
}

/** Access keys that ingestion authenticates batches with; only a hash of the secret is kept. */
export interface DatasetKeysTable {
  id: string;
  dataset_id: string;
  description: string;
  /** first characters of the key, to recognise it in lists */
  prefix: string;
  secret_hash: string;
  created_by: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export interface WorkspaceDimensionValue {
  id: string;
  name: string;
  caption: string;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  account_id: string;
  dataset_id: string;
  modules: string[];
  signalspam: Generated<boolean>;
  csa: Generated<boolean>;
  tags: string[];
  filters: Json<unknown[]>;
  dimensions: Json<WorkspaceDimensionValue[]>;
  dimensions_default: string[];
  metrics: string[];
  created_at: CreatedAt;
}

export interface DimensionsTable {
  id: string;
  dimension: string;
  position: number;
  description: string;
  name: string;
  caption: string;
  column: string;
  filter: boolean;
  options: string[];
  order: string;
  sort: string;
}

export interface TenancyTables {
  accounts: AccountsTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  datasets: DatasetsTable;
  dataset_keys: DatasetKeysTable;
  workspaces: WorkspacesTable;
  dimensions: DimensionsTable;
}
