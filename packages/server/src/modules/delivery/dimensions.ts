// The dimensions reports filter and group by, and the event fields behind them. A stored event
// points at a combination of these fields (delivery_combos); the report cache decodes each
// combination once, so filters and groupings cost one array lookup per rollup row.
import type { NormalisedEvent } from './event.ts';
import { providerLabels } from './classify/providers.ts';

/** The fields of a combination, in the order of delivery_combos' columns. */
export const comboFields = [
  'recipient_domain',
  'provider',
  'sending_ip',
  'vmta',
  'pool',
  'campaign',
  'sender_domain',
  'remote_mx',
  'platform',
  'bounce_category',
  'dsn_status',
  'diagnostic_template',
] as const;
export type ComboField = (typeof comboFields)[number];
export type ComboValues = Record<ComboField, string | null>;

export function comboValuesOf(event: NormalisedEvent): ComboValues {
  return {
    recipient_domain: event.recipientDomain,
    provider: event.provider,
    sending_ip: event.sendingIp,
    vmta: event.vmta,
    pool: event.pool,
    campaign: event.campaign,
    sender_domain: event.senderDomain,
    remote_mx: event.remoteMx,
    platform: event.platform,
    bounce_category: event.bounceCategory,
    dsn_status: event.dsnStatus,
    diagnostic_template: event.diagnosticTemplate,
  };
}

/** Fields an open, click or complaint takes from its message's delivery when it lacks them. */
export const inheritedFields = [
  'recipient_domain',
  'provider',
  'sending_ip',
  'vmta',
  'pool',
  'campaign',
  'sender_domain',
  'remote_mx',
] as const satisfies readonly ComboField[];

/**
 * Report dimension ids (the `field` of a filter, `groupBy` of datasets/grouping) and the field
 * each reads. `bounce` and `deferral` (Top Bounces, Top Deferrals) read the diagnostic template.
 */
export const dimensionFields: Readonly<Record<string, ComboField>> = {
  domain: 'recipient_domain',
  provider: 'provider',
  ip: 'sending_ip',
  vmta: 'vmta',
  pool: 'pool',
  job: 'campaign',
  sender: 'sender_domain',
  mx: 'remote_mx',
  esp: 'platform',
  cat: 'bounce_category',
  dsn: 'dsn_status',
  bounce: 'diagnostic_template',
  deferral: 'diagnostic_template',
};

export const dimensionIds = Object.keys(dimensionFields);

/** How a missing value is shown and filtered (filter values are never empty). */
export const noValue = '(none)';

export function dimensionLabel(field: ComboField, key: string): string | null {
  if (field === 'provider') return providerLabels[key] ?? null;
  return null;
}
