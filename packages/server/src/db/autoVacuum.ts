// The vacuum half of autovacuum, where it does not run (see autoAnalyze.ts for why it does not).
// Without it, the rows that upserts replace (rollups, engagement states) and that re-attribution
// moves (events) are only ever pruned page by page, their indexes keep every dead entry, and no
// row is ever frozen: at 10 M per-event webhooks a day (Mailgun posts one event per request, one
// transaction each), a table's oldest transaction id passes the 200 M freeze age in about three
// weeks. A table is vacuumed by autovacuum's three rules, with the server's own settings:
//  - dead rows past autovacuum_vacuum_threshold + autovacuum_vacuum_scale_factor × rows
//    (50 + 20 % by default);
//  - rows inserted since its last vacuum past autovacuum_vacuum_insert_threshold +
//    autovacuum_vacuum_insert_scale_factor × rows (1,000 + 20 %), which marks an insert-only
//    partition's pages all-visible and freezes their older rows a part at a time;
//  - its oldest unfrozen transaction (or multixact) id older than autovacuum_freeze_max_age
//    (200 M): then with FREEZE, so that it is young again whatever vacuum_freeze_min_age says.
// Each is one statement with `skip_locked`, most urgent first: on PGlite it holds the only
// connection while it runs (README, Storage).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import type { MaintenanceScope } from './maintenance.ts';
import { runPerTable, type DueTable } from './tableStatements.ts';

export interface VacuumRules {
  deadThreshold: number;
  deadScale: number;
  insertThreshold: number;
  insertScale: number;
  freezeMaxAge: number;
  multixactFreezeMaxAge: number;
}

/** The server's autovacuum settings (PGlite's are PostgreSQL's defaults). */
export async function serverVacuumRules(db: Kysely<Database>): Promise<VacuumRules> {
  const { rows } = await sql<Record<keyof VacuumRules, string>>`
    select current_setting('autovacuum_vacuum_threshold') as "deadThreshold",
      current_setting('autovacuum_vacuum_scale_factor') as "deadScale",
      current_setting('autovacuum_vacuum_insert_threshold') as "insertThreshold",
      current_setting('autovacuum_vacuum_insert_scale_factor') as "insertScale",
      current_setting('autovacuum_freeze_max_age') as "freezeMaxAge",
      current_setting('autovacuum_multixact_freeze_max_age') as "multixactFreezeMaxAge"`.execute(
    db,
  );
  const settings = rows[0]!;
  const rules = {} as VacuumRules;
  for (const key of Object.keys(settings) as (keyof VacuumRules)[]) {
    rules[key] = Number(settings[key]);
  }
  return rules;
}

export interface Vacuumed extends DueTable {
  /** past the freeze age: vacuumed with FREEZE */
  froze: boolean;
  ms: number;
}

/** Vacuums the tables due by autovacuum's rules; returns them in order, with the time each took. */
export async function vacuumDueTables(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  rules: VacuumRules,
): Promise<Vacuumed[]> {
  const due = await sql<Omit<Vacuumed, 'ms'>>`
    with tables as (
      select s.schemaname as schema, s.relname as name, greatest(c.reltuples, 0) as rows,
        s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted,
        age(c.relfrozenxid) > ${rules.freezeMaxAge}
          or mxid_age(c.relminmxid) > ${rules.multixactFreezeMaxAge} as froze
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where c.relkind = 'r'
        and (not ${scope.unlessAutovacuum} or not current_setting('autovacuum')::boolean)
    )
    select schema, name, froze from tables
    where froze
      or dead > ${rules.deadThreshold} + ${rules.deadScale} * rows
      or inserted > ${rules.insertThreshold} + ${rules.insertScale} * rows
    order by froze desc, dead + inserted desc`.execute(db);
  return runPerTable(db, due.rows, (table, target) =>
    table.froze ? sql`vacuum (freeze, skip_locked) ${target}` : sql`vacuum (skip_locked) ${target}`,
  );
}
