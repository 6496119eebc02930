// One chunk of a batch in one transaction: take the dataset's ingest lock (its sequence row),
// settle follow-up events against their message (engagement.ts), assign combinations, then
// write everything (raw rows, rollup deltas, engagement states, the ingest log) as a single
// statement. Few round trips matter: on a busy machine each one waits for the database to be
// scheduled. On the checked path (a resent batch) duplicates are set aside first and the
// rollup deltas are those of the rows the insert actually stored.
import type { Kysely } from 'kysely';
import type { NonHumanDetector } from '../../../ingest/classify/nonHuman.ts';
import type { Database, Db } from '../../../db/schema/index.ts';
import { nextIngestSeq } from '../datasets.repository.ts';
import { comboValuesOf, type ComboValues } from '../dimensions.ts';
import { flagCounters } from '../eventCodes.ts';
import { assignCombos, comboKeyOfEvent } from './combos.ts';
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
import { knownDeliveries, rememberDeliveries } from './knownDeliveries.ts';
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
  const states = await engagementStates(tx, datasetNo, followUps);
  timer('engagement.states');
  const deliveries = await knownDeliveries(root, tx, datasetNo, rows, followUps, states);
  timer('engagement.deliveries');
  const outcome = applyEngagement(followUps, states, deliveries, write.detector);
  timer('engagement.apply');
  const commitCombos = await assignCombosOf(root, tx, datasetNo, rows, timer);
  const inserted = checked
    ? await insertNewEvents(tx, datasetNo, rows)
    : new Set(rows.map((stored) => stored.key));
  const deltas = new RollupDeltas();
  for (const stored of rows) {
    if (inserted.has(stored.key))
      deltas.addEvent(stored.ts, stored.combo, stored.type, stored.flags, stored.deliveryMs);
  }
  for (const revocation of outcome.revocations) {
    const revoked = await revokeFlags(tx, datasetNo, revocation);
    if (!revoked) continue;
    for (const [bit, counter] of flagCounters) {
      if ((revoked.cleared & bit) !== 0) deltas.removeFlag(revocation.ts, revoked.combo, counter);
    }
  }
  for (const state of outcome.states) {
    const delivery = deliveries.get(`${state.midHash}:${state.rcptHash}`);
    if (!delivery) continue;
    state.deliveredAt = delivery.at;
    state.deliveredCombo = delivery.combo ?? delivery.event?.combo ?? null;
  }
  const hourly = deltas.hourly.list();
  const daily = deltas.daily.list();
  addCount(write.timings, 'rows.hourly', hourly.length);
  addCount(write.timings, 'rows.daily', daily.length);
  const engagement = saveEngagementStatement(datasetNo, outcome.states);
  await runTogether(tx, [
    ...(checked || rows.length === 0 ? [] : [insertEventsStatement(datasetNo, rows)]),
    ...rollupStatements('hour', datasetNo, hourly),
    ...rollupStatements('day', datasetNo, daily),
    ...(engagement ? [engagement] : []),
    logStatement(datasetNo, seq, [...deltas.hours]),
  ]);
  timer('write');
  addCount(write.timings, 'rows.events', rows.length);
  addCount(write.timings, 'rows.engagement', outcome.states.length);
  return {
    stored: inserted.size,
    duplicates: batch.length - inserted.size,
    afterCommit: () => {
      commitCombos();
      rememberDeliveries(root, datasetNo, rows, inserted);
    },
  };
}

async function engagementStates(
  db: Db,
  datasetNo: number,
  followUps: readonly StoredEvent[],
): Promise<Map<string, EngagementState>> {
  const wanted = new Map<string, { midHash: number; rcptHash: number; at: number }>();
  for (const stored of followUps) {
    if (stored.messageKey === null || stored.midHash === null || wanted.has(stored.messageKey))
      continue;
    wanted.set(stored.messageKey, {
      midHash: stored.midHash,
      rcptHash: stored.rcptHash,
      at: stored.ts,
    });
  }
  const states = new Map<string, EngagementState>();
  for (const state of await loadEngagement(db, datasetNo, [...wanted.values()]))
    states.set(`${state.midHash}:${state.rcptHash}`, state);
  for (const [messageKey, message] of wanted) {
    if (!states.has(messageKey))
      states.set(messageKey, emptyState(message.midHash, message.rcptHash, message.at));
  }
  return states;
}

/** Assigns each row its combination id; returns what to remember once committed. */
async function assignCombosOf(
  root: Kysely<Database>,
  tx: Db,
  datasetNo: number,
  rows: readonly StoredEvent[],
  timer: (step: string) => void,
): Promise<() => void> {
  const keys: string[] = new Array<string>(rows.length);
  const wanted = new Map<string, { values: ComboValues; example: string | null }>();
  rows.forEach((stored, index) => {
    const key = comboKeyOfEvent(stored.event);
    keys[index] = key;
    if (!wanted.has(key))
      wanted.set(key, { values: comboValuesOf(stored.event), example: stored.event.diagnostic });
  });
  timer('combos.keys');
  const assignment = await assignCombos(root, tx, datasetNo, wanted);
  rows.forEach((stored, index) => {
    stored.combo = assignment.ids.get(keys[index] as string) ?? 0;
  });
  timer('combos.resolve');
  return () => assignment.commit();
}
