// Sign-in's jobs: the hourly housekeeping of expired sessions, old attempts, spent tokens and
// invitations, and the password reset mail, sent as a job so the reset answer is the same for
// every address (auth.service.ts) and a request acknowledged is not lost with the process.
import { defineJob } from '../jobs/definition.ts';
import { mailResetToken } from './auth.service.ts';
import { forgetExpiredSignIns } from './housekeeping.ts';

export const authJobs = [
  defineJob({
    name: 'auth.housekeeping',
    cron: '7 * * * *',
    async run(_data, { db }) {
      await forgetExpiredSignIns(db);
    },
  }),
  defineJob<{ username: string }>({
    name: 'auth.password-reset',
    retryLimit: 5,
    async run({ username }, services) {
      await mailResetToken(services, username);
    },
  }),
];
