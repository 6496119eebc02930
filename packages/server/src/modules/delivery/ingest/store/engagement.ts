// Opens, clicks, unsubscribes, complaints and trap hits of a batch, against what is known of
// their message: they take the dimensions they lack (IP, VMTA, pool, campaign...) from the
// message's delivery, an open or click right after the delivery is a machine's, and the first
// open, first human open, first click and first unsubscribe of each message carry a flag
// (unique counts add flags, so they stay additive across hours, days and filters). An event
// earlier than the current holder of a flag takes it over; the holder is revoked.
import type { NonHumanDetector } from '../../classify/nonHuman.ts';
import { eventFlags, eventTypeCodes } from '../../eventCodes.ts';
import type { ComboValues, inheritedFields } from '../../dimensions.ts';
import type { EngagementState, Holder } from './engagement.repository.ts';
import type { Revocation } from './events.repository.ts';
import type { MessageMap } from '../cache/messageMap.ts';
import type { StoredEvent } from './storedEvent.ts';

export const followUpTypes: ReadonlySet<number> = new Set([
  eventTypeCodes.open,
  eventTypeCodes.click,
  eventTypeCodes.unsubscribe,
  eventTypeCodes.complaint,
  eventTypeCodes.trap,
]);

export interface KnownDelivery {
  at: number;
  values: ComboValues;
}

type Slot = 'open' | 'humanOpen' | 'click' | 'unsub';

interface FlagSlot {
  slot: Slot;
  bit: number;
}

function slotsOf(type: number, machine: boolean): FlagSlot[] {
  if (type === eventTypeCodes.open) {
    const slots: FlagSlot[] = [{ slot: 'open', bit: eventFlags.firstOpen }];
    if (!machine) slots.push({ slot: 'humanOpen', bit: eventFlags.firstHumanOpen });
    return slots;
  }
  if (type === eventTypeCodes.click) return [{ slot: 'click', bit: eventFlags.firstClick }];
  if (type === eventTypeCodes.unsubscribe)
    return [{ slot: 'unsub', bit: eventFlags.firstUnsubscribe }];
  return [];
}

export interface EngagementOutcome {
  /** flags to take back from stored events, one entry per event */
  revocations: Revocation[];
  /** states that changed: a holder, or the delivery became known */
  states: EngagementState[];
}

export function emptyState(midHash: number, rcptHash: number, at: number): EngagementState {
  return {
    midHash,
    rcptHash,
    deliveredAt: null,
    deliveredCombo: null,
    open: null,
    humanOpen: null,
    click: null,
    unsub: null,
    lastAt: at,
  };
}

/**
 * Applies message knowledge to the batch's follow-up events (in time order) and mutates their
 * flags, machine marks and dimension values.
 */
export function applyEngagement(
  followUps: readonly StoredEvent[],
  states: MessageMap<EngagementState>,
  deliveries: MessageMap<KnownDelivery>,
  detector: NonHumanDetector,
): EngagementOutcome {
  const revocations = new Map<string, Revocation>();
  const changed = new Set<EngagementState>();
  for (const stored of followUps) {
    const midHash = stored.midHash;
    const delivery = midHash === null ? undefined : deliveries.get(midHash, stored.rcptHash);
    if (delivery) inherit(stored, delivery.values);
    const interaction = stored.type === eventTypeCodes.open || stored.type === eventTypeCodes.click;
    if (
      interaction &&
      (stored.flags & eventFlags.machine) === 0 &&
      delivery &&
      detector.isEarlyOpen(stored.ts, delivery.at)
    ) {
      stored.flags |= eventFlags.machine;
      stored.event.machineOpen = true;
    }
    const slots = slotsOf(stored.type, (stored.flags & eventFlags.machine) !== 0);
    const state = midHash === null ? undefined : states.get(midHash, stored.rcptHash);
    if (!state) {
      // Without a Message-ID the message cannot be told apart: each event counts as its own.
      for (const { bit } of slots) stored.flags |= bit;
      continue;
    }
    if (delivery && (state.deliveredAt === null || delivery.at < state.deliveredAt))
      changed.add(state);
    for (const { slot, bit } of slots) {
      const holder: Holder | null = state[slot];
      if (holder !== null && holder.at <= stored.ts) continue;
      if (holder !== null) revoke(revocations, state.rcptHash, holder, bit);
      state[slot] = { at: stored.ts, key: stored.key };
      stored.flags |= bit;
      changed.add(state);
    }
    if (changed.has(state)) state.lastAt = Math.max(state.lastAt, stored.ts);
  }
  return { revocations: [...revocations.values()], states: [...changed] };
}

function inherit(stored: StoredEvent, values: ComboValues): void {
  const event = stored.event;
  const own: Record<(typeof inheritedFields)[number], string | null> = {
    recipient_domain: event.recipientDomain,
    provider: event.provider,
    sending_ip: event.sendingIp,
    vmta: event.vmta,
    pool: event.pool,
    campaign: event.campaign,
    sender_domain: event.senderDomain,
    remote_mx: event.remoteMx,
  };
  event.recipientDomain = own.recipient_domain ?? values.recipient_domain;
  event.provider = own.provider ?? values.provider;
  event.sendingIp = own.sending_ip ?? values.sending_ip;
  event.vmta = own.vmta ?? values.vmta;
  event.pool = own.pool ?? values.pool;
  event.campaign = own.campaign ?? values.campaign;
  event.senderDomain = own.sender_domain ?? values.sender_domain;
  event.remoteMx = own.remote_mx ?? values.remote_mx;
}

function revoke(
  revocations: Map<string, Revocation>,
  rcptHash: number,
  holder: Holder,
  bit: number,
): void {
  const id = `${rcptHash}:${holder.at}:${holder.key}`;
  const existing = revocations.get(id);
  if (existing) existing.bits |= bit;
  else revocations.set(id, { rcptHash, ts: holder.at, key: holder.key, bits: bit });
}
