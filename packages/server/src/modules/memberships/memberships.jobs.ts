// Memberships' jobs: the invitation mail, queued with its invitation (invitations.service.ts),
// and the hourly forgetting of invitations expired a day ago.
import { defineJob } from '../../jobs/definition.ts';
import { invitationMailJob, mailInvitation } from './invitations.service.ts';
import { deleteInvitationsExpiredBefore } from './memberships.repository.ts';

export const membershipsJobs = [
  defineJob<{ account: string; email: string }>({
    name: invitationMailJob,
    retryLimit: 5,
    async run({ account, email }, services) {
      await mailInvitation(services, account, email);
    },
  }),
  defineJob({
    name: 'memberships.housekeeping',
    cron: '27 * * * *',
    async run(_data, { db }) {
      await deleteInvitationsExpiredBefore(db, new Date(Date.now() - 86_400_000));
    },
  }),
];
