// Storage of the delivery tables after ingest: bytes on disk (tables, indexes, TOAST) per part,
// and the write-ahead log kept beside them.
import { sql } from 'kysely';
import { checkpointDistance } from '../../src/db/checkpoints.ts';
import type { Storage } from '../../src/db/database.ts';

export async function storageFigures(
  storage: Storage,
): Promise<{ totalBytes: number; parts: [string, number][] }> {
  const rows = await sql<{ part: string; bytes: number }>`
    select case
        when c.relname like 'delivery_events%' then 'events'
        when c.relname like 'delivery_rollup%' or c.relname like 'delivery_delays%' then 'rollups'
        when c.relname like 'delivery_engagement%' then 'engagement'
        else 'other' end as part,
      sum(pg_total_relation_size(c.oid))::float8 as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'delivery%'
    group by 1 order by 2 desc`.execute(storage.db);
  const parts = rows.rows.map((row) => [row.part, row.bytes] as [string, number]);
  return { totalBytes: parts.reduce((sum, [, bytes]) => sum + bytes, 0), parts };
}

/** pg_wal on disk, and the part of it a crash would replay: the WAL since the last redo point. */
export async function walFigures(
  storage: Storage,
): Promise<{ keptBytes: number; sinceCheckpointBytes: number }> {
  const { rows } = await sql<{ bytes: number }>`
    select coalesce(sum(size), 0)::float8 as bytes from pg_ls_waldir()`.execute(storage.db);
  const { walBytes } = await checkpointDistance(storage.db);
  return { keptBytes: rows[0]?.bytes ?? 0, sinceCheckpointBytes: walBytes };
}
