// SQL of per-message engagement state: which stored event holds the "first open", "first
// human open", "first click" and "first unsubscribe" of a message, and when it was delivered.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../../db/schema/index.ts';
import { ArrayWriter, arrayOf, binaryArray } from './binaryArrays.ts';

export interface Holder {
  at: number;
  key: number;
}

export interface EngagementState {
  midHash: number;
  rcptHash: number;
  deliveredAt: number | null;
  deliveredCombo: number | null;
  open: Holder | null;
  humanOpen: Holder | null;
  click: Holder | null;
  unsub: Holder | null;
  lastAt: number;
}

interface StateRow {
  mid_hash: number;
  rcpt_hash: number;
  delivered_ms: number | null;
  delivered_combo: number | null;
  open_ms: number | null;
  open_key: number | null;
  human_open_ms: number | null;
  human_open_key: number | null;
  click_ms: number | null;
  click_key: number | null;
  unsub_ms: number | null;
  unsub_key: number | null;
  last_ms: number;
}

const ms = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000)::int8`;

function holder(at: number | null, key: number | null): Holder | null {
  return at === null || key === null ? null : { at, key };
}

export async function loadEngagement(
  db: Db,
  datasetNo: number,
  messages: readonly { midHash: number; rcptHash: number }[],
): Promise<EngagementState[]> {
  if (messages.length === 0) return [];
  const rows = await sql<StateRow>`
    select s.mid_hash, s.rcpt_hash, ${ms('s.delivered_at')} as delivered_ms, s.delivered_combo,
      ${ms('s.open_at')} as open_ms, s.open_key,
      ${ms('s.human_open_at')} as human_open_ms, s.human_open_key,
      ${ms('s.click_at')} as click_ms, s.click_key,
      ${ms('s.unsub_at')} as unsub_ms, s.unsub_key, ${ms('s.last_at')} as last_ms
    from unnest(${binaryArray(
      'int8',
      messages.map((m) => m.midHash),
    )},
      ${binaryArray(
        'int8',
        messages.map((m) => m.rcptHash),
      )})
      as u(mid_hash, rcpt_hash)
    join delivery_engagement s on s.dataset_no = ${datasetNo}
      and s.mid_hash = u.mid_hash and s.rcpt_hash = u.rcpt_hash`.execute(db);
  return rows.rows.map((row) => ({
    midHash: row.mid_hash,
    rcptHash: row.rcpt_hash,
    deliveredAt: row.delivered_ms,
    deliveredCombo: row.delivered_combo,
    open: holder(row.open_ms, row.open_key),
    humanOpen: holder(row.human_open_ms, row.human_open_key),
    click: holder(row.click_ms, row.click_key),
    unsub: holder(row.unsub_ms, row.unsub_key),
    lastAt: row.last_ms,
  }));
}

const stateColumns = [
  'open_at',
  'open_key',
  'human_open_at',
  'human_open_key',
  'click_at',
  'click_key',
  'unsub_at',
  'unsub_key',
  'delivered_at',
  'delivered_combo',
  'last_at',
] as const;

/** The upsert saving changed states (null when there are none); binary arrays, as rollups. */
export function saveEngagementStatement(
  datasetNo: number,
  states: readonly EngagementState[],
): RawBuilder<unknown> | null {
  if (states.length === 0) return null;
  const count = states.length;
  const midHash = new ArrayWriter('int8', count);
  const rcptHash = new ArrayWriter('int8', count);
  const openAt = new ArrayWriter('timestamptz', count);
  const openKey = new ArrayWriter('int8', count);
  const humanOpenAt = new ArrayWriter('timestamptz', count);
  const humanOpenKey = new ArrayWriter('int8', count);
  const clickAt = new ArrayWriter('timestamptz', count);
  const clickKey = new ArrayWriter('int8', count);
  const unsubAt = new ArrayWriter('timestamptz', count);
  const unsubKey = new ArrayWriter('int8', count);
  const deliveredAt = new ArrayWriter('timestamptz', count);
  const deliveredCombo = new ArrayWriter('int4', count);
  const lastAt = new ArrayWriter('timestamptz', count);
  for (const state of states) {
    midHash.int8(state.midHash);
    rcptHash.int8(state.rcptHash);
    openAt.timestamptz(state.open?.at ?? null);
    openKey.int8(state.open?.key ?? null);
    humanOpenAt.timestamptz(state.humanOpen?.at ?? null);
    humanOpenKey.int8(state.humanOpen?.key ?? null);
    clickAt.timestamptz(state.click?.at ?? null);
    clickKey.int8(state.click?.key ?? null);
    unsubAt.timestamptz(state.unsub?.at ?? null);
    unsubKey.int8(state.unsub?.key ?? null);
    deliveredAt.timestamptz(state.deliveredAt);
    deliveredCombo.int4(state.deliveredCombo);
    lastAt.timestamptz(state.lastAt);
  }
  const arrays = [
    openAt,
    openKey,
    humanOpenAt,
    humanOpenKey,
    clickAt,
    clickKey,
    unsubAt,
    unsubKey,
    deliveredAt,
    deliveredCombo,
    lastAt,
  ].map((writer) => sql`unnest(${arrayOf(writer)})`);
  return sql`insert into delivery_engagement as s (dataset_no, mid_hash, rcpt_hash,
      ${sql.join(stateColumns.map((column) => sql.id(column)))})
    select ${datasetNo}::int, unnest(${arrayOf(midHash)}), unnest(${arrayOf(rcptHash)}),
      ${sql.join(arrays)}
    on conflict (dataset_no, mid_hash, rcpt_hash) do update set
      ${sql.join(stateColumns.map((column) => sql`${sql.id(column)} = ${sql.ref(`excluded.${column}`)}`))}`;
}

/**
 * Messages with follow-ups stored and no delivery known, whose last follow-up is at most
 * `withinMs` older than the dataset's latest (event time: an import of last year's logs waits
 * as a live feed does).
 */
export async function undeliveredMessages(
  db: Db,
  datasetNo: number,
  withinMs: number,
): Promise<{ mid_hash: number; rcpt_hash: number; last_ms: number }[]> {
  const rows = await sql<{ mid_hash: number; rcpt_hash: number; last_ms: number }>`
    select mid_hash, rcpt_hash, ${ms('last_at')} as last_ms from delivery_engagement
    where dataset_no = ${datasetNo} and delivered_at is null
      and last_at >= (select max(last_at) from delivery_engagement where dataset_no = ${datasetNo})
        - ${withinMs} * interval '1 millisecond'`.execute(db);
  return rows.rows;
}
