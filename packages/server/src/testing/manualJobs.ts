// A job queue that waits to be told: a test sees what an answer left to do (queue names and
// data) and what the database looked like at the moment of the answer, then runs the jobs with
// their definitions (jobs/registry.ts).
import type { Services } from '../http/context.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { jobDefinitions } from '../jobs/registry.ts';

export interface ManualJobs extends JobQueue {
  /** the jobs sent and not yet run, in order */
  readonly pending: { name: string; data: object }[];
  /** runs the pending jobs, in order, with these services */
  run(services: Services): Promise<void>;
}

export function manualJobs(): ManualJobs {
  const pending: { name: string; data: object }[] = [];
  return {
    pending,
    async send(name, data = {}) {
      pending.push({ name, data });
    },
    async run(services) {
      while (pending.length > 0) {
        const job = pending.shift() as { name: string; data: object };
        const definition = jobDefinitions.find((candidate) => candidate.name === job.name);
        if (!definition) throw new Error(`No job queue ${job.name}`);
        await definition.run(job.data, services);
      }
    },
  };
}
