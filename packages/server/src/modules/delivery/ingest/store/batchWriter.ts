// One chunk of a batch in one transaction: take the dataset's ingest lock (its sequence row),
// re-attribute stored follow-ups whose delivery is in the chunk (lateDeliveries.ts), settle
// the chunk's follow-up events against their message (engagement.ts), assign combinations, then
// write everything (raw rows, rollup deltas, engagement states, the ingest log) as a single
// statement. Few round trips matter: on a busy machine each one waits for the database to be
// scheduled. On the checked path (a resent batch) duplicates are set aside first and the
// rollup deltas are those of the rows the insert actually stored.
import type { Kysely } from 'kysely';
import type { NonHumanDetector } from '../../classify/nonHuman.ts';
import type { Database, Db } from '../../../../db/schema/index.ts';
import { nextIngestSeq } from '../../datasets.repository.ts';
import { comboValuesOf, type ComboValues } from '../../dimensions.ts';
import { flagCounters } from '../../eventCodes.ts';
import { comboHashOfEvent, sameComboOfEvents } from './comboHash.ts';
import { assignCombos, comboKeyOfEvent, knownCombos } from './combos.ts';
import {
  loadEngagement,
  saveEngagementStatement,
  type EngagementState,
} from './engagement.repository.ts';
import { applyEngagement, emptyState, followUpTypes } from './engagement.ts';
import {
  insertEventsStatement,
  insertNewEvents,
  revokeFlags,
  storedKeys,
} from './events.repository.ts';
import { deliveryCacheOf } from '../cache/deliveryCache.ts';
import { knownDeliveries, rememberDeliveries, type DeliveryKnowledge } from './knownDeliveries.ts';
import { lateDeliveriesOf, reattribute } from './lateDeliveries.ts';
import { pendingMessages } from '../cache/pendingMessages.ts';
import { MessageMap } from '../cache/messageMap.ts';
import { logStatement, rollupStatements, runTogether } from './rollups.repository.ts';
import { RollupDeltas } from './rollupDeltas.ts';
import { addCount, stepTimer, type Timings } from './stepTimer.ts';
import type { StoredEvent } from './storedEvent.ts';

export interface ChunkWrite {
  root: Kysely<Database>;
  datasetNo: number;
  /** the chunk's events, sorted by time */
  batch: StoredEvent[];
  checked: boolean;
  detector: NonHumanDetector;
  timings: Timings | undefined;
}

export interface ChunkOutcome {
  stored: number;
  duplicates: number;
  /** run after the commit: remember new combinations and deliveries */
  afterCommit: () => void;
}

export async function writeChunk(tx: Db, write: ChunkWrite): Promise<ChunkOutcome> {
  const { root, datasetNo, batch, checked } = write;
  const timer = stepTimer(write.timings);
  const seq = await nextIngestSeq(tx, datasetNo);
  const candidates = batch.filter((stored) => followUpTypes.has(stored.type));
  const already = checked ? await storedKeys(tx, datasetNo, candidates) : new Set<number>();
  const rows = already.size === 0 ? batch : batch.filter((stored) => !already.has(stored.key));
  const followUps = candidates.filter((stored) => !already.has(stored.key));
  timer('lock');
  // Stored follow-ups whose delivery is in this chunk: they are re-attributed first.
  const pending = await pendingMessages(root, tx, datasetNo);
  const late = lateDeliveriesOf(rows, pending, deliveryCacheOf(root, datasetNo));
  const { states, followed } =
    followUps.length === 0 && late.size === 0
      ? { states: new MessageMap<EngagementState>(), followed: 0 }
      : await engagementStates(tx, datasetNo, followUps, late);
  timer('engagement.states');
  const deltas = new RollupDeltas();
  const reattribution =
    late.size === 0
      ? null
      : await reattribute(tx, { root, datasetNo, late, states, detector: write.detector, deltas });
  timer('engagement.late');
  const deliveries =
    states.size === 0
      ? new MessageMap<DeliveryKnowledge>()
      : await knownDeliveries(root, tx, datasetNo, rows, followUps, states);
  timer('engagement.deliveries');
  // Messages whose delivery is not known yet (stored later, or in another request in flight)
  // wait for it; their follow-ups inherit no dimension values until it lands.
  let undelivered = 0;
  states.forEach((state, midHash, rcptHash) => {
    if (deliveries.has(midHash, rcptHash)) return;
    pending.remember(midHash, rcptHash, state.lastAt, 0);
    undelivered += 1;
  });
  addCount(write.timings, 'rows.followedMessages', followed);
  addCount(write.timings, 'rows.followedUndelivered', undelivered);
  addCount(write.timings, 'rows.lateDelivered', reattribution?.states.length ?? 0);
  addCount(write.timings, 'rows.reattributed', reattribution?.moved ?? 0);
  const outcome = applyEngagement(followUps, states, deliveries, write.detector);
  timer('engagement.apply');
  const commitCombos = await assignCombosOf(root, tx, datasetNo, rows, timer);
  // null: every row was inserted (the fast path fails whole on a duplicate).
  const inserted = checked ? await insertNewEvents(tx, datasetNo, rows) : null;
  for (const stored of rows) {
    if (inserted === null || inserted.has(stored.key))
      deltas.addEvent(stored.ts, stored.combo, stored.type, stored.flags, stored.deliveryMs);
  }
  for (const revocation of outcome.revocations) {
    const revoked = await revokeFlags(tx, datasetNo, revocation);
    if (!revoked) continue;
    for (const [bit, counter] of flagCounters) {
      if ((revoked.cleared & bit) !== 0) deltas.removeFlag(revocation.ts, revoked.combo, counter);
    }
  }
  const changedStates = [...new Set([...outcome.states, ...(reattribution?.states ?? [])])];
  for (const state of changedStates) {
    const delivery = deliveries.get(state.midHash, state.rcptHash);
    if (!delivery) continue;
    state.deliveredAt = delivery.at;
    state.deliveredCombo = delivery.combo ?? delivery.event?.combo ?? null;
  }
  const hourly = deltas.hourly.list();
  const daily = deltas.daily.list();
  addCount(write.timings, 'rows.hourly', hourly.length);
  addCount(write.timings, 'rows.daily', daily.length);
  const engagement = saveEngagementStatement(datasetNo, changedStates);
  const statements = [
    ...(checked || rows.length === 0 ? [] : [insertEventsStatement(datasetNo, rows)]),
    ...rollupStatements('hour', datasetNo, hourly),
    ...rollupStatements('day', datasetNo, daily),
    ...(engagement ? [engagement] : []),
    logStatement(datasetNo, seq, [...deltas.hours]),
  ];
  timer('write.build');
  await runTogether(tx, statements);
  timer('write');
  addCount(write.timings, 'rows.events', rows.length);
  addCount(write.timings, 'rows.engagement', changedStates.length);
  const stored = inserted === null ? rows.length : inserted.size;
  return {
    stored,
    duplicates: batch.length - stored,
    afterCommit: () => {
      reattribution?.commit();
      commitCombos();
      rememberDeliveries(root, datasetNo, rows, inserted);
    },
  };
}

/**
 * The states of the messages of the follow-ups and of the late deliveries (stored, or new),
 * and how many messages the follow-ups name.
 */
async function engagementStates(
  db: Db,
  datasetNo: number,
  followUps: readonly StoredEvent[],
  late: MessageMap<StoredEvent>,
): Promise<{ states: MessageMap<EngagementState>; followed: number }> {
  const wanted = new MessageMap<number>();
  for (const stored of followUps) {
    if (stored.midHash === null || wanted.has(stored.midHash, stored.rcptHash)) continue;
    wanted.set(stored.midHash, stored.rcptHash, stored.ts);
  }
  const followed = wanted.size;
  late.forEach((delivery, midHash, rcptHash) => {
    if (!wanted.has(midHash, rcptHash)) wanted.set(midHash, rcptHash, delivery.ts);
  });
  const messages: { midHash: number; rcptHash: number }[] = [];
  wanted.forEach((_at, midHash, rcptHash) => messages.push({ midHash, rcptHash }));
  const states = new MessageMap<EngagementState>();
  for (const state of await loadEngagement(db, datasetNo, messages))
    states.set(state.midHash, state.rcptHash, state);
  wanted.forEach((at, midHash, rcptHash) => {
    if (!states.has(midHash, rcptHash))
      states.set(midHash, rcptHash, emptyState(midHash, rcptHash, at));
  });
  return { states, followed };
}

/** Rows of one combination this process does not know, and the next group of the same hash. */
interface ComboGroup {
  rows: StoredEvent[];
  next: ComboGroup | null;
}

/** Assigns each row its combination id; returns what to remember once committed. */
async function assignCombosOf(
  root: Kysely<Database>,
  tx: Db,
  datasetNo: number,
  rows: readonly StoredEvent[],
  timer: (step: string) => void,
): Promise<() => void> {
  // Rows of combinations this process knows are done here; the others are grouped by hash
  // (and values), so that only one key string is built per combination looked up.
  const knownComboId = knownCombos(root, datasetNo);
  const groups = new Map<number, ComboGroup>();
  for (const stored of rows) {
    const hash = comboHashOfEvent(stored.event);
    const id = knownComboId(stored.event, hash);
    if (id !== undefined) {
      stored.combo = id;
      continue;
    }
    const first = groups.get(hash);
    let group = first;
    while (group && !sameComboOfEvents((group.rows[0] as StoredEvent).event, stored.event))
      group = group.next ?? undefined;
    if (group) group.rows.push(stored);
    else groups.set(hash, { rows: [stored], next: first ?? null });
  }
  const wanted = new Map<string, { values: ComboValues; example: string | null }>();
  const waiting = new Map<string, StoredEvent[]>();
  for (const first of groups.values()) {
    for (let group: ComboGroup | null = first; group; group = group.next) {
      const event = (group.rows[0] as StoredEvent).event;
      const key = comboKeyOfEvent(event);
      wanted.set(key, { values: comboValuesOf(event), example: event.diagnostic });
      waiting.set(key, group.rows);
    }
  }
  timer('combos.keys');
  const assignment = await assignCombos(root, tx, datasetNo, wanted);
  for (const [key, same] of waiting) {
    const id = assignment.ids.get(key) ?? 0;
    for (const stored of same) stored.combo = id;
  }
  timer('combos.resolve');
  return () => assignment.commit();
}
