// autovacuum's daemon, where it does not run (autoAnalyze.ts says where): every naptime, the
// tables due are vacuumed (autoVacuum.ts), then those due are analyzed (autoAnalyze.ts), one
// statement at a time, until stopped. Started by start.ts for the server and the command line.
import type { Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { analyzeDueTables } from './autoAnalyze.ts';
import { serverVacuumRules, vacuumDueTables, type VacuumRules } from './autoVacuum.ts';

/** autovacuum's is a minute; ingest fills a week's partition within minutes on a busy dataset. */
export const maintenanceNaptimeMs = 10_000;

export interface MaintenanceScope {
  /** PostgreSQL: only while the server's autovacuum is off (PGlite's never runs) */
  unlessAutovacuum: boolean;
}

/** What the runs so far did, and how long their statements held a connection. */
export interface MaintenanceTotals {
  vacuumed: number;
  froze: number;
  vacuumMs: number;
  analyzed: number;
  analyzeMs: number;
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
  longestMs: 0,
});

/** One run: vacuums the tables due, then analyzes those due; adds what it did to `totals`. */
export async function maintainTables(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  rules: VacuumRules,
  totals = noTotals(),
): Promise<MaintenanceTotals> {
  const vacuumed = await vacuumDueTables(db, scope, rules);
  totals.vacuumed += vacuumed.length;
  totals.froze += vacuumed.filter((table) => table.froze).length;
  totals.vacuumMs += sumMs(vacuumed);
  const analyzed = await analyzeDueTables(db, scope);
  totals.analyzed += analyzed.length;
  totals.analyzeMs += sumMs(analyzed);
  for (const table of [...vacuumed, ...analyzed]) {
    totals.longestMs = Math.max(totals.longestMs, table.ms);
  }
  return totals;
}

export interface TableMaintenance {
  totals: MaintenanceTotals;
  /** waits for a run in progress, then schedules none */
  stop(): Promise<void>;
}

/** Runs maintainTables every naptime (after the previous run ended) until stopped. */
export function startTableMaintenance(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  logger: { error(fields: { err: unknown }, message: string): void },
  naptimeMs = maintenanceNaptimeMs,
): TableMaintenance {
  const totals = noTotals();
  let rules: VacuumRules | undefined;
  const run = async () => {
    rules ??= await serverVacuumRules(db);
    await maintainTables(db, scope, rules, totals);
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
