// Tables of an account's sending assets: IPs and domains (Reputation Monitor) and DMARC policy
// domains (DMARC Reports).
import type { CreatedAt } from './people.ts';

export interface IpsTable {
  account_id: string;
  address: string;
  description: string;
  viewers: string[];
  tags: string[];
  /** shown in this workspace only; null: in every workspace of the account */
  workspace_id: string | null;
  created_at: CreatedAt;
}

export interface DomainsTable {
  account_id: string;
  name: string;
  description: string;
  viewers: string[];
  tags: string[];
  workspace_id: string | null;
  created_at: CreatedAt;
}

export interface PoliciesTable {
  account_id: string;
  /** the policy domain */
  id: string;
  description: string;
  tags: string[];
  guests: string[];
  created_at: CreatedAt;
}

export interface AssetTables {
  ips: IpsTable;
  domains: DomainsTable;
  policies: PoliciesTable;
}
