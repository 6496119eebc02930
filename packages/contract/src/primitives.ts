// The building blocks of every schema: ids, names, emails, IPs, domains, dates and the helpers
// that keep inputs strict and bounded. Each formatted primitive carries an example (zod `.meta`),
// which documents it and lets `exampleOf` build a valid sample of any call's input.
import { z } from 'zod';
import { maxItems, maxLength } from './limits.ts';

// Ids may appear in URL paths and preset keys, so no spaces, slashes or quotes.
const idPattern = /^[A-Za-z0-9][A-Za-z0-9._:@+-]*$/;
// A workspace id is the `{workspace}` route prefix and the first part of a preset key
// `{workspace}.{name}`, so it has no dot either.
const workspaceIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
// Codes name things chosen by the product: dimensions, alert kinds, blocklists, help topics.
const codePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
// Letters-digits-hyphen labels, at least two of them, the last alphabetic or an IDN (xn--).
const domainPattern =
  /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
// Client releases are written like `v2-0-63-0` (section 9).
const clientVersionPattern = /^v\d{1,6}(?:-\d{1,6}){0,5}$/;
const yearMonthPattern = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** A generic identifier (surrogate keys, report ids). */
export const Id = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.id)
  .regex(idPattern)
  .meta({ examples: ['a1b2c3'] });
export const AccountId = Id.clone().meta({ examples: ['acme'] });
export const DatasetId = Id.clone().meta({ examples: ['acme-newsletters'] });
export const WorkspaceId = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.id)
  .regex(workspaceIdPattern)
  .meta({ examples: ['acme-news'] });
/** A product-chosen code: dimension ids, alert kinds, blocklist ids, help topics. */
export const Code = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.id)
  .regex(codePattern)
  .meta({ examples: ['domain'] });
export const DimensionId = Code.clone().meta({ examples: ['provider'] });

/** A required human-readable name. */
export const Name = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.name)
  .meta({ examples: ['Newsletters'] });
/** Optional free text; empty allowed. */
/** A C0 control character or DEL; tab, line feed and carriage return allowed in long text. */
function hasControlCharacter(text: string, lineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (lineBreaks && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

export const Description = z
  .string()
  .max(maxLength.description)
  // no control characters but tab and line breaks: they are never text, and separate fields
  .refine((text) => !hasControlCharacter(text, true), {
    message: 'A description cannot hold control characters',
  })
  .meta({ examples: ['Main sending pool'] });
/** Long free text: message bodies, templates, feedback. */
export const Body = z
  .string()
  .max(maxLength.body)
  .meta({ examples: ['Hello'] });
export const Tag = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.name)
  .refine((text) => !hasControlCharacter(text, false), {
    message: 'A tag cannot hold control characters',
  })
  .meta({ examples: ['transactional'] });
export const Tags = z.array(Tag).max(maxItems.tags);

/** Email addresses are compared case-insensitively everywhere, so they are lower-cased. */
export const Email = z
  .email()
  .max(maxLength.email)
  .toLowerCase()
  .meta({ examples: ['ana@example.com'] });
export const Emails = z.array(Email).max(maxItems.people);
/** A user is identified by their email (section 3). */
export const UserId = Email;
/** A Message-ID as message search takes it: trimmed, within RFC 5322's line length. */
export const MessageId = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.messageId)
  .meta({ examples: ['<20240501.1234@mail.example.com>'] });

export const Ipv4 = z
  .ipv4()
  .max(15)
  .meta({ examples: ['192.0.2.10'] });
export const Ipv6 = z
  .ipv6()
  .max(45)
  .meta({ examples: ['2001:db8::10'] });
export const IpAddress = z.union([Ipv4, Ipv6]);
/** An IPv4 range of at most 1,024 addresses (/22 to /32), e.g. a sending pool. */
export const Ipv4Range = z
  .cidrv4()
  .max(18)
  .refine((range) => Number(range.split('/')[1]) >= 22, {
    message: 'A range may be at most a /22 (1,024 addresses)',
  })
  .meta({ examples: ['192.0.2.0/24'] });
/** An IP a Reputation Monitor asset names: one address, or an IPv4 range of at most a /22. */
export const IpTarget = z.union([Ipv4, Ipv6, Ipv4Range]);

/** A fully qualified domain name, lower-cased, without a trailing dot. */
export const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(maxLength.domain)
  .regex(domainPattern, { message: 'Invalid domain name' })
  .meta({ examples: ['example.com'] });

/** ISO 8601 date-time with `Z` or an offset, e.g. `2024-05-01T00:00:00Z`. */
export const IsoDateTime = z.iso
  .datetime({ offset: true })
  .max(40)
  .meta({ examples: ['2024-05-01T00:00:00Z'] });
/** ISO 8601 calendar date, e.g. `2024-05-01`. */
export const IsoDate = z.iso
  .date()
  .max(10)
  .meta({ examples: ['2024-05-01'] });
/** A month, e.g. `2024-05` (management statistics). */
export const YearMonth = z
  .string()
  .max(7)
  .regex(yearMonthPattern)
  .meta({ examples: ['2024-05'] });

/** http(s) URL kept by the product (integrations, delisting links). */
/** An http(s) URL; its host may be an address (a webhook receiver inside the sender's network). */
export const HttpUrl = z
  .url({ protocol: /^https?$/, hostname: /^(?:[^.\s]+\.)*[^.\s]+$/ })
  .max(maxLength.url)
  .meta({ examples: ['https://hooks.example.com/alerts'] });
/** A page location reported by the client; informative only, so not parsed as a URL. */
export const PageUrl = z
  .string()
  .max(maxLength.url)
  .meta({ examples: ['/acme-news/delivery-analytics/report'] });

export const ClientVersion = z
  .string()
  .max(64)
  .regex(clientVersionPattern)
  .meta({ examples: ['v2-0-63-0'] });

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone known to the runtime's Intl (aliases such as Etc/Zulu included). */
export const TimeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/)
  .refine(isKnownTimeZone, { message: 'Unknown time zone' })
  .meta({ examples: ['Europe/Amsterdam'] });

/** Non-negative whole number (counts). */
export const Count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** An account limit; null means unlimited. */
export const Limit = Count.nullable();
/** A whole number a PostgreSQL `integer` column holds. */
export const SmallCount = z.number().int().min(0).max(2_147_483_647);
/** An account limit stored as `integer` (users, IPs, domains, audits, policies). */
export const SmallLimit = SmallCount.nullable();
/** A ratio between 0 and 1 (rates are fractions; the percent style multiplies by 100). */
export const Ratio = z.number().min(0).max(1);

/** A bounded list. */
export function list<T extends z.ZodType>(item: T, max: number = maxItems.list) {
  return z.array(item).max(max);
}

/** A bounded string-keyed map. Zod has no size check for records, so it is a refinement. */
export function boundedRecord<K extends z.ZodType<string>, V extends z.ZodType>(
  key: K,
  value: V,
  maxEntries: number,
) {
  return z.record(key, value).refine((entries) => Object.keys(entries).length <= maxEntries, {
    message: `At most ${maxEntries} entries`,
  });
}

/** The input of a call without parameters: an empty, strict object. */
export const NoInput = z.strictObject({});

/** The answer of a call that only acknowledges (deletes, toggles, fire-and-forget reports). */
export const Ok = z.strictObject({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** How many assets an account has, and how many it may have (count calls). */
export const CountWithLimit = z.strictObject({ count: Count, limit: Limit });

export type Id = z.infer<typeof Id>;
export type AccountId = z.infer<typeof AccountId>;
export type DatasetId = z.infer<typeof DatasetId>;
export type WorkspaceId = z.infer<typeof WorkspaceId>;
export type DimensionId = z.infer<typeof DimensionId>;
export type Email = z.infer<typeof Email>;
export type IpAddress = z.infer<typeof IpAddress>;
export type IpTarget = z.infer<typeof IpTarget>;
export type DomainName = z.infer<typeof DomainName>;
export type IsoDateTime = z.infer<typeof IsoDateTime>;
export type IsoDate = z.infer<typeof IsoDate>;
