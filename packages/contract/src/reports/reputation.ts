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
  /**
   * listed: the A record answered (e.g. 127.0.0.2); error: the error answer (127.255.255.254),
   * the DNS failure (SERVFAIL, REFUSED, timeout) or `unhealthy` when the list failed its probe
   */
  answer: z.string().nullable(),
  /** what the answer means in the list's catalogue entry, e.g. SBL */
  meaning: z.string().nullable(),
  /** the list's own explanation, from its TXT record */
  reason: z.string().nullable(),
  /** when the current listing started */
  listed_since: IsoDateTime.nullable(),
  checked_at: IsoDateTime,
  delisting_url: z.string().nullable(),
  /** a range's addresses listed on this list (the first 100); empty for one address or a domain */
  listed_addresses: z.array(z.string()),
});
export type ListingCheck = z.infer<typeof ListingCheck>;

/** A past or current listing period of one address or domain on one list. */
export const ListingPeriod = z.strictObject({
  list: z.string(),
  name: z.string(),
  /** the address or domain listed (an address of a range) */
  target: z.string(),
  listed_at: IsoDateTime,
  /** null while still listed */
  delisted_at: IsoDateTime.nullable(),
  answer: z.string().nullable(),
  meaning: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ListingPeriod = z.infer<typeof ListingPeriod>;

const assetStatusShape = {
  /** ids of the blocklists currently listing the asset (any address of a range) */
  listed_on: z.array(z.string()),
  /** checks that failed at the last run */
  failed_checks: z.number().int().min(0),
  last_checked: IsoDateTime.nullable(),
};

export const SndsFilter = z.enum(['GREEN', 'YELLOW', 'RED']);

/** ips/all rows: the IP or range, its listings and its latest Microsoft SNDS day. */
export const IpOverview = Ip.extend({
  ...assetStatusShape,
  /** addresses checked: 1, or a range's size */
  size: z.number().int().min(1),
  /** addresses of the range listed somewhere now */
  listed_addresses: z.number().int().min(0),
  ptr: z.string().nullable(),
  /** the worst SNDS colour of the latest day with data (over a range's addresses) */
  snds_filter: SndsFilter.nullable(),
  snds_date: IsoDate.nullable(),
  snds_complaint_rate: z.number().min(0).nullable(),
  snds_trap_hits: z.number().int().min(0).nullable(),
});
export type IpOverview = z.infer<typeof IpOverview>;

/** One day of Microsoft SNDS data for an IP. */
export const SndsDay = z.strictObject({
  ip: z.string(),
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
export type SndsDay = z.infer<typeof SndsDay>;

/** ips/get: detail of one IP or range since a day. */
export const IpDetail = z.strictObject({
  ip: Ip,
  size: z.number().int().min(1),
  /** the reverse name of one address; null for a range or without a PTR record */
  ptr: z.string().nullable(),
  /** forward-confirmed reverse DNS holds; null for a range or when unknown */
  fcrdns: z.boolean().nullable(),
  checks: z.array(ListingCheck),
  history: z.array(ListingPeriod),
  snds: z.array(SndsDay),
  /** blocked in Microsoft's IP status export, with the reason */
  snds_blocked: z.string().nullable(),
});
export type IpDetail = z.infer<typeof IpDetail>;

/**
 * domains/all rows: the domain and its listings. Google Postmaster Tools data is not part of
 * them: its v2 API no longer has the domain and IP reputation (retired 2025-09-30).
 */
export const DomainOverview = Domain.extend(assetStatusShape);
export type DomainOverview = z.infer<typeof DomainOverview>;

/** domains/get: detail of one domain since a day. */
export const DomainDetail = z.strictObject({
  domain: Domain,
  checks: z.array(ListingCheck),
  history: z.array(ListingPeriod),
});
export type DomainDetail = z.infer<typeof DomainDetail>;

export const ListHealth = z.enum(['healthy', 'unhealthy', 'unknown']);

/** blocklists/all rows: an active list of the catalogue, its health and the workspace's listings. */
export const BlocklistStatus = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** the zone queried, a key in it shown as {key} */
  zone: z.string(),
  kind: z.enum(['ip', 'domain']),
  description: z.string(),
  delisting_url: z.string().nullable(),
  /** RFC 5782 probe: 127.0.0.2 (or `test`) listed and 127.0.0.1 (or `invalid`) not */
  health: ListHealth,
  /** why the probe failed, e.g. "127.0.0.1 is listed" */
  health_detail: z.string().nullable(),
  health_checked_at: IsoDateTime.nullable(),
  /** the workspace's IPs or domains it lists now */
  listed: z.number().int().min(0),
});
export type BlocklistStatus = z.infer<typeof BlocklistStatus>;

/** reputation/changes rows: a listing that started or ended, newest first. */
export const ListingChange = z.strictObject({
  kind: z.enum(['ip', 'domain']),
  /** the asset as registered (an IP, a range or a domain) */
  asset: z.string(),
  /** the address or domain listed */
  target: z.string(),
  list: z.string(),
  name: z.string(),
  event: z.enum(['listed', 'delisted']),
  at: IsoDateTime,
  answer: z.string().nullable(),
  meaning: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ListingChange = z.infer<typeof ListingChange>;
