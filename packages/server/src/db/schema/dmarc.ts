// Tables of DMARC Reports (migrations 0120 to 0124): report addresses, uploaded files kept raw,
// aggregate reports and their records per day, their sums per IP and reporters per day, failure
// reports, SMTP TLS reports, what is known of source IPs, what the alerts remember, and the
// sending services an admin added.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './people.ts';

type Identity = ColumnType<number, never, never>;
/** `date` columns read as YYYY-MM-DD (db/typeParsers.ts) */
type Day = string;

export type DmarcUploadState = 'received' | 'processed' | 'failed';

export interface DmarcAddressesTable {
  account_id: string;
  token: string;
  created_at: CreatedAt;
}

export interface DmarcUploadsTable {
  id: Identity;
  account_id: string;
  source: 'upload' | 'command';
  name: string;
  size: number;
  raw: ColumnType<Uint8Array, Uint8Array, never>;
  state: Generated<DmarcUploadState>;
  failure: string | null;
  received_at: CreatedAt;
  processed_at: Timestamp | null;
}

export interface DmarcReportsTable {
  no: Identity;
  account_id: string;
  policy_domain: string;
  org_name: string;
  email: string | null;
  extra_contact_info: string | null;
  report_id: string;
  begin_at: Timestamp;
  end_at: Timestamp;
  /** the first and last day its counts are charted on (reportDays.ts) */
  first_day: Day;
  last_day: Day;
  schema: string;
  version: string | null;
  generator: string | null;
  adkim: string | null;
  aspf: string | null;
  p: string | null;
  sp: string | null;
  np: string | null;
  pct: number | null;
  fo: string | null;
  testing: string | null;
  discovery_method: string | null;
  errors: Generated<string[]>;
  warnings: Generated<string[]>;
  records: number;
  messages: number;
  skipped: Generated<number>;
  repeat_of: number | null;
  inbound_message_id: number | null;
  upload_id: number | null;
  received_at: CreatedAt;
}

export interface DmarcAuthEntry {
  domain: string;
  /** DKIM selector or SPF scope */
  selector?: string | null;
  scope?: string | null;
  result: string;
  aligned: boolean;
}

export interface DmarcRecordsTable {
  report_no: number;
  account_id: string;
  policy_domain: string;
  day: Day;
  source_ip: string;
  messages: number;
  disposition: string;
  dkim_evaluated: string;
  spf_evaluated: string;
  dmarc_pass: boolean;
  spf_pass: boolean;
  spf_aligned: boolean;
  dkim_pass: boolean;
  dkim_aligned: boolean;
  header_from: string;
  envelope_from: string | null;
  envelope_to: string | null;
  dkim: Json<DmarcAuthEntry[]>;
  spf: Json<DmarcAuthEntry[]>;
  reasons: Json<{ type: string; comment: string | null }[]>;
}

/** Sums per account, policy domain, day and source IP (migration 0121_dmarc_daily). */
export interface DmarcDailyTable {
  account_id: string;
  policy_domain: string;
  day: Day;
  source_ip: string;
  records: number;
  messages: number;
  dmarc_pass: number;
  spf_pass: number;
  spf_aligned: number;
  dkim_pass: number;
  dkim_aligned: number;
  none: number;
  quarantine: number;
  reject: number;
}

/** Reports per account, policy domain, day and reporter (migration 0122_dmarc_reporter_days). */
export interface DmarcReporterDaysTable {
  account_id: string;
  policy_domain: string;
  day: Day;
  org_name: string;
  reports: number;
}

/** Sources seen per policy domain (migration 0123_dmarc_alert_state). */
export interface DmarcKnownSourcesTable {
  account_id: string;
  policy_domain: string;
  source: string;
  first_seen_at: CreatedAt;
}

/** The policy each domain last published, as its latest report gave it (0123). */
export interface DmarcPublishedPoliciesTable {
  account_id: string;
  policy_domain: string;
  policy: string;
  report_no: number;
  /** when the console first saw this policy */
  seen_at: ColumnType<Date, Date | undefined, Date>;
}

/** Sending services an admin added to the catalogue (migration 0124_dmarc_services). */
export interface DmarcServicesTable {
  base_domain: string;
  name: string;
  type: string;
  created_at: CreatedAt;
}

export interface DmarcSourcesTable {
  ip: string;
  ptr: string | null;
  base_domain: string | null;
  country: string | null;
  asn: number | null;
  as_name: string | null;
  looked_up_at: Timestamp | null;
  lookup_error: string | null;
}

export interface DmarcFailureReportsTable {
  id: Identity;
  account_id: string;
  parsed: boolean;
  reporter: string | null;
  feedback_type: string | null;
  arrival_date: Timestamp | null;
  reported_domain: string | null;
  source_ip: string | null;
  auth_failure: string | null;
  delivery_result: string | null;
  dkim_domain: string | null;
  dkim_identity: string | null;
  dkim_selector: string | null;
  spf_dns: string | null;
  identity_alignment: string | null;
  original_mail_from: string | null;
  original_rcpt_to: string | null;
  authentication_results: string | null;
  original_headers: string | null;
  fields: Json<[string, string][]>;
  raw: string;
  raw_sha256: string;
  inbound_message_id: number | null;
  upload_id: number | null;
  received_at: CreatedAt;
}

export interface DmarcTlsReportsTable {
  no: Identity;
  account_id: string;
  organization: string;
  report_id: string;
  contact_info: string | null;
  begin_at: Timestamp;
  end_at: Timestamp;
  policies: Json<unknown[]>;
  inbound_message_id: number | null;
  upload_id: number | null;
  received_at: CreatedAt;
}

export interface DmarcTables {
  dmarc_addresses: DmarcAddressesTable;
  dmarc_uploads: DmarcUploadsTable;
  dmarc_reports: DmarcReportsTable;
  dmarc_records: DmarcRecordsTable;
  dmarc_daily: DmarcDailyTable;
  dmarc_reporter_days: DmarcReporterDaysTable;
  dmarc_known_sources: DmarcKnownSourcesTable;
  dmarc_published_policies: DmarcPublishedPoliciesTable;
  dmarc_services: DmarcServicesTable;
  dmarc_sources: DmarcSourcesTable;
  dmarc_failure_reports: DmarcFailureReportsTable;
  dmarc_tls_reports: DmarcTlsReportsTable;
}
