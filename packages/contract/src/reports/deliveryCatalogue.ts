// The plain data of the Delivery Analytics reports, without zod: bounce categories and their
// hard or soft kind, event types, the delivery-time histogram's bounds and the row limits.
// delivery.ts builds the report schemas on these and re-exports them; the app's report and
// search screens import them without loading the schema library.
import type { BounceCategory } from './delivery.ts';

/** PowerMTA bounce categories (bounceCat); other platforms' classes are mapped onto them. */
export const bounceCategories = [
  'bad-configuration',
  'bad-connection',
  'bad-domain',
  'bad-mailbox',
  'content-related',
  'inactive-mailbox',
  'invalid-sender',
  'message-expired',
  'no-answer-from-host',
  'other',
  'policy-related',
  'protocol-errors',
  'quota-issues',
  'relaying-issues',
  'routing-errors',
  'spam-related',
  'virus-related',
] as const;

/** Categories that mean the address will never accept mail: hard bounces. */
export const hardBounceCategories = [
  'bad-mailbox',
  'inactive-mailbox',
  'bad-domain',
] as const satisfies readonly BounceCategory[];

export function bounceKind(category: BounceCategory): 'hard' | 'soft' {
  return (hardBounceCategories as readonly BounceCategory[]).includes(category) ? 'hard' : 'soft';
}

/** Most frequent diagnostic templates returned by datasets/bounces and datasets/deferrals. */
export const topDiagnosticsLimit = 100;
/** Providers listed per diagnostic template. */
export const topProvidersPerDiagnostic = 5;

/** Upper bounds (seconds) of the delivery-time histogram; the last bucket is open-ended. */
export const delayBucketBoundsSeconds = [
  10, 60, 300, 900, 1800, 3600, 7200, 14_400, 43_200, 86_400, 172_800,
] as const;

/** Rows returned by datasets/grouping at most; `truncated` says when more exist. */
export const groupingMaxRows = 1000;

/** Normalised event types across MTAs and ESPs (domain/delivery-data.md). */
export const eventTypes = [
  'received',
  'delivered',
  'bounced',
  'deferred',
  'expired',
  'rejected',
  'complained',
  'opened',
  'clicked',
  'unsubscribed',
] as const;

/** Events returned by datasets/search at most. */
export const searchMaxEvents = 1000;
