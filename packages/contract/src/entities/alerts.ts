// Alerts, their templates, rendered content and outbound integrations (webhooks, team chat).
import { z } from 'zod';
import { maxItems, maxLength } from '../limits.ts';
import { ModuleCode } from '../modules.ts';
import {
  AccountId,
  Body,
  boundedRecord,
  Code,
  DatasetId,
  Description,
  HttpUrl,
  Id,
  Name,
} from '../primitives.ts';
import { FilterValue } from './filters.ts';

/** Blocklists (ids of the blocklist catalogue) left out of a blocklist alert. */
export const BlocklistExclusions = z.array(Code).max(maxItems.list);

export const AlertMapping = z.strictObject({
  dataset: DatasetId,
  /** domain blocklists (RHSBL) not alerted on */
  exclude_rhsbl: BlocklistExclusions,
  /** IP blocklists (DNSBL) not alerted on */
  exclude_dnsbl: BlocklistExclusions,
});

/** When a Delivery Analytics alert is raised: the value above or below its threshold. */
export const AlertDirection = z.enum(['above', 'below']);
export type AlertDirection = z.infer<typeof AlertDirection>;

/**
 * The scopes of a Delivery Analytics alert that judge each dataset as a whole; any other scope is
 * a report dimension whose values are judged one by one.
 */
export const wholeDatasetScopes: readonly string[] = ['account', 'dataset'];

/** The shortest and longest window a Delivery Analytics alert measures over, in minutes. */
export const alertWindowMinutes = { min: 15, max: 10_080, default: 60 } as const;

/**
 * An alert of an account. `alert` is the kind (e.g. blocklist, bounce_rate); `scope` what it
 * watches (account, dataset, ip, domain); `suppress` minutes during which a repeat is not sent.
 * A Delivery Analytics alert (module da) watches a rate metric of the catalogue (`alert`, e.g.
 * deferred_rate) per value of a dimension of its datasets (`scope`, e.g. provider): the
 * condition is the flat fields after `suppress`, whose defaults leave the other modules' alerts
 * as they were (they ignore them).
 */
export const Alert = z.strictObject({
  id: Id,
  scope: Code,
  alert: Code,
  template: Id.nullable(),
  active: z.boolean(),
  account: AccountId,
  integration: Id.nullable(),
  mappings: z.array(AlertMapping).max(maxItems.list),
  suppress: z.number().int().min(0).max(10_080),
  /** da: the threshold in percent (5 is 5 %) */
  threshold: z.number().min(0).max(100).default(5),
  /** da: raised when the value is above the threshold (failures) or below it (opens, clicks) */
  direction: AlertDirection.default('above'),
  /** da: values whose denominator (sent or delivered) in the window is under this are ignored */
  min_volume: z.number().int().min(0).max(1_000_000_000).default(100),
  /** da: minutes the value is measured over, ending at each evaluation */
  window: z
    .number()
    .int()
    .min(alertWindowMinutes.min)
    .max(alertWindowMinutes.max)
    .meta({ examples: [alertWindowMinutes.default] })
    .default(alertWindowMinutes.default),
  /** da: the dimension's values watched; empty: every value */
  values: z.array(FilterValue).max(maxItems.filterValues).default([]),
  name: Name,
  description: Description,
  module: ModuleCode,
  /** template body turning the alert's data into the message */
  transform: Body,
  /** the account's display name */
  friendly_account: Name,
});
export type Alert = z.infer<typeof Alert>;

/** A reusable alert definition; activating it creates an alert for an account. */
export const Template = z.strictObject({
  id: Id,
  alert: Code,
  integration: Id.nullable(),
  transform: Body,
  module: ModuleCode,
  name: Name,
  description: Description,
  active: z.boolean(),
});
export type Template = z.infer<typeof Template>;

/**
 * What a template sends: sample `data` (JSON text) for previews, how values are escaped,
 * `mapping` from message fields to data paths, and the `render` body. Keyed by template.
 */
export const Content = z.strictObject({
  template: Id,
  data: Body,
  escape: z.enum(['none', 'html', 'json']),
  mapping: boundedRecord(Code, Description, maxItems.mapEntries),
  render: Body,
});
export type Content = z.infer<typeof Content>;

export const HttpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const HeaderName = z
  .string()
  .max(maxLength.id)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/)
  .meta({ examples: ['Content-Type'] });

/** An outbound HTTP call an alert is delivered through (webhook or team-chat channel). */
export const Integration = z.strictObject({
  id: Id,
  url: HttpUrl,
  method: HttpMethod,
  headers: boundedRecord(HeaderName, Description, maxItems.mapEntries),
  body: Body,
  active: z.boolean(),
});
export type Integration = z.infer<typeof Integration>;

/**
 * An integration as the calls answer it. Its URL and header values are credentials (a webhook
 * URL or an Authorization header is all it takes to post as the console): written, stored
 * sealed, never read back. The answer shows where it posts (the URL's origin) and which headers
 * it sends; an update that leaves `url` or `headers` out keeps them.
 */
export const IntegrationView = Integration.omit({ url: true, headers: true }).extend({
  /** the URL's scheme, host and port only */
  origin: z.string().max(maxLength.url),
  header_names: z.array(HeaderName).max(maxItems.mapEntries),
});
export type IntegrationView = z.infer<typeof IntegrationView>;
