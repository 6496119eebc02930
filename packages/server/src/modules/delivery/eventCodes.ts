// How a normalised event is stored: its type as a small number, its flags as bits, and what it
// adds to each rollup column. The flags that make unique counts ("first open of the message")
// are set at ingest by ingest/store/engagement.ts; the others follow from the event alone.
import type { eventTypes } from '@console/contract';
import type { DeliveryEventType } from './event.ts';

export const eventTypeCodes = {
  submitted: 1,
  delivered: 2,
  bounced: 3,
  deferred: 4,
  open: 5,
  click: 6,
  complaint: 7,
  unsubscribe: 8,
  trap: 9,
} as const satisfies Record<DeliveryEventType, number>;

export const eventTypeByCode: readonly (DeliveryEventType | undefined)[] = (() => {
  const byCode: (DeliveryEventType | undefined)[] = [];
  for (const [type, code] of Object.entries(eventTypeCodes))
    byCode[code] = type as DeliveryEventType;
  return byCode;
})();

export const eventFlags = {
  /** an open or click no person made (privacy proxy, scanner, right after delivery) */
  machine: 1,
  /** reported after the message was accepted (asynchronous DSN, out-of-band bounce) */
  outOfBand: 2,
  /** a final outcome: delivered, or bounced in the SMTP session */
  sent: 4,
  firstOpen: 8,
  firstHumanOpen: 16,
  firstClick: 32,
  firstUnsubscribe: 64,
} as const;

/** The rollup columns, in the order every metric vector of this module uses. */
export const rollupCounters = [
  'submitted',
  'sent',
  'delivered',
  'bounced',
  'deferred',
  'opens',
  'unique_opens',
  'unique_opens_ex_nhi',
  'complaints',
  'unique_clicks',
  'unique_unsubs',
  'traps',
  'delay_count',
  'delay_sum_ms',
] as const;
export type RollupCounter = (typeof rollupCounters)[number];
export const counterCount = rollupCounters.length;
export const counterIndex = Object.fromEntries(
  rollupCounters.map((name, index) => [name, index]),
) as Record<RollupCounter, number>;

const typeCounter: Partial<Record<number, number>> = {
  [eventTypeCodes.submitted]: counterIndex.submitted,
  [eventTypeCodes.delivered]: counterIndex.delivered,
  [eventTypeCodes.bounced]: counterIndex.bounced,
  [eventTypeCodes.deferred]: counterIndex.deferred,
  [eventTypeCodes.open]: counterIndex.opens,
  [eventTypeCodes.complaint]: counterIndex.complaints,
  [eventTypeCodes.trap]: counterIndex.traps,
};

/** The counters a flag bit feeds. */
export const flagCounters: readonly (readonly [number, number])[] = [
  [eventFlags.sent, counterIndex.sent],
  [eventFlags.firstOpen, counterIndex.unique_opens],
  [eventFlags.firstHumanOpen, counterIndex.unique_opens_ex_nhi],
  [eventFlags.firstClick, counterIndex.unique_clicks],
  [eventFlags.firstUnsubscribe, counterIndex.unique_unsubs],
];

/** Adds `sign` times the event's contribution to `counters` (at `offset`). */
export function addEventCounters(
  counters: Float64Array,
  offset: number,
  type: number,
  flags: number,
  deliveryMs: number | null,
  sign: 1 | -1,
): void {
  const byType = typeCounter[type];
  if (byType !== undefined) counters[offset + byType] = (counters[offset + byType] ?? 0) + sign;
  for (const [bit, counter] of flagCounters) {
    if ((flags & bit) !== 0) counters[offset + counter] = (counters[offset + counter] ?? 0) + sign;
  }
  if (type === eventTypeCodes.delivered && deliveryMs !== null) {
    counters[offset + counterIndex.delay_count] =
      (counters[offset + counterIndex.delay_count] ?? 0) + sign;
    counters[offset + counterIndex.delay_sum_ms] =
      (counters[offset + counterIndex.delay_sum_ms] ?? 0) + sign * deliveryMs;
  }
}

/** The contract's name of a stored event (datasets/search). */
export function contractEventType(
  type: number,
  category: string | null,
): (typeof eventTypes)[number] {
  switch (eventTypeByCode[type]) {
    case 'submitted':
      return 'received';
    case 'delivered':
      return 'delivered';
    case 'bounced':
      return category === 'message-expired' ? 'expired' : 'bounced';
    case 'deferred':
      return 'deferred';
    case 'open':
      return 'opened';
    case 'click':
      return 'clicked';
    case 'unsubscribe':
      return 'unsubscribed';
    // The contract has no trap event: a trap hit is negative feedback about the message,
    // which is what `complained` stands for in the search answer.
    case 'complaint':
    case 'trap':
    default:
      return 'complained';
  }
}
