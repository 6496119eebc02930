// When each message of a batch's follow-up events was delivered, and with which dimension
// values: from a delivered event in the batch itself, from the message's engagement state,
// from this process's recent deliveries, or from the stored delivered events of the last week
// (the lookback: opens and clicks come within days; one found later inherits nothing).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../../db/schema/index.ts';
import { comboValuesOf } from '../../dimensions.ts';
import { eventTypeCodes } from '../../eventCodes.ts';
import { valuesOfCombos } from './combos.ts';
import { deliveryCacheOf } from '../cache/deliveryCache.ts';
import type { EngagementState } from './engagement.repository.ts';
import type { KnownDelivery } from './engagement.ts';
import { deliveriesOf } from './events.repository.ts';
import { MessageMap } from '../cache/messageMap.ts';
import type { StoredEvent } from './storedEvent.ts';

export const deliveryLookbackMs = 7 * 86_400_000;

export interface DeliveryKnowledge extends KnownDelivery {
  /** combination id when the delivery is stored; null when it is in this batch */
  combo: number | null;
  /** the batch's delivered event, whose combination is assigned later */
  event: StoredEvent | null;
}

/** The batch's own earliest delivery of each message a follow-up waits for. */
function earliestInBatch(
  batch: readonly StoredEvent[],
  states: MessageMap<EngagementState>,
): MessageMap<DeliveryKnowledge> {
  const deliveries = new MessageMap<DeliveryKnowledge>();
  for (const stored of batch) {
    const midHash = stored.midHash;
    if (stored.type !== eventTypeCodes.delivered || midHash === null) continue;
    if (!states.has(midHash, stored.rcptHash)) continue;
    const known = deliveries.get(midHash, stored.rcptHash);
    if (known && known.at <= stored.ts) continue;
    deliveries.set(midHash, stored.rcptHash, {
      at: stored.ts,
      values: comboValuesOf(stored.event),
      combo: null,
      event: stored,
    });
  }
  return deliveries;
}

/**
 * The deliveries of the messages of `states` (every follow-up that names its message has its
 * state there, new or loaded), keyed like them.
 */
export async function knownDeliveries(
  root: Kysely<Database>,
  db: Db,
  datasetNo: number,
  batch: readonly StoredEvent[],
  followUps: readonly StoredEvent[],
  states: MessageMap<EngagementState>,
): Promise<MessageMap<DeliveryKnowledge>> {
  const deliveries = earliestInBatch(batch, states);
  const cache = deliveryCacheOf(root, datasetNo);
  const stored = new MessageMap<{ at: number; combo: number }>();
  const unknown = new MessageMap<EngagementState>();
  states.forEach((state, midHash, rcptHash) => {
    if (state.deliveredAt !== null && state.deliveredCombo !== null) {
      stored.set(midHash, rcptHash, { at: state.deliveredAt, combo: state.deliveredCombo });
      return;
    }
    const cached = cache.get(midHash, rcptHash);
    if (cached) stored.set(midHash, rcptHash, cached);
    else if (!deliveries.has(midHash, rcptHash)) unknown.set(midHash, rcptHash, state);
  });
  if (unknown.size > 0 && followUps.length > 0) {
    const from = (followUps[0] as StoredEvent).ts - deliveryLookbackMs;
    const to = (followUps[followUps.length - 1] as StoredEvent).ts;
    const midHashes = [...new Set(unknown.values().map((state) => state.midHash))];
    for (const row of await deliveriesOf(db, datasetNo, midHashes, from, to)) {
      if (!unknown.has(row.mid_hash, row.rcpt_hash)) continue;
      const known = stored.get(row.mid_hash, row.rcpt_hash);
      if (!known || row.ms < known.at)
        stored.set(row.mid_hash, row.rcpt_hash, { at: row.ms, combo: row.combo });
    }
  }
  if (stored.size === 0) return deliveries;
  const values = await valuesOfCombos(
    root,
    db,
    datasetNo,
    stored.values().map((entry) => entry.combo),
  );
  stored.forEach((entry, midHash, rcptHash) => {
    const inBatch = deliveries.get(midHash, rcptHash);
    const comboValues = values.get(entry.combo);
    if (!comboValues || (inBatch && inBatch.at <= entry.at)) return;
    deliveries.set(midHash, rcptHash, { ...entry, values: comboValues, event: null });
  });
  return deliveries;
}

/** After the commit: the batch's stored deliveries, for the follow-ups of later batches. */
export function rememberDeliveries(
  root: Kysely<Database>,
  datasetNo: number,
  rows: readonly StoredEvent[],
  inserted: ReadonlySet<number> | null,
): void {
  const cache = deliveryCacheOf(root, datasetNo);
  for (const stored of rows) {
    if (
      stored.type === eventTypeCodes.delivered &&
      stored.midHash !== null &&
      (inserted === null || inserted.has(stored.key))
    )
      cache.remember(stored.midHash, stored.rcptHash, stored.ts, stored.combo);
  }
}
