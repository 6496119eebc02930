// Answers of the Reputation Monitor (member/ips/*, member/domains/*). Designed here: the spec
// shows no output. Listing checks follow domain/reputation-and-audit.md: listed, clear, or a
// failed check (an error answer is never shown as a listing).
import { z } from 'zod';
import { Domain, Ip } from '../entities/assets.ts';
import { IsoDate, IsoDateTime } from '../primitives.ts';

export const ListingStatus = z.enum(['listed', 'clear', 'error']);

/** The latest check of one asset on one blocklist. */
export const ListingCheck = z.strictObject({
  list: z.string(),
  name: z.string(),
  status: ListingStatus,
  /** the A record answered, e.g. 127.0.0.2, and what it means */
  answer: z.string().nullable(),
  meaning: z.string().nullable(),
  /** when the current listing started */
  listed_since: IsoDateTime.nullable(),
  checked_at: IsoDateTime,
  delisting_url: z.string().nullable(),
});

/** A past or current listing period. */
export const ListingPeriod = z.strictObject({
  list: z.string(),
  name: z.string(),
  listed_at: IsoDateTime,
  /** null while still listed */
  delisted_at: IsoDateTime.nullable(),
  answer: z.string().nullable(),
});

const assetStatusShape = {
  /** blocklists currently listing the asset */
  listed_on: z.array(z.string()),
  /** checks that failed at the last run */
  failed_checks: z.number().int().min(0),
  last_checked: IsoDateTime.nullable(),
};

export const SndsFilter = z.enum(['GREEN', 'YELLOW', 'RED']);

/** ips/all rows: the IP, its listings and its latest Microsoft SNDS day. */
export const IpOverview = Ip.extend({
  ...assetStatusShape,
  ptr: z.string().nullable(),
  snds_filter: SndsFilter.nullable(),
  snds_complaint_rate: z.number().min(0).nullable(),
  snds_trap_hits: z.number().int().min(0).nullable(),
});

/** One day of Microsoft SNDS data for an IP. */
export const SndsDay = z.strictObject({
  date: IsoDate,
  activity_start: IsoDateTime.nullable(),
  activity_end: IsoDateTime.nullable(),
  rcpt_commands: z.number().int().min(0),
  data_commands: z.number().int().min(0),
  recipients: z.number().int().min(0),
  filter: SndsFilter,
  complaint_rate: z.number().min(0),
  trap_hits: z.number().int().min(0),
  sample_helo: z.string().nullable(),
  sample_mail_from: z.string().nullable(),
  comments: z.string().nullable(),
});

/** ips/get: detail of one IP since a day. */
export const IpDetail = z.strictObject({
  ip: Ip,
  ptr: z.string().nullable(),
  /** forward-confirmed reverse DNS holds */
  fcrdns: z.boolean().nullable(),
  checks: z.array(ListingCheck),
  history: z.array(ListingPeriod),
  snds: z.array(SndsDay),
  /** blocked in Microsoft's IP status export, with the reason */
  snds_blocked: z.string().nullable(),
});
export type IpDetail = z.infer<typeof IpDetail>;

export const PostmasterReputation = z.enum(['HIGH', 'MEDIUM', 'LOW', 'BAD']);

/** domains/all rows: the domain, its listings and its latest Google Postmaster day. */
export const DomainOverview = Domain.extend({
  ...assetStatusShape,
  reputation: PostmasterReputation.nullable(),
  spam_rate: z.number().min(0).nullable(),
});

/** One day of Google Postmaster Tools data for a domain. */
export const PostmasterDay = z.strictObject({
  date: IsoDate,
  spam_rate: z.number().min(0).nullable(),
  domain_reputation: PostmasterReputation.nullable(),
  ip_reputation: PostmasterReputation.nullable(),
  spf_success: z.number().min(0).max(1).nullable(),
  dkim_success: z.number().min(0).max(1).nullable(),
  dmarc_success: z.number().min(0).max(1).nullable(),
  tls_inbound: z.number().min(0).max(1).nullable(),
  delivery_errors: z.number().min(0).max(1).nullable(),
});

/** domains/get: detail of one domain since a day. */
export const DomainDetail = z.strictObject({
  domain: Domain,
  checks: z.array(ListingCheck),
  history: z.array(ListingPeriod),
  postmaster: z.array(PostmasterDay),
});
export type DomainDetail = z.infer<typeof DomainDetail>;
