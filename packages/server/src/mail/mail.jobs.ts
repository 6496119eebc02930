// Mail's jobs: the IMAP fetch of every mailbox an admin configured (mail/inbound/imapFetch.ts),
// each minute. A mailbox that fails is recorded on its row (`pnpm console mailbox list`) and
// the others are still fetched; a failed run is not retried, since the next minute fetches again.
import { defineJob } from '../jobs/definition.ts';
import { fetchAllMailboxes } from './inbound/imapFetch.ts';

export const mailJobs = [
  defineJob({
    name: 'mail.imap-fetch',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    async run(_data, services) {
      await fetchAllMailboxes(services);
    },
  }),
];
