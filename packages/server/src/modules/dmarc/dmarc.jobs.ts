// DMARC Reports' jobs: the look-up of new source IPs (sourceLookup.ts), every minute and
// right after an import; the alerts (dmarcAlerts.ts), every five minutes.
import { defineJob } from '../../jobs/definition.ts';
import { runDmarcAlerts } from './dmarcAlerts.ts';
import { lookUpSources } from './sourceLookup.ts';

export const sourceLookupJob = 'dmarc.sources';

export const dmarcJobs = [
  defineJob({
    name: sourceLookupJob,
    cron: '* * * * *',
    async run(_data, services) {
      await lookUpSources(services);
    },
  }),
  defineJob({
    name: 'dmarc.alerts',
    cron: '*/5 * * * *',
    async run(_data, services) {
      await runDmarcAlerts(services);
    },
  }),
];
