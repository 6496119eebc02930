// Tables of the Reputation Monitor (migration 0130): blocklist answers per address or domain,
// listing periods, list health and Microsoft SNDS data per account (what alerts told is
// alerts.ts's alerts_told since migration 0160).
import type { Generated } from 'kysely';
import type { Timestamp } from './people.ts';

export interface RmTargetsTable {
  target: string;
  checked_at: Timestamp;
  /** one address's reverse name (null for ranges, domains, or without PTR) */
  ptr: string | null;
  /** the PTR name resolves back to the address; null when not asked */
  fcrdns: boolean | null;
}

/** A list listing a target, or failing to answer for it (clear is no row). */
export interface RmChecksTable {
  target: string;
  list_id: string;
  /** listed or error */
  status: string;
  answer: string | null;
  meaning: string | null;
  reason: string | null;
  listed_since: Timestamp | null;
  checked_at: Timestamp;
}

export interface RmListingsTable {
  id: Generated<string>;
  target: string;
  list_id: string;
  listed_at: Timestamp;
  delisted_at: Timestamp | null;
  answer: string | null;
  meaning: string | null;
  reason: string | null;
}

export interface RmListHealthTable {
  list_id: string;
  /** healthy or unhealthy */
  health: string;
  detail: string | null;
  checked_at: Timestamp;
}

export interface SndsDaysTable {
  account_id: string;
  ip: string;
  /** 'YYYY-MM-DD' */
  date: string;
  activity_start: Timestamp | null;
  activity_end: Timestamp | null;
  rcpt_commands: number;
  data_commands: number;
  recipients: number;
  /** GREEN, YELLOW or RED */
  filter: string;
  complaint_rate: number;
  trap_hits: number;
  sample_helo: string | null;
  sample_mail_from: string | null;
  comments: string | null;
}

export interface SndsIpStatusTable {
  account_id: string;
  first_ip: string;
  last_ip: string;
  blocked: boolean;
  reason: string | null;
  fetched_at: Timestamp;
}

export interface SndsFetchesTable {
  account_id: string;
  fetched_at: Timestamp;
  last_date: string | null;
  error: string | null;
}

export interface ReputationTables {
  rm_targets: RmTargetsTable;
  rm_checks: RmChecksTable;
  rm_listings: RmListingsTable;
  rm_list_health: RmListHealthTable;
  snds_days: SndsDaysTable;
  snds_ip_status: SndsIpStatusTable;
  snds_fetches: SndsFetchesTable;
}
