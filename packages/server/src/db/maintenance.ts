// autovacuum's daemon and the checkpointer, where they do not run (autoAnalyze.ts and
// checkpoints.ts say where): every naptime, the tables due are vacuumed (autoVacuum.ts), then
// those due are analyzed (autoAnalyze.ts), one statement at a time, then a checkpoint is made if
// one is due (checkpoints.ts), until stopped. Started by start.ts for the server and the command
// line.
import type { Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { analyzeDueTables } from './autoAnalyze.ts';
import { serverVacuumRules, vacuumDueTables, type VacuumRules } from './autoVacuum.ts';
import { checkpointIfDue, serverCheckpointRules, type CheckpointRules } from './checkpoints.ts';

/** autovacuum's is a minute; ingest fills a week's partition within minutes on a busy dataset. */
export const maintenanceNaptimeMs = 10_000;

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

export interface DatabaseMaintenance {
  totals: MaintenanceTotals;
  /** waits for a run in progress, then schedules none */
  stop(): Promise<void>;
}

/** Runs maintainDatabase every naptime (after the previous run ended) until stopped. */
export function startDatabaseMaintenance(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  logger: { error(fields: { err: unknown }, message: string): void },
  naptimeMs = maintenanceNaptimeMs,
): DatabaseMaintenance {
  const totals = noTotals();
  let rules: MaintenanceRules | undefined;
  const run = async () => {
    rules ??= await serverMaintenanceRules(db);
    await maintainDatabase(db, scope, rules, totals);
  };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => logger.error({ err: error }, 'table maintenance failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, naptimeMs);
    timer.unref();
  };
  schedule();
  return {
    totals,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
