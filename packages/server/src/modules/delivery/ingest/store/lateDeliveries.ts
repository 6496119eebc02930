// Follow-ups stored before their message's delivery was known take the delivery's dimensions
// when it lands. The chunk storing the delivery finds its message among the pending ones
// (pendingMessages.ts), loads the stored follow-ups, moves each to the combination with the
// values it inherits (its rollup counts move with it), marks an open or click right after the
// delivery as a machine's, and hands "first human open" on when its holder turns out to be
// one. The moved events are written at once, before the chunk settles its own follow-ups, so
// that a flag the chunk revokes afterwards is taken from where the event now is.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../../db/schema/index.ts';
import type { NonHumanDetector } from '../../classify/nonHuman.ts';
import { comboValuesOf, inheritedFields, type ComboValues } from '../../dimensions.ts';
import { eventFlags, eventTypeCodes } from '../../eventCodes.ts';
import { comboIdsOfValues, comboKey, valuesOfCombos } from './combos.ts';
import type { DeliveryCache } from '../cache/deliveryCache.ts';
import type { EngagementState } from './engagement.repository.ts';
import {
  followUpsOf,
  moveEventsStatements,
  type MovedEvent,
  type StoredFollowUp,
} from './lateDeliveries.repository.ts';
import { MessageMap } from '../cache/messageMap.ts';
import type { RollupDeltas } from './rollupDeltas.ts';
import { runTogether } from './rollups.repository.ts';
import type { StoredEvent } from './storedEvent.ts';

/**
 * Follow-ups stamped up to a day before their delivery are still its own: an MTA's and an
 * ESP's clocks, or a proxy fetching the images as the message lands, may disagree by that.
 */
export const clockSkewMs = 86_400_000;

/**
 * The batch's earliest delivery of each message waiting for one (`pending`), unless this
 * process stored an earlier delivery of it (`delivered`) already.
 */
export function lateDeliveriesOf(
  rows: readonly StoredEvent[],
  pending: DeliveryCache,
  delivered: DeliveryCache,
): MessageMap<StoredEvent> {
  const late = new MessageMap<StoredEvent>();
  if (pending.size === 0) return late;
  for (const stored of rows) {
    const midHash = stored.midHash;
    if (stored.type !== eventTypeCodes.delivered || midHash === null) continue;
    if (pending.get(midHash, stored.rcptHash) === undefined) continue;
    const known = delivered.get(midHash, stored.rcptHash);
    if (known && known.at <= stored.ts) continue;
    const earlier = late.get(midHash, stored.rcptHash);
    if (!earlier || stored.ts < earlier.ts) late.set(midHash, stored.rcptHash, stored);
  }
  return late;
}

export interface LateDeliveryJob {
  root: Kysely<Database>;
  datasetNo: number;
  /** lateDeliveriesOf the chunk */
  late: MessageMap<StoredEvent>;
  /** the chunk's message states, the late messages' among them */
  states: MessageMap<EngagementState>;
  detector: NonHumanDetector;
  deltas: RollupDeltas;
}

export interface Reattribution {
  /** states whose delivery became known (saved with the chunk's) */
  states: EngagementState[];
  /** stored events moved */
  moved: number;
  /** call after the transaction committed: remember new combinations */
  commit(): void;
}

interface Move {
  row: StoredFollowUp;
  values: ComboValues;
  flags: number;
}

/** Re-attributes the stored follow-ups of the late deliveries' messages (see the top). */
export async function reattribute(tx: Db, job: LateDeliveryJob): Promise<Reattribution> {
  const { datasetNo, late, states } = job;
  const due = new MessageMap<StoredEvent>();
  const dueStates: EngagementState[] = [];
  let from = Number.POSITIVE_INFINITY;
  late.forEach((delivery, midHash, rcptHash) => {
    const state = states.get(midHash, rcptHash);
    if (!state || (state.deliveredAt !== null && state.deliveredAt <= delivery.ts)) return;
    due.set(midHash, rcptHash, delivery);
    dueStates.push(state);
    from = Math.min(from, delivery.ts - clockSkewMs);
  });
  const nothing = { states: dueStates, moved: 0, commit() {} };
  if (due.size === 0) return nothing;
  const midHashes = [...new Set(dueStates.map((state) => state.midHash))];
  const byMessage = new MessageMap<StoredFollowUp[]>();
  for (const row of await followUpsOf(tx, datasetNo, midHashes, from)) {
    const delivery = due.get(row.mid_hash, row.rcpt_hash);
    if (!delivery || row.ms < delivery.ts - clockSkewMs) continue;
    const rows = byMessage.get(row.mid_hash, row.rcpt_hash);
    if (rows) rows.push(row);
    else byMessage.set(row.mid_hash, row.rcpt_hash, [row]);
  }
  if (byMessage.size === 0) return nothing;
  const ownValues = await valuesOfCombos(
    job.root,
    tx,
    datasetNo,
    byMessage.values().flatMap((rows) => rows.map((row) => row.combo)),
  );
  const moves: Move[] = [];
  byMessage.forEach((rows, midHash, rcptHash) => {
    const delivery = due.get(midHash, rcptHash) as StoredEvent;
    const state = states.get(midHash, rcptHash) as EngagementState;
    moves.push(...movesOf(rows, delivery, state, ownValues, job.detector));
  });
  const wanted = new Map<string, ComboValues>();
  const keys = moves.map((move) => {
    const key = comboKey(move.values);
    wanted.set(key, move.values);
    return key;
  });
  const assignment = await comboIdsOfValues(job.root, tx, datasetNo, wanted);
  const moved: MovedEvent[] = [];
  moves.forEach(({ row, flags }, index) => {
    const combo = assignment.ids.get(keys[index] as string) ?? 0;
    if (combo === row.combo && flags === row.flags) return;
    job.deltas.removeEvent(row.ms, row.combo, row.type, row.flags, null);
    job.deltas.addEvent(row.ms, combo, row.type, flags, null);
    moved.push({ row, combo, flags });
  });
  await runTogether(tx, moveEventsStatements(datasetNo, moved));
  return { states: dueStates, moved: moved.length, commit: assignment.commit };
}

/**
 * A message's follow-ups (in time order) with the values and flags they take from its
 * delivery; `state.humanOpen` follows the "first human open" flag.
 */
function movesOf(
  rows: readonly StoredFollowUp[],
  delivery: StoredEvent,
  state: EngagementState,
  ownValues: ReadonlyMap<number, ComboValues>,
  detector: NonHumanDetector,
): Move[] {
  const inherited = comboValuesOf(delivery.event);
  const moves: Move[] = [];
  let handOver = false;
  for (const row of rows) {
    const own = ownValues.get(row.combo);
    if (!own) continue;
    let flags = row.flags;
    const interaction = row.type === eventTypeCodes.open || row.type === eventTypeCodes.click;
    if (
      interaction &&
      (flags & eventFlags.machine) === 0 &&
      detector.isEarlyOpen(row.ms, delivery.ts)
    ) {
      flags |= eventFlags.machine;
      if ((flags & eventFlags.firstHumanOpen) !== 0) {
        flags &= ~eventFlags.firstHumanOpen;
        handOver = true;
      }
    }
    moves.push({ row, values: withInherited(own, inherited), flags });
  }
  if (handOver) {
    const next = moves.find(
      (move) => move.row.type === eventTypeCodes.open && (move.flags & eventFlags.machine) === 0,
    );
    if (next) next.flags |= eventFlags.firstHumanOpen;
    state.humanOpen = next ? { at: next.row.ms, key: next.row.key } : null;
  }
  return moves;
}

function withInherited(own: ComboValues, delivery: ComboValues): ComboValues {
  const values = { ...own };
  for (const field of inheritedFields) values[field] = own[field] ?? delivery[field];
  return values;
}
