// Stores normalised events of one dataset: durable and idempotent. A batch is split into
// chunks of one transaction each (batchWriter.ts); the caller may answer 2xx once this
// returns: everything is committed.
//
// Fast path: a chunk is expected to be new, so its rows are inserted without ON CONFLICT. If
// one is stored already (a resent batch), the statement fails, the transaction rolls back, and
// the chunk is redone on the checked path. A resent follow-up cannot take a "first" flag from
// the event it duplicates (that one holds it, or an earlier one does), so the fast path need
// not look for stored duplicates before weighing flags.
import type { Kysely } from 'kysely';
import { defaultNonHumanDetector, type NonHumanDetector } from '../../classify/nonHuman.ts';
import type { NormalisedEvent } from '../../event.ts';
import type { Database } from '../../../../db/schema/index.ts';
import { ensureDeliveryDataset } from '../../datasets.repository.ts';
import { writeChunk, type ChunkOutcome } from './batchWriter.ts';
import { isUniqueViolation } from './events.repository.ts';
import { dayMs, ensurePartitions, forgetPartitions, isMissingPartition } from './partitions.ts';
import { addCount, stepTimer, type Timings } from './stepTimer.ts';
import { toStoredEvent, type StoredEvent } from './storedEvent.ts';

export interface StoreOptions {
  nonHuman?: NonHumanDetector;
  /** events per transaction (default 20,000) */
  chunkSize?: number;
  /** when given, milliseconds spent per step are added here (benchmarks) */
  timings?: Timings;
  /** after each committed chunk, with the batch's counts so far */
  onChunk?: (soFar: Readonly<StoreResult>) => void;
}

export interface StoreResult {
  stored: number;
  duplicates: number;
}

export async function storeEvents(
  db: Kysely<Database>,
  datasetId: string,
  events: readonly NormalisedEvent[],
  options: StoreOptions = {},
): Promise<StoreResult> {
  const { dataset_no: datasetNo } = await ensureDeliveryDataset(db, datasetId);
  const unique = withoutRepeats(events.map(toStoredEvent));
  const result: StoreResult = { stored: 0, duplicates: events.length - unique.length };
  const chunkSize = options.chunkSize ?? 20_000;
  for (let start = 0; start < unique.length; start += chunkSize) {
    const chunk = await storeChunk(db, datasetNo, unique.slice(start, start + chunkSize), options);
    result.stored += chunk.stored;
    result.duplicates += chunk.duplicates;
    options.onChunk?.(result);
  }
  return result;
}

/**
 * The first event of each idempotency key (`event.id`) of a batch. Found by the low 30 bits
 * of the key's hash, which storage computes anyway (a small integer: no boxed map key),
 * comparing ids only when those meet: a set of the id strings cost a copy and a hash of each.
 */
export function withoutRepeats(batch: readonly StoredEvent[]): StoredEvent[] {
  const firstId = new Map<number, string>();
  // ids of the later events whose bits met an earlier, different id (a few per large batch)
  let others: Set<string> | null = null;
  const unique: StoredEvent[] = [];
  for (const stored of batch) {
    const id = stored.event.id;
    const bits = stored.key & 0x3f_ff_ff_ff;
    const first = firstId.get(bits);
    if (first === undefined) firstId.set(bits, id);
    else if (first === id) continue;
    else {
      others ??= new Set();
      if (others.has(id)) continue;
      others.add(id);
    }
    unique.push(stored);
  }
  return unique;
}

async function storeChunk(
  db: Kysely<Database>,
  datasetNo: number,
  events: readonly StoredEvent[],
  options: StoreOptions,
): Promise<StoreResult> {
  const timer = stepTimer(options.timings);
  const days = new Set(events.map((stored) => Math.floor(stored.ts / dayMs)));
  await ensurePartitions(db, days);
  timer('prepare');
  try {
    return await storeChunkOnce(db, datasetNo, events, options);
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    forgetPartitions(db);
    await ensurePartitions(db, days);
    // The failed attempt may have changed its rows (combinations, flags): start afresh.
    const fresh = events.map((stored) => toStoredEvent(stored.event));
    return storeChunkOnce(db, datasetNo, fresh, options);
  }
}

async function storeChunkOnce(
  db: Kysely<Database>,
  datasetNo: number,
  events: readonly StoredEvent[],
  options: StoreOptions,
): Promise<StoreResult> {
  let first = true;
  const attempt = async (checked: boolean): Promise<ChunkOutcome> => {
    // A failed attempt may have changed its rows (combinations, flags): a redo starts afresh.
    const rows = first ? [...events] : events.map((stored) => toStoredEvent(stored.event));
    first = false;
    const batch = rows.sort((a, b) => a.ts - b.ts);
    const detector = options.nonHuman ?? defaultNonHumanDetector;
    const write = { root: db, datasetNo, batch, checked, detector, timings: options.timings };
    const outcome = await db.transaction().execute((tx) => writeChunk(tx, write));
    outcome.afterCommit();
    return outcome;
  };
  try {
    return await attempt(false);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    addCount(options.timings, 'checkedRedos', 1);
    return attempt(true);
  }
}
