// SQL of re-attributing follow-ups to a delivery that landed after them: the stored follow-ups
// of some messages (from a time on, so only the partitions from there are read), and the
// statements moving events to their new combination and flags.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../../db/schema/index.ts';
import { textArray } from './arrayLiterals.ts';
import { ArrayWriter, arrayOf, binaryArray } from './binaryArrays.ts';
import { followUpTypes } from './engagement.ts';

export interface StoredFollowUp {
  /** the week partition holding the row, and the row's place in it (ctid) */
  part: string;
  tid: string;
  mid_hash: number;
  rcpt_hash: number;
  ms: number;
  key: number;
  type: number;
  flags: number;
  combo: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Opens, clicks, unsubscribes, complaints and trap hits of the given messages since `fromMs`. */
export async function followUpsOf(
  db: Db,
  datasetNo: number,
  midHashes: readonly number[],
  fromMs: number,
): Promise<StoredFollowUp[]> {
  const rows = await sql<StoredFollowUp>`
    select tableoid::regclass::text as part, ctid::text as tid, mid_hash, rcpt_hash,
      (extract(epoch from ts) * 1000)::int8 as ms, key, type, flags, combo
    from delivery_events
    where dataset_no = ${datasetNo} and mid_hash = any(${binaryArray('int8', midHashes)})
      and type = any(${binaryArray('int2', [...followUpTypes])}) and ts >= ${iso(fromMs)}::timestamptz
    order by ts, key`.execute(db);
  return rows.rows;
}

export interface MovedEvent {
  row: StoredFollowUp;
  combo: number;
  flags: number;
}

/**
 * The statements giving stored events their new combination and flags, one per partition.
 * Rows are found by their place, read in this transaction under the dataset's ingest lock
 * (nothing else moves them): a TID scan, whatever the planner knows of a partition filled
 * seconds ago. Left to statistics, an update joined on the key chose a scan of the partition's
 * last hours for every row while the partition was not analyzed yet: seconds a chunk. The key
 * is checked too, so a row removed since is never mistaken for another.
 */
export function moveEventsStatements(
  datasetNo: number,
  events: readonly MovedEvent[],
): RawBuilder<unknown>[] {
  const byPart = new Map<string, MovedEvent[]>();
  for (const event of events) {
    const moved = byPart.get(event.row.part);
    if (moved) moved.push(event);
    else byPart.set(event.row.part, [event]);
  }
  return [...byPart].map(([part, moved]) => {
    const tids = sql`${textArray(moved.map((event) => event.row.tid))}::tid[]`;
    const key = new ArrayWriter('int8', moved.length);
    const combo = new ArrayWriter('int4', moved.length);
    const flags = new ArrayWriter('int2', moved.length);
    for (const event of moved) {
      key.int8(event.row.key);
      combo.int4(event.combo);
      flags.int2(event.flags);
    }
    return sql`update ${sql.table(part)} e set combo = u.combo, flags = u.flags
      from unnest(${tids}, ${arrayOf(key)}, ${arrayOf(combo)}, ${arrayOf(flags)})
        as u(tid, key, combo, flags)
      where e.ctid = u.tid and e.key = u.key and e.dataset_no = ${datasetNo}`;
  });
}
