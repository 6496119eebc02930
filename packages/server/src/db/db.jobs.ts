// The database's own upkeep as a job: vacuum, analyze and checkpoint where autovacuum and the
// checkpointer do not run (PGlite; a PostgreSQL server with autovacuum off), every minute. On
// PostgreSQL several processes share the schedule, and a minute is run by one of them.
import { defineJob } from '../jobs/definition.ts';
import { maintainDatabase, serverMaintenanceRules } from './maintenance.ts';

export const dbJobs = [
  defineJob({
    name: 'db.maintenance',
    cron: '* * * * *',
    // the next minute runs it again: no point piling retries on a busy database
    retryLimit: 0,
    expireInSeconds: 600,
    async run(_data, { db, storageKind, logger }) {
      const scope = { unlessAutovacuum: storageKind === 'postgres' };
      const done = await maintainDatabase(db, scope, await serverMaintenanceRules(db));
      if (done.vacuumed + done.analyzed + done.checkpoints > 0)
        logger.debug(done, 'database maintenance');
    },
  }),
];
