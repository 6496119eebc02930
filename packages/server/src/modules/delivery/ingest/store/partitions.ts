// Week partitions of delivery_events (PostgreSQL declarative partitioning, on PGlite too), from
// Monday 00:00 UTC. A week keeps a partition's indexes small enough to stay in memory while it
// is written, and a 30-day search or report edge touches five partitions, not thirty. A
// batch's weeks are created before its transaction, in a statement of their own (creating a
// partition locks the parent); two processes racing to create the same week both succeed.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../../db/schema/index.ts';
import {
  copyStatisticsTargets,
  createPartitionTable,
  dropPartitionTable,
  partitionTableNames,
} from './partitions.repository.ts';

export const dayMs = 86_400_000;
export const partitionDays = 7;
const partitionPrefix = 'delivery_events_w';

const knownStarts = new WeakMap<Kysely<Database>, Set<number>>();

/** The first day (since the epoch, a Monday) of the partition holding a day. */
export function partitionStart(day: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  return day - ((((day + 3) % 7) + 7) % 7);
}

export function partitionName(startDay: number): string {
  return (
    partitionPrefix + new Date(startDay * dayMs).toISOString().slice(0, 10).replaceAll('-', '')
  );
}

export function startOfPartition(name: string): number | null {
  const match = /^delivery_events_w(\d{4})(\d{2})(\d{2})$/.exec(name);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / dayMs;
}

/** First days (since the epoch) of the existing partitions, oldest first. */
export async function existingPartitions(db: Db): Promise<number[]> {
  return (await partitionTableNames(db))
    .map(startOfPartition)
    .filter((day): day is number => day !== null)
    .sort((a, b) => a - b);
}

async function createPartition(db: Kysely<Database>, startDay: number): Promise<void> {
  const from = new Date(startDay * dayMs).toISOString();
  const to = new Date((startDay + partitionDays) * dayMs).toISOString();
  try {
    await createPartitionTable(db, partitionName(startDay), from, to);
  } catch (error) {
    // Another process created it between our check and our statement.
    const code = (error as { code?: string }).code;
    if (code !== '42P07' && code !== '23505') throw error;
  }
  // PostgreSQL creates a partition with the default statistics targets, not those set on
  // delivery_events (migration 0101). Copying is idempotent, so the loser of a creation race
  // does it again rather than trust a winner that may have died in between.
  await copyStatisticsTargets(db, partitionName(startDay));
}

/** Makes sure the partitions of the given days exist. */
export async function ensurePartitions(
  db: Kysely<Database>,
  days: Iterable<number>,
): Promise<void> {
  let known = knownStarts.get(db);
  if (!known) {
    known = new Set(await existingPartitions(db));
    knownStarts.set(db, known);
  }
  for (const day of days) {
    const start = partitionStart(day);
    if (known.has(start)) continue;
    await createPartition(db, start);
    known.add(start);
  }
}

/** Forgets the known partitions (another process dropped some): the next batch looks again. */
export function forgetPartitions(db: Kysely<Database>): void {
  knownStarts.delete(db);
}

/** A row found no partition: one was dropped (retention) since this process looked. */
export function isMissingPartition(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23514';
}

/** Drops the partitions that end on or before `beforeDay`; returns how many were dropped. */
export async function dropPartitionsBefore(
  db: Kysely<Database>,
  beforeDay: number,
): Promise<number> {
  const starts = (await existingPartitions(db)).filter(
    (start) => start + partitionDays <= beforeDay,
  );
  for (const start of starts) {
    await dropPartitionTable(db, partitionName(start));
  }
  knownStarts.delete(db);
  return starts.length;
}
