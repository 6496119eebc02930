// The Reputation Monitor's jobs: the blocklist sweep of every IP and domain, hourly (the common
// pace of monitors; `pnpm console blocklists check` sweeps at once), with its alerts, and the daily SNDS fetch whose red IPs are alerted. A
// sweep is not retried: the next one asks again.
import { defineJob } from '../../jobs/definition.ts';
import { checkAndTell } from './checkAndTell.ts';
import { alertSndsRed } from './rmAlerts.ts';
import { sndsJobs } from './snds/snds.jobs.ts';

export const sweepJobName = 'rm.sweep';

export const reputationJobs = [
  defineJob({
    name: sweepJobName,
    cron: '7 * * * *',
    retryLimit: 0,
    expireInSeconds: 50 * 60,
    async run(_data, services) {
      await checkAndTell(services);
    },
  }),
  ...sndsJobs((services, changes) => alertSndsRed(services, changes)),
];
