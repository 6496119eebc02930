// autovacuum's daemon and the checkpointer, where they do not run (autoAnalyze.ts and
// checkpoints.ts say where): a run vacuums the tables due (autoVacuum.ts), then analyzes those
// due (autoAnalyze.ts), one statement at a time, then makes a checkpoint if one is due
// (checkpoints.ts). The job db.maintenance (db.jobs.ts) runs it every minute.
import type { Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { analyzeDueTables } from './autoAnalyze.ts';
import { serverVacuumRules, vacuumDueTables, type VacuumRules } from './autoVacuum.ts';
import { checkpointIfDue, serverCheckpointRules, type CheckpointRules } from './checkpoints.ts';

export interface MaintenanceScope {
  /** PostgreSQL: only while the server's autovacuum is off (PGlite's never runs) */
  unlessAutovacuum: boolean;
}

export interface MaintenanceRules {
  vacuum: VacuumRules;
  /** null where the server's checkpointer runs */
  checkpoint: CheckpointRules | null;
}

/** The server's own settings for both. */
export async function serverMaintenanceRules(db: Kysely<Database>): Promise<MaintenanceRules> {
  return { vacuum: await serverVacuumRules(db), checkpoint: await serverCheckpointRules(db) };
}

/** What the runs so far did, and how long their statements held a connection. */
export interface MaintenanceTotals {
  vacuumed: number;
  froze: number;
  vacuumMs: number;
  analyzed: number;
  analyzeMs: number;
  checkpoints: number;
  checkpointMs: number;
  /** the longest one statement held it */
  longestMs: number;
}

const sumMs = (tables: readonly { ms: number }[]) =>
  tables.reduce((sum, table) => sum + table.ms, 0);

const noTotals = (): MaintenanceTotals => ({
  vacuumed: 0,
  froze: 0,
  vacuumMs: 0,
  analyzed: 0,
  analyzeMs: 0,
  checkpoints: 0,
  checkpointMs: 0,
  longestMs: 0,
});

/**
 * One run: vacuums the tables due, analyzes those due, then checkpoints if due; adds what it did
 * to `totals`.
 */
export async function maintainDatabase(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  rules: MaintenanceRules,
  totals = noTotals(),
): Promise<MaintenanceTotals> {
  const vacuumed = await vacuumDueTables(db, scope, rules.vacuum);
  totals.vacuumed += vacuumed.length;
  totals.froze += vacuumed.filter((table) => table.froze).length;
  totals.vacuumMs += sumMs(vacuumed);
  const analyzed = await analyzeDueTables(db, scope);
  totals.analyzed += analyzed.length;
  totals.analyzeMs += sumMs(analyzed);
  const checkpoint = rules.checkpoint && (await checkpointIfDue(db, rules.checkpoint));
  if (checkpoint) {
    totals.checkpoints += 1;
    totals.checkpointMs += checkpoint.ms;
  }
  for (const { ms } of [...vacuumed, ...analyzed, ...(checkpoint ? [checkpoint] : [])]) {
    totals.longestMs = Math.max(totals.longestMs, ms);
  }
  return totals;
}
