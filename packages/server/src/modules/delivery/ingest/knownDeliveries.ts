// When each message of a batch's follow-up events was delivered, and with which dimension
// values: from a delivered event in the batch itself, from the message's engagement state,
// from this process's recent deliveries, or from the stored delivered events of the last week
// (the lookback: opens and clicks come within days; one found later inherits nothing).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/schema/index.ts';
import { comboValuesOf } from '../dimensions.ts';
import { eventTypeCodes } from '../eventCodes.ts';
import { valuesOfCombos } from './combos.ts';
import { deliveryCacheOf } from './deliveryCache.ts';
import type { EngagementState } from './engagement.repository.ts';
import type { KnownDelivery } from './engagement.ts';
import { deliveriesOf } from './events.repository.ts';
import { messageKeyOf, type StoredEvent } from './storedEvent.ts';

export const deliveryLookbackMs = 7 * 86_400_000;

export interface DeliveryKnowledge extends KnownDelivery {
  /** combination id when the delivery is stored; null when it is in this batch */
  combo: number | null;
  /** the batch's delivered event, whose combination is assigned later */
  event: StoredEvent | null;
}

function earliestInBatch(batch: readonly StoredEvent[]): Map<string, DeliveryKnowledge> {
  const deliveries = new Map<string, DeliveryKnowledge>();
  for (const stored of batch) {
    if (stored.type !== eventTypeCodes.delivered || stored.messageKey === null) continue;
    const known = deliveries.get(stored.messageKey);
    if (known && known.at <= stored.ts) continue;
    deliveries.set(stored.messageKey, {
      at: stored.ts,
      values: comboValuesOf(stored.event),
      combo: null,
      event: stored,
    });
  }
  return deliveries;
}

export async function knownDeliveries(
  root: Kysely<Database>,
  db: Db,
  datasetNo: number,
  batch: readonly StoredEvent[],
  followUps: readonly StoredEvent[],
  states: ReadonlyMap<string, EngagementState>,
): Promise<Map<string, DeliveryKnowledge>> {
  const deliveries = earliestInBatch(batch);
  const cache = deliveryCacheOf(root, datasetNo);
  const stored = new Map<string, { at: number; combo: number }>();
  const unknown = new Map<string, EngagementState>();
  for (const [messageKey, state] of states) {
    if (state.deliveredAt !== null && state.deliveredCombo !== null) {
      stored.set(messageKey, { at: state.deliveredAt, combo: state.deliveredCombo });
      continue;
    }
    const cached = cache.get(messageKey);
    if (cached) stored.set(messageKey, cached);
    else if (!deliveries.has(messageKey)) unknown.set(messageKey, state);
  }
  if (unknown.size > 0 && followUps.length > 0) {
    const from = (followUps[0] as StoredEvent).ts - deliveryLookbackMs;
    const to = (followUps[followUps.length - 1] as StoredEvent).ts;
    const midHashes = [...new Set([...unknown.values()].map((state) => state.midHash))];
    for (const row of await deliveriesOf(db, datasetNo, midHashes, from, to)) {
      const messageKey = messageKeyOf(row.mid_hash, row.rcpt_hash);
      if (!unknown.has(messageKey)) continue;
      const known = stored.get(messageKey);
      if (!known || row.ms < known.at) stored.set(messageKey, { at: row.ms, combo: row.combo });
    }
  }
  if (stored.size === 0) return deliveries;
  const values = await valuesOfCombos(
    root,
    db,
    datasetNo,
    [...stored.values()].map((entry) => entry.combo),
  );
  for (const [messageKey, entry] of stored) {
    const inBatch = deliveries.get(messageKey);
    const comboValues = values.get(entry.combo);
    if (!comboValues || (inBatch && inBatch.at <= entry.at)) continue;
    deliveries.set(messageKey, { ...entry, values: comboValues, event: null });
  }
  return deliveries;
}

/** After the commit: the batch's stored deliveries, for the follow-ups of later batches. */
export function rememberDeliveries(
  root: Kysely<Database>,
  datasetNo: number,
  rows: readonly StoredEvent[],
  inserted: ReadonlySet<number>,
): void {
  const cache = deliveryCacheOf(root, datasetNo);
  for (const stored of rows) {
    if (
      stored.type === eventTypeCodes.delivered &&
      stored.messageKey !== null &&
      inserted.has(stored.key)
    )
      cache.remember(stored.messageKey, stored.ts, stored.combo);
  }
}
