// What the queues hold, read from pg-boss's tables (the queue table's own counts are a monitor's
// and may be minutes old): per queue, jobs waiting, running, done, failed and dead, its
// schedule; and the latest dead jobs with the error of their last attempt.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { deadLetterSuffix, jobSchema } from './queue.ts';

export interface QueueOverview {
  name: string;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  dead: number;
  cron: string | null;
}

export interface DeadJob {
  queue: string;
  id: string;
  createdOn: Date;
  data: unknown;
  /** the error of the last attempt, as pg-boss kept it */
  error: string | null;
}

const table = (name: string) => sql.table(`${jobSchema}.${name}`);

export async function queueOverview(db: Kysely<Database>): Promise<QueueOverview[]> {
  const rows = await sql<{ name: string; state: string | null; jobs: number; cron: string | null }>`
    select q.name, j.state, count(j.id)::int as jobs, s.cron
    from ${table('queue')} q
    left join ${table('job')} j on j.name = q.name
    left join ${table('schedule')} s on s.name = q.name
    where q.name not like '\\_\\_pgboss%'
    group by q.name, j.state, s.cron
    order by q.name`.execute(db);
  const byName = new Map<string, QueueOverview>();
  for (const row of rows.rows) {
    const base = row.name.endsWith(deadLetterSuffix)
      ? row.name.slice(0, -deadLetterSuffix.length)
      : row.name;
    let queue = byName.get(base);
    if (!queue) {
      queue = { name: base, waiting: 0, active: 0, completed: 0, failed: 0, dead: 0, cron: null };
      byName.set(base, queue);
    }
    if (row.name !== base) {
      queue.dead += row.state === null ? 0 : row.jobs;
      continue;
    }
    queue.cron = row.cron;
    if (row.state === 'created' || row.state === 'retry') queue.waiting += row.jobs;
    else if (row.state === 'active') queue.active += row.jobs;
    else if (row.state === 'completed') queue.completed += row.jobs;
    else if (row.state === 'failed') queue.failed += row.jobs;
  }
  return [...byName.values()];
}

export async function deadJobs(db: Kysely<Database>, limit = 20): Promise<DeadJob[]> {
  const rows = await sql<{
    name: string;
    id: string;
    created_on: Date;
    data: unknown;
    output: unknown;
  }>`
    select name, id, created_on, data, coalesce(source_output, output) as output
    from ${table('job')}
    where name like ${`%${deadLetterSuffix}`}
    order by created_on desc limit ${limit}`.execute(db);
  return rows.rows.map((row) => ({
    queue: row.name.slice(0, -deadLetterSuffix.length),
    id: row.id,
    createdOn: row.created_on,
    data: row.data,
    error: errorOf(row.output),
  }));
}

function errorOf(output: unknown): string | null {
  if (output === null || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output);
}
