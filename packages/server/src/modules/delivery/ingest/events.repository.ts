// SQL of raw delivery events: the batch insert (failing on a duplicate, or skipping it), which
// of a batch's events are stored already, a message's delivery, and taking back a "first"
// flag from an event that turned out not to be the first.
import { sql } from 'kysely';
import type { Db } from '../../../db/schema/index.ts';
import { arrayParam } from './arrayLiterals.ts';
import type { StoredEvent } from './storedEvent.ts';

/** A timestamptz from epoch milliseconds, exactly (no float rounding). */
const fromMs = (ms: unknown) => sql`(timestamptz 'epoch' + ${ms} * interval '1 millisecond')`;

const eventColumns = sql.join(
  [
    'ts',
    'key',
    'rcpt_hash',
    'mid_hash',
    'dataset_no',
    'combo',
    'delivery_ms',
    'type',
    'flags',
    'recipient',
    'message_id',
    'sender',
    'diagnostic',
  ].map((column) => sql.id(column)),
);

/**
 * The insert of a batch's raw rows, without ON CONFLICT: a stored duplicate fails it (unique
 * violation 23505). It is the fast path, for batches that are expected to be new: it saves
 * the speculative insertion ON CONFLICT costs per row.
 */
export function insertEventsStatement(datasetNo: number, events: readonly StoredEvent[]) {
  return sql`insert into delivery_events (${eventColumns})
    select ${fromMs(sql.ref('u.ms'))}, u.key, u.rcpt_hash, u.mid_hash, ${datasetNo}::int, u.combo,
      u.delivery_ms, u.type, u.flags, u.recipient, u.message_id, u.sender, u.diagnostic
    from unnest(
      ${arrayParam(
        'int8',
        events.map((row) => row.ts),
      )},
      ${arrayParam(
        'int8',
        events.map((row) => row.key),
      )},
      ${arrayParam(
        'int8',
        events.map((row) => row.rcptHash),
      )},
      ${arrayParam(
        'int8',
        events.map((row) => row.midHash),
      )},
      ${arrayParam(
        'int4',
        events.map((row) => row.combo),
      )},
      ${arrayParam(
        'int4',
        events.map((row) => row.deliveryMs),
      )},
      ${arrayParam(
        'int2',
        events.map((row) => row.type),
      )},
      ${arrayParam(
        'int2',
        events.map((row) => row.flags),
      )},
      ${arrayParam(
        'text',
        events.map((row) => row.event.recipient),
      )},
      ${arrayParam(
        'text',
        events.map((row) => row.event.messageId),
      )},
      ${arrayParam(
        'text',
        events.map((row) => row.event.sender),
      )},
      ${arrayParam(
        'text',
        events.map((row) => row.event.diagnostic),
      )}
    ) as u(ms, key, rcpt_hash, mid_hash, combo, delivery_ms, type, flags, recipient, message_id,
      sender, diagnostic)`;
}

/** The checked path's insert: duplicates are skipped; returns the keys of the new rows. */
export async function insertNewEvents(
  db: Db,
  datasetNo: number,
  events: readonly StoredEvent[],
): Promise<Set<number>> {
  if (events.length === 0) return new Set();
  const rows = await sql<{ key: number }>`${insertEventsStatement(datasetNo, events)}
    on conflict do nothing returning key`.execute(db);
  return new Set(rows.rows.map((row) => row.key));
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/** Keys of the given events that are stored already. */
export async function storedKeys(
  db: Db,
  datasetNo: number,
  events: readonly StoredEvent[],
): Promise<Set<number>> {
  if (events.length === 0) return new Set();
  const rows = await sql<{ key: number }>`
    select u.key from unnest(
      ${arrayParam(
        'int8',
        events.map((row) => row.rcptHash),
      )},
      ${arrayParam(
        'int8',
        events.map((row) => row.ts),
      )},
      ${arrayParam(
        'int8',
        events.map((row) => row.key),
      )}) as u(rcpt_hash, ms, key)
    where exists (
      select 1 from delivery_events e
      where e.dataset_no = ${datasetNo} and e.rcpt_hash = u.rcpt_hash
        and e.ts = ${fromMs(sql.ref('u.ms'))} and e.key = u.key)`.execute(db);
  return new Set(rows.rows.map((row) => row.key));
}

export interface DeliveryRow {
  mid_hash: number;
  rcpt_hash: number;
  ms: number;
  combo: number;
}

/** Delivered events of the given messages between two instants (epoch ms). */
export async function deliveriesOf(
  db: Db,
  datasetNo: number,
  midHashes: readonly number[],
  fromMsInclusive: number,
  toMsInclusive: number,
): Promise<DeliveryRow[]> {
  if (midHashes.length === 0) return [];
  const rows = await sql<DeliveryRow>`
    select mid_hash, rcpt_hash, (extract(epoch from ts) * 1000)::int8 as ms, combo
    from delivery_events
    where dataset_no = ${datasetNo} and mid_hash = any(${arrayParam('int8', midHashes)}) and type = 2
      and ts >= ${new Date(fromMsInclusive).toISOString()}::timestamptz
      and ts <= ${new Date(toMsInclusive).toISOString()}::timestamptz`.execute(db);
  return rows.rows;
}

export interface Revocation {
  rcptHash: number;
  ts: number;
  key: number;
  bits: number;
}

/**
 * Clears flag bits on one stored event; returns its combination and the bits that were set,
 * or null when the event is gone (removed by retention).
 */
export async function revokeFlags(
  db: Db,
  datasetNo: number,
  revocation: Revocation,
): Promise<{ combo: number; cleared: number } | null> {
  const match = sql`dataset_no = ${datasetNo} and rcpt_hash = ${revocation.rcptHash}::int8
    and ts = ${new Date(revocation.ts).toISOString()}::timestamptz
    and key = ${revocation.key}::int8`;
  const found = await sql<{ combo: number; flags: number }>`
    select combo, flags from delivery_events where ${match}`.execute(db);
  const row = found.rows[0];
  if (!row) return null;
  const cleared = row.flags & revocation.bits;
  if (cleared === 0) return { combo: row.combo, cleared };
  await sql`update delivery_events set flags = flags & (~(${cleared}::int2)) where ${match}`.execute(
    db,
  );
  return { combo: row.combo, cleared };
}
