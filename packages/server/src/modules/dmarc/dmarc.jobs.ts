// DMARC Reports' jobs: the look-up of new source IPs, every minute (sourceLookup.ts).
import { defineJob } from '../../jobs/definition.ts';
import { lookUpSources } from './sourceLookup.ts';

export const dmarcJobs = [
  defineJob({
    name: 'dmarc.sources',
    cron: '* * * * *',
    async run(_data, services) {
      await lookUpSources(services);
    },
  }),
];
