// A normalised event on its way into storage: the hashes it is found by, its type code and
// flags, the combination of dimension values it points at, and its delivery time in ms. A
// message is the pair (midHash, rcptHash): messageMap.ts keys by it without building a string.
import type { NormalisedEvent } from '../../event.ts';
import { eventFlags, eventTypeCodes } from '../../eventCodes.ts';
import { hash53, recipientHash } from '../../hash.ts';
import { messageIdOf } from '../parse/fields.ts';

export interface StoredEvent {
  event: NormalisedEvent;
  ts: number;
  /** hash of the idempotency key */
  key: number;
  rcptHash: number;
  midHash: number | null;
  type: number;
  flags: number;
  deliveryMs: number | null;
  combo: number;
}

/** Longest delivery time an int4 of milliseconds holds (24 days); longer is clamped. */
const maxDeliveryMs = 2_147_483_647;

export function toStoredEvent(event: NormalisedEvent): StoredEvent {
  const messageId = messageIdOf(event.messageId);
  if (messageId !== event.messageId) event.messageId = messageId;
  const type = eventTypeCodes[event.type];
  let flags = 0;
  if (event.machineOpen) flags |= eventFlags.machine;
  if (event.outOfBand) flags |= eventFlags.outOfBand;
  if (type === eventTypeCodes.delivered || (type === eventTypeCodes.bounced && !event.outOfBand))
    flags |= eventFlags.sent;
  const rcptHash = recipientHash(event.recipient);
  const midHash = messageId === null ? null : hash53(messageId);
  const seconds = type === eventTypeCodes.delivered ? event.deliverySeconds : null;
  return {
    event,
    // Sources give milliseconds; a fraction (a generator's arithmetic) is rounded away.
    ts: Math.round(event.timestamp),
    key: hash53(event.id),
    rcptHash,
    midHash,
    type,
    flags,
    deliveryMs: seconds === null ? null : Math.min(Math.round(seconds * 1000), maxDeliveryMs),
    combo: 0,
  };
}
