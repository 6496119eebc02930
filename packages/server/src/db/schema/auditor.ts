// Tables of the Email Auditor (migration 0140_email_audit): audit addresses and reports.
import type { AuditSummary, AuditTopicResult, BulkSenderCheck } from '@console/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './people.ts';

export interface AuditAddressesTable {
  workspace_id: string;
  account_id: string;
  token: string;
  created_at: CreatedAt;
}

export interface AuditReportsTable {
  id: Generated<number>;
  account_id: string;
  workspace_id: string;
  inbound_message_id: number | null;
  received_at: Timestamp;
  subject: string | null;
  from_address: string | null;
  score: number;
  summary: Json<AuditSummary>;
  topics: Json<AuditTopicResult[]>;
  requirements: Json<BulkSenderCheck[]>;
  header: string;
  text_part: string | null;
  html_part: string | null;
  data: Json<Record<string, string>>;
}

export interface AuditorTables {
  audit_addresses: AuditAddressesTable;
  audit_reports: AuditReportsTable;
}
