// How a module declares work done by the job queue (jobs/queue.ts): a named queue with its
// handler, an optional cron schedule (UTC; one run per slot across every server process), and
// its retry policy. A module exports a list of these; jobs/registry.ts collects the lists, and
// the server refuses to start on a queue in the database that no definition handles.
import type { Services } from '../http/context.ts';

export interface JobDefinition<Data extends object = Record<string, never>> {
  /** queue name, `<module>.<what>`, e.g. `delivery.retention` */
  name: string;
  /** the work; a throw fails the attempt (retried with backoff, then kept as dead) */
  run(data: Data, services: Services): Promise<void>;
  /** cron expression (five fields, UTC) for a scheduled job */
  cron?: string;
  /** attempts after the first (default 3) */
  retryLimit?: number;
  /** seconds before the first retry, doubled each time (default 30) */
  retryDelaySeconds?: number;
  /** seconds an attempt may run before it counts as failed (default 15 minutes) */
  expireInSeconds?: number;
}

/** A definition with its data type forgotten, for lists of several queues. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}
