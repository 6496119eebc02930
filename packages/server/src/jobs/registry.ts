// Every queue of the server, collected from the folders that own them. A module adds its
// <name>.jobs.ts list here; jobs/queue.ts creates, works and schedules them.
import { authJobs } from '../auth/auth.jobs.ts';
import { dbJobs } from '../db/db.jobs.ts';
import { mailJobs } from '../mail/mail.jobs.ts';
import { alertsJobs } from '../modules/alerts/alerts.jobs.ts';
import { deliveryJobs } from '../modules/delivery/delivery.jobs.ts';
import { dmarcJobs } from '../modules/dmarc/dmarc.jobs.ts';
import { membershipsJobs } from '../modules/memberships/memberships.jobs.ts';
import { reputationJobs } from '../modules/reputation/reputation.jobs.ts';
import type { AnyJobDefinition } from './definition.ts';

export const jobDefinitions: readonly AnyJobDefinition[] = [
  ...dbJobs,
  ...authJobs,
  ...deliveryJobs,
  ...dmarcJobs,
  ...reputationJobs,
  ...membershipsJobs,
  ...alertsJobs,
  ...mailJobs,
];
