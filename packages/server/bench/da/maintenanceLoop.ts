// Database maintenance during the benchmark's ingest, as the server's job db.maintenance runs it
// (src/db/db.jobs.ts: maintainDatabase once a minute), with its totals kept so the benchmark can
// print what maintenance cost while the ingest ran.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema/index.ts';
import {
  maintainDatabase,
  serverMaintenanceRules,
  type MaintenanceScope,
  type MaintenanceTotals,
} from '../../src/db/maintenance.ts';

/** The job's cron, every minute. */
export const maintenanceIntervalMs = 60_000;

export interface MaintenanceLoop {
  totals: MaintenanceTotals;
  /** waits for a run in progress, then runs no more */
  stop(): Promise<void>;
}

export function startMaintenanceLoop(
  db: Kysely<Database>,
  scope: MaintenanceScope,
  log: (line: string) => void,
): MaintenanceLoop {
  const totals: MaintenanceTotals = {
    vacuumed: 0,
    froze: 0,
    vacuumMs: 0,
    analyzed: 0,
    analyzeMs: 0,
    checkpoints: 0,
    checkpointMs: 0,
    longestMs: 0,
  };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(async () => maintainDatabase(db, scope, await serverMaintenanceRules(db), totals))
      .catch((error: unknown) => log(`table maintenance failed: ${String(error)}`));
  }, maintenanceIntervalMs);
  return {
    totals,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
