// Two job runners on one PostgreSQL database, as two server processes run them, both scheduling
// the server's cron definitions: each slot of a schedule is sent once between them, whichever
// runner sees it first, and its job runs once, whichever runner takes it. One pg-boss TestClock
// drives both runners and the database's job_now(), so minutes of schedules pass in seconds.
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Services } from '../http/context.ts';
import { createLogger } from '../http/logging.ts';
import {
  openFreshStorage,
  postgresAvailable,
  setupTimeoutMs,
  type TestStorage,
} from '../testing/databases.ts';
import type { AnyJobDefinition } from './definition.ts';
import { startJobs, type RunningJobs } from './queue.ts';
import { jobDefinitions } from './registry.ts';

// On a whole minute: the runners' first cron pass, at the start, may come before or after their
// schedules are stored, and the pass half a minute later sends the start's minute either way.
const start = new Date('2026-03-02T09:04:00Z');
// Half a minute past the last slot: its job is sent, forwarded and run by then, and the cron
// pass at that half minute finds the slot still due and must not send it again.
const end = new Date('2026-03-02T09:07:30Z');

/** The minutes (HH:MM, UTC) from the start to the end's minute that a cron expression names. */
function slotsOf(runner: RunningJobs, cron: string): string[] {
  const last = new Date(end.getTime() - 30_000);
  return runner.boss
    .previewSchedule(cron, { tz: 'UTC', from: new Date(start.getTime() - 1), count: 20 })
    .filter((occurrence) => occurrence <= last)
    .map((occurrence) => occurrence.toISOString().slice(11, 16));
}

describe.runIf(postgresAvailable)('cron across two job runners on one PostgreSQL', () => {
  let storage: TestStorage;
  const runners: RunningJobs[] = [];
  /** the queue of each job a handler ran, on either runner */
  const runs: string[] = [];

  beforeAll(async () => {
    storage = await openFreshStorage('postgres');
  }, setupTimeoutMs);

  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await storage?.close();
  });

  it('sends each slot of a schedule once between them, and runs its job once', async () => {
    const clock = new TestClock(start);
    // The real queues, policies and schedules, as the server registers them; the handlers only
    // count, since what is tested is how often the scheduler runs them, not what they do.
    const counting = jobDefinitions.map((definition): AnyJobDefinition => ({
      ...definition,
      async run() {
        runs.push(definition.name);
      },
    }));
    // One after the other, as the processes of a deployment start: each runner is a pg-boss of
    // its own, with its own pool, timers and workers, and services of its own. The second starts
    // seven seconds after the first, so that their polls come at different moments.
    for (const runner of [0, 1]) {
      const config = loadConfig({});
      const services = {
        db: storage.db,
        config,
        logger: createLogger('silent'),
        storageKind: storage.kind,
      } as Services;
      // Each poll of each queue is a timer the clock fires and a statement it waits for: a
      // slower poll than the server's 2 s keeps them few, and a job still runs within half a
      // minute. The cron passes and the forwards of their slots keep pg-boss's own intervals.
      const jobs = await startJobs(storage, services, counting, {
        work: true,
        pollingIntervalSeconds: 30,
        clock,
      });
      services.jobs = jobs;
      runners.push(jobs);
      if (runner === 0) await clock.tick(7000);
    }
    await clock.tick(end.getTime() - clock.now());

    const scheduled = jobDefinitions.filter((definition) => definition.cron);
    const names = scheduled.map((definition) => definition.name);
    const expected = Object.fromEntries(
      scheduled.map((definition) => [
        definition.name,
        slotsOf(runners[0]!, definition.cron as string),
      ]),
    );
    // the span holds slots of a schedule of every minute, of every five and of every hour
    expect(expected['db.maintenance']).toEqual(['09:04', '09:05', '09:06', '09:07']);
    expect(expected['dmarc.alerts']).toEqual(['09:05']);
    expect(expected['auth.housekeeping']).toEqual(['09:07']);

    const byQueue = (rows: { queue: string; minute: string }[]) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          rows.filter((row) => row.queue === name).map((row) => row.minute),
        ]),
      );
    // pg-boss files each occurrence under its slot as a send-it job, which creates the job
    const forwards = (
      await sql<{ queue: string; minute: string; state: string }>`
        select data->>'name' as queue, substr(data->>'slot', 12, 5) as minute, state
        from pgboss.job where name = '__pgboss__send-it'
        order by data->>'name', data->>'slot'`.execute(storage.db)
    ).rows;
    const jobs = (
      await sql<{ queue: string; minute: string; state: string; retries: number }>`
        select name as queue, to_char(created_on at time zone 'UTC', 'HH24:MI') as minute,
               state, retry_count as retries
        from pgboss.job where name = any(${names}) order by created_on`.execute(storage.db)
    ).rows;
    // one forward per slot, whichever runner sent it, and one job per slot, created in its minute
    expect(byQueue(forwards)).toEqual(expected);
    expect(byQueue(jobs)).toEqual(expected);
    expect(forwards.filter((forward) => forward.state !== 'completed')).toEqual([]);
    // each job completed at its first attempt, and its handler ran once, on one of the runners
    expect(jobs.filter((job) => job.state !== 'completed' || job.retries !== 0)).toEqual([]);
    expect(runs.sort()).toEqual(jobs.map((job) => job.queue).sort());
  }, 60_000);
});
