// The checkpointer, where none runs. PGlite runs PostgreSQL as a single-user backend, which
// checkpoints only when told to or when it shuts down: its max_wal_size and checkpoint_timeout
// are never acted on (measured: 625 MB of WAL written under a max_wal_size of 64 MB, the redo
// point unmoved). Without this, every WAL segment written since the process started stays in
// pg_wal (about 5 GB for 10 M ingested events), and a crash replays all of it at the next start.
// A checkpoint is made by the checkpointer's two rules, with the server's own settings:
//  - the WAL since the last checkpoint's redo point past max_wal_size / (1 +
//    checkpoint_completion_target), where PostgreSQL requests one;
//  - the last checkpoint older than checkpoint_timeout, once a WAL segment has been written
//    since (below that, there is no segment to recycle and little to replay).
// A PostgreSQL server always has its checkpointer, and is left to it. maintenance.ts runs this
// with the vacuum and analyze halves; on PGlite it holds the only connection while it writes
// the dirty buffers out (1.2 s for 512 MB of buffers after a 10 M event ingest).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { timedStatement } from './tableStatements.ts';

export interface CheckpointRules {
  /** WAL bytes since the redo point at which PostgreSQL requests a checkpoint */
  walBytes: number;
  timeoutSeconds: number;
  segmentBytes: number;
}

/**
 * The server's checkpoint settings; null when its own checkpointer runs, which is wherever this
 * session is not a standalone (single-user) backend. (Another session's row in pg_stat_activity,
 * the checkpointer's included, shows its type only to a superuser or pg_read_all_stats.)
 */
export async function serverCheckpointRules(db: Kysely<Database>): Promise<CheckpointRules | null> {
  const { rows } = await sql<{ standalone: boolean } & Record<keyof CheckpointRules, string>>`
    select (select backend_type = 'standalone backend' from pg_stat_activity
        where pid = pg_backend_pid()) as standalone,
      pg_size_bytes(current_setting('max_wal_size'))
        / (1 + current_setting('checkpoint_completion_target')::float8) as "walBytes",
      extract(epoch from current_setting('checkpoint_timeout')::interval) as "timeoutSeconds",
      pg_size_bytes(current_setting('wal_segment_size')) as "segmentBytes"`.execute(db);
  const settings = rows[0]!;
  if (!settings.standalone) return null;
  return {
    walBytes: Number(settings.walBytes),
    timeoutSeconds: Number(settings.timeoutSeconds),
    segmentBytes: Number(settings.segmentBytes),
  };
}

/** Where the WAL stands against the last checkpoint. */
export interface CheckpointDistance {
  /** bytes since its redo point: what a crash would replay */
  walBytes: number;
  ageSeconds: number;
}

export async function checkpointDistance(db: Kysely<Database>): Promise<CheckpointDistance> {
  const { rows } = await sql<{ walBytes: string; ageSeconds: string }>`
    select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) as "walBytes",
      extract(epoch from now() - checkpoint_time) as "ageSeconds"
    from pg_control_checkpoint()`.execute(db);
  return { walBytes: Number(rows[0]!.walBytes), ageSeconds: Number(rows[0]!.ageSeconds) };
}

export interface Checkpointed {
  /** which rule made it due */
  cause: 'wal' | 'time';
  ms: number;
}

/** Makes a checkpoint when one is due by the rules; null when none was. */
export async function checkpointIfDue(
  db: Kysely<Database>,
  rules: CheckpointRules,
): Promise<Checkpointed | null> {
  const { walBytes, ageSeconds } = await checkpointDistance(db);
  const cause =
    walBytes >= rules.walBytes
      ? 'wal'
      : ageSeconds >= rules.timeoutSeconds && walBytes >= rules.segmentBytes
        ? 'time'
        : null;
  if (cause === null) return null;
  return { cause, ms: await timedStatement(db, sql`checkpoint`) };
}
