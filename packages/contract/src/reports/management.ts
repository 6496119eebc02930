// Answers of admin-only views that are not entities: issues, usage, user statistics, API keys.
// Designed here: section 7 names these calls without their fields.
import { z } from 'zod';
import { Severity } from '../entities/messages.ts';
import { ModuleCode } from '../modules.ts';
import {
  AccountId,
  DatasetId,
  Id,
  IsoDateTime,
  Limit,
  Name,
  UserId,
  YearMonth,
} from '../primitives.ts';

/**
 * Something that went wrong in the background and needs an operator: an ingestion batch
 * rejected, a blocklist check failing, a mailbox that cannot be polled, an alert not delivered.
 */
export const Issue = z.strictObject({
  id: Id,
  timestamp: IsoDateTime,
  severity: Severity,
  /** the part of the system that raised it, e.g. ingest, blocklists, dmarc-mailbox, alerts */
  source: z.string(),
  account: AccountId.nullable(),
  dataset: DatasetId.nullable(),
  module: ModuleCode.nullable(),
  title: z.string(),
  detail: z.string(),
  /** how many times it happened in the range */
  occurrences: z.number().int().min(1),
  resolved_at: IsoDateTime.nullable(),
});
export type Issue = z.infer<typeof Issue>;

/** usage/all rows: one account's use of the month against its limits (statistics screens). */
export const UsageRow = z.strictObject({
  account: AccountId,
  name: Name,
  month: YearMonth,
  users: z.number().int().min(0),
  user_limit: Limit,
  /** submitted messages in the month */
  volume: z.number().int().min(0),
  volume_limit: Limit,
  ips: z.number().int().min(0),
  ip_limit: Limit,
  domains: z.number().int().min(0),
  domain_limit: Limit,
  audits: z.number().int().min(0),
  audit_limit: Limit,
  policies: z.number().int().min(0),
  policy_limit: Limit,
  /** messages covered by DMARC aggregate reports in the month */
  dmarc: z.number().int().min(0),
});
export type UsageRow = z.infer<typeof UsageRow>;

/** statistics/users rows: activity of one user between two days. */
export const UserStatisticsRow = z.strictObject({
  user: UserId,
  name: Name,
  accounts: z.array(AccountId),
  /** days with at least one visit */
  active_days: z.number().int().min(0),
  visits: z.number().int().min(0),
  calls: z.number().int().min(0),
  last_visit: IsoDateTime.nullable(),
});

/**
 * A dataset access key, as listed. Ingestion authenticates a batch with the key; the server
 * keeps only a hash, so the secret is shown once, at creation.
 */
export const ApiKey = z.strictObject({
  id: Id,
  dataset: DatasetId,
  description: z.string(),
  /** the first characters of the key, to recognise it */
  prefix: z.string(),
  created_at: IsoDateTime,
  created_by: UserId,
  last_used_at: IsoDateTime.nullable(),
  expires_at: IsoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer of admin/users/api: the new key with its secret (never returned again). */
export const ApiKeyCreated = ApiKey.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/**
 * One change an admin or owner made through a call (issue 21): who, which call, on what, when,
 * and the entity as its `get` answered before and after (null where there is none: an add has
 * no before, a delete no after). Views only, so no secret is ever kept in the history.
 */
export const ChangeRecord = z.strictObject({
  id: Id,
  timestamp: IsoDateTime,
  actor: UserId,
  /** the call's area, resource and action, e.g. admin, accounts, set */
  area: z.string(),
  resource: z.string(),
  action: z.string(),
  /** the entity's key values joined by "/", e.g. "acme" or "acme/192.0.2.1" */
  subject: z.string(),
  account: AccountId.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type ChangeRecord = z.infer<typeof ChangeRecord>;
