// Memberships' jobs: the invitation mail, queued with its invitation (invitations.service.ts).
import { defineJob } from '../../jobs/definition.ts';
import { invitationMailJob, mailInvitation } from './invitations.service.ts';

export const membershipsJobs = [
  defineJob<{ account: string; email: string }>({
    name: invitationMailJob,
    retryLimit: 5,
    async run({ account, email }, services) {
      await mailInvitation(services, account, email);
    },
  }),
];
