// DMARC Reports' jobs: the look-up of new source IPs (sourceLookup.ts), every minute and
// right after an import.
import { defineJob } from '../../jobs/definition.ts';
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
];
