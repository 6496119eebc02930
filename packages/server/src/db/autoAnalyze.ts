// The analyze half of autovacuum, where it does not run: PGlite starts PostgreSQL in
// single-user mode, which has no autovacuum launcher, and a PostgreSQL server may run with
// `autovacuum = off` (this machine's does). No table is then ever analyzed and every query is
// planned on default estimates. Those rate a range on `ts` as more selective than `mid_hash =
// any(1,000 hashes)`, so a follow-up's look-up of its delivery walked a whole week's partition
// through the recipient index: 767 ms for 11 messages in a 6 M event database, 0.66 ms once
// analyzed (README, Ingest performance). Every naptime, a table whose rows changed since its
// last analyze by more than 50 + 10 % of its rows (autovacuum's default rule) is analyzed, and
// so is one never analyzed that holds rows (PGlite forgets the change counts when it closes,
// and a database written before this existed has them at zero), one statement each, skipping a
// table another session holds (an autovacuum worker, or another console process doing the
// same). Partitioned parents are left out, as autovacuum leaves them.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';

/** autovacuum's is a minute; ingest fills a week's partition within minutes on a busy dataset. */
export const analyzeNaptimeMs = 10_000;

const undefinedTable = '42P01';

export interface AnalyzeScope {
  /** PostgreSQL: only while the server's autovacuum is off (PGlite's never runs) */
  unlessAutovacuum: boolean;
}

/** Analyzes the tables due by autovacuum's rule; returns their names. */
export async function analyzeDueTables(
  db: Kysely<Database>,
  scope: AnalyzeScope,
): Promise<string[]> {
  const due = await sql<{ schema: string; name: string }>`
    select s.schemaname as schema, s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.relkind = 'r'
      and (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or (c.reltuples < 0 and pg_relation_size(c.oid) > 0))
      and (not ${scope.unlessAutovacuum} or not current_setting('autovacuum')::boolean)
    order by s.n_mod_since_analyze desc`.execute(db);
  const analyzed: string[] = [];
  for (const table of due.rows) {
    try {
      await sql`analyze (skip_locked) ${sql.id(table.schema, table.name)}`.execute(db);
      analyzed.push(table.name);
    } catch (error) {
      // Dropped since the check (retention drops old partitions).
      if ((error as { code?: string }).code !== undefinedTable) throw error;
    }
  }
  return analyzed;
}

export interface AutoAnalyze {
  /** waits for a run in progress, then schedules none */
  stop(): Promise<void>;
}

/** Runs analyzeDueTables every naptime (after the previous run ended) until stopped. */
export function startAutoAnalyze(
  db: Kysely<Database>,
  scope: AnalyzeScope,
  logger: { error(fields: { err: unknown }, message: string): void },
  naptimeMs = analyzeNaptimeMs,
): AutoAnalyze {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      running = analyzeDueTables(db, scope)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, 'analyzing tables failed'),
        )
        .finally(() => {
          if (!stopped) schedule();
        });
    }, naptimeMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
