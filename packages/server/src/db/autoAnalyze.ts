// The analyze half of autovacuum, where it does not run: PGlite starts PostgreSQL in
// single-user mode, which has no autovacuum launcher, and a PostgreSQL server may run with
// `autovacuum = off` (this machine's does). No table is then ever analyzed and every query is
// planned on default estimates. Those rate a range on `ts` as more selective than `mid_hash =
// any(1,000 hashes)`, so a follow-up's look-up of its delivery walked a whole week's partition
// through the recipient index: 767 ms for 11 messages in a 6 M event database, 0.66 ms once
// analyzed (README, Ingest performance). A table whose rows changed since its last analyze by
// more than 50 + 10 % of its rows (autovacuum's default rule) is analyzed, and so is one never
// analyzed that holds rows (PGlite forgets the change counts when it closes, and a database
// written before this existed has them at zero), one statement each, skipping a table another
// session holds (an autovacuum worker, or another console process doing the same). Partitioned
// parents are left out, as autovacuum leaves them. maintenance.ts runs it with the vacuum half.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import type { MaintenanceScope } from './maintenance.ts';
import { runPerTable, type DueTable } from './tableStatements.ts';

export type AnalyzedTable = DueTable & { ms: number };

/** Analyzes the tables due by autovacuum's rule; returns them, with the time each took. */
export async function analyzeDueTables(
  db: Kysely<Database>,
  scope: MaintenanceScope,
): Promise<AnalyzedTable[]> {
  const due = await sql<DueTable>`
    select s.schemaname as schema, s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.relkind = 'r'
      and (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or (c.reltuples < 0 and pg_relation_size(c.oid) > 0))
      and (not ${scope.unlessAutovacuum} or not current_setting('autovacuum')::boolean)
    order by s.n_mod_since_analyze desc`.execute(db);
  return runPerTable(db, due.rows, (_, target) => sql`analyze (skip_locked) ${target}`);
}
