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
  .regex(/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/)
  .meta({ examples: ['zen.spamhaus.org'] });

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
  /** retired lists are kept for history but no longer queried */
  active: z.boolean(),
});
export type Blocklist = z.infer<typeof Blocklist>;
