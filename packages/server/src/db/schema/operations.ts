// Tables of the operator's views: issues raised by background work and user activity per day.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './people.ts';

export interface IssuesTable {
  /** a stable fingerprint of what went wrong, so repeats count as occurrences of one issue */
  id: string;
  severity: string;
  /** the part of the system that raised it: ingest, blocklists, dmarc-mailbox, alerts */
  source: string;
  account_id: string | null;
  dataset_id: string | null;
  module: string | null;
  title: string;
  detail: string;
  resolved_at: Timestamp | null;
}

export interface IssueOccurrencesTable {
  issue_id: string;
  occurred_at: Timestamp;
}

export interface UserActivityTable {
  user_id: string;
  /** 'YYYY-MM-DD' (UTC) */
  day: string;
  /** sign-ins that day */
  visits: number;
  /** calls made that day */
  calls: number;
}

/** one change an admin or owner made (modules/changeHistory) */
export interface ChangeHistoryTable {
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  actor_id: string;
  area: string;
  resource: string;
  action: string;
  /** the entity's key values joined by "/" */
  subject: string;
  account_id: string | null;
  before: unknown;
  after: unknown;
}

export interface OperationsTables {
  change_history: ChangeHistoryTable;
  issues: IssuesTable;
  issue_occurrences: IssueOccurrencesTable;
  user_activity: UserActivityTable;
}
