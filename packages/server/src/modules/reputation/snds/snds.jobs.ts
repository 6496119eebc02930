// The Reputation Monitor's SNDS job: once a day, after Microsoft publishes the day before,
// fetch every account's SNDS exports (sndsFetch.ts), then hand the IPs SNDS turned red to
// what tells people (only when there are some). That follow-up is a parameter so the module
// that owns how alerts are told wires it in, and this folder does not depend on it.
import type { Services } from '../../../http/context.ts';
import { defineJob } from '../../../jobs/definition.ts';
import { fetchSnds, type SndsRedChange } from './sndsFetch.ts';

export const sndsJobName = 'rm.snds';

export type SndsRedHandler = (services: Services, changes: SndsRedChange[]) => Promise<void>;

export function sndsJobs(onRed: SndsRedHandler) {
  return [
    defineJob({
      name: sndsJobName,
      // after Microsoft publishes the day before; a day published late or partly is asked
      // again the next day (sndsFetch.ts)
      cron: '30 6 * * *',
      retryLimit: 2,
      async run(_data, services) {
        const changes = await fetchSnds(services);
        if (changes.length > 0) await onRed(services, changes);
      },
    }),
  ];
}
