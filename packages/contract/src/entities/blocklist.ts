// The blocklist catalogue the Reputation Monitor queries (domain/reputation-and-audit.md). It is
// data, not code: lists close (SORBS, 2024) and keys change, so admins edit it.
import { z } from 'zod';
import { maxItems, maxLength } from '../limits.ts';
import { boundedRecord, Code, Description, HttpUrl, Ipv4, Name } from '../primitives.ts';

export const BlocklistKind = z.enum(['ip', 'domain']);

/** A DNS zone; may hold a key label (Spamhaus DQS), so it is checked loosely. */
const Zone = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(maxLength.domain)
  .regex(/^(?:\{key\}\.)?[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/, {
    message: 'A zone is a domain name, optionally starting with {key}.',
  })
  .meta({ examples: ['zen.spamhaus.org', '{key}.zen.dq.spamhaus.net'] });

export const Blocklist = z.strictObject({
  id: Code,
  name: Name,
  zone: Zone,
  /** ip lists are the DNSBLs of an alert's exclusions, domain lists the RHSBLs */
  kind: BlocklistKind,
  description: Description,
  delisting_url: HttpUrl.nullable(),
  /** answers that mean listed, with their meaning (e.g. 127.0.0.2: SBL) */
  answers: boundedRecord(Ipv4, Description, maxItems.mapEntries),
  /** answers that mean the query failed, not a listing (e.g. 127.255.255.254) */
  errors: z.array(Ipv4).max(maxItems.mapEntries),
  /** the last octet is a bitmask of reasons (SURBL, URIBL) */
  bitmask: z.boolean(),
  /**
   * the domain a domain list must list, for its health probe, when it is not RFC 5782's `test`
   * (Spamhaus DBL lists dbltest.com); IP lists are probed with 127.0.0.2
   */
  test_point: z.string().trim().toLowerCase().max(maxLength.domain).nullable().default(null),
  /** retired lists are kept for history but no longer queried */
  active: z.boolean(),
});
export type Blocklist = z.infer<typeof Blocklist>;

/** The key a zone holding {key} is queried with (Spamhaus DQS): written, stored sealed. */
const QueryKey = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'A query key is letters, digits, - and _' });

export const BlocklistAdd = Blocklist.extend({ key: QueryKey.nullable().default(null) });
/** A list as the calls answer it: its key is never read back, only whether one is set. */
export const BlocklistView = Blocklist.extend({ key_set: z.boolean() });
export type BlocklistView = z.infer<typeof BlocklistView>;
