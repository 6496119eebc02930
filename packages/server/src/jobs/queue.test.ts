// The job queue on both databases, with queues of the test's own: a failing job is retried with
// backoff and, past its retries, kept in its dead-letter queue; a job that fails once then
// succeeds completes; a queue the database knows without a handler stops the start; sending to an
// unknown queue fails; cron definitions are scheduled in UTC.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Services } from '../http/context.ts';
import { createLogger } from '../http/logging.ts';
import { createMailer } from '../mail/mailer.ts';
import { testDatabases, useTestStorage } from '../testing/databases.ts';
import { defineJob, type AnyJobDefinition } from './definition.ts';
import { startJobs, type RunningJobs } from './queue.ts';
import { jobsCommand } from '../cli/jobsCommand.ts';
import { parseArgs } from '../cli/args.ts';

describe.each(testDatabases)('the job queue on %s', (kind) => {
  const holder = useTestStorage(kind);
  let running: RunningJobs | undefined;
  // Each test leaves no queue behind: the next one would refuse to start beside it.
  afterEach(async () => {
    if (running) {
      const names = (await running.boss.getQueues()).map((queue) => queue.name);
      const ours = names.filter((name) => name.startsWith('test.'));
      for (const name of ours.sort((a, b) => a.length - b.length))
        await running.boss.deleteQueue(name);
      await running.stop();
    }
    running = undefined;
  });

  const start = async (definitions: AnyJobDefinition[]) => {
    const { storage } = holder;
    const config = loadConfig({});
    const logger = createLogger('silent');
    const services = {
      db: storage.db,
      config,
      logger,
      mailer: createMailer(config, storage.db, logger),
      storageKind: storage.kind,
    } as Services;
    running = await startJobs(storage, services, definitions, {
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    services.jobs = running;
    return running;
  };
  const jobsOf = async (name: string) =>
    (
      await sql<{ state: string; retry_count: number; data: { n: number } }>`
        select state, retry_count, data from pgboss.job where name = ${name}
        order by created_on`.execute(holder.storage.db)
    ).rows;
  const until = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('retries a failing job with backoff, and keeps it as dead after its last attempt', async () => {
    const attempts: number[] = [];
    const jobs = await start([
      defineJob<{ n: number }>({
        name: 'test.flaky',
        retryLimit: 2,
        retryDelaySeconds: 1,
        async run({ n }) {
          attempts.push(n);
          // the job 1 fails once; the job 2 always
          if (n === 2 || attempts.filter((seen) => seen === n).length === 1)
            throw new Error(`attempt of ${n} failed`);
        },
      }),
    ]);
    await jobs.send('test.flaky', { n: 1 });
    await jobs.send('test.flaky', { n: 2 });
    await until(async () => (await jobsOf('test.flaky.dead')).length === 1);
    expect(attempts.filter((n) => n === 1)).toHaveLength(2);
    // the first attempt and two retries
    expect(attempts.filter((n) => n === 2)).toHaveLength(3);
    const states = await jobsOf('test.flaky');
    expect(states.map((job) => [job.data.n, job.state, job.retry_count])).toEqual([
      [1, 'completed', 1],
      [2, 'failed', 2],
    ]);
    expect((await jobsOf('test.flaky.dead')).map((job) => job.data)).toEqual([{ n: 2 }]);
  }, 60_000);

  it('shows the queues and the dead jobs on the command line, and sends dead jobs back', async () => {
    let healthy = false;
    const jobs = await start([
      defineJob({ name: 'test.done', cron: '5 * * * *', async run() {} }),
      defineJob({
        name: 'test.broken',
        retryLimit: 0,
        async run() {
          if (!healthy) throw new Error('the mail server refused');
        },
      }),
    ]);
    await jobs.send('test.done');
    await jobs.send('test.broken', { to: 'ana@example.com' });
    await until(async () => (await jobsOf('test.broken.dead')).length === 1);
    await jobs.idle();
    const services = { db: holder.storage.db, jobs } as unknown as Services;
    const lines = await jobsCommand(services, parseArgs(['jobs']));
    expect(lines.slice(0, 3)).toEqual([
      'QUEUE        WAITING  ACTIVE  DONE  FAILED  DEAD  SCHEDULE (UTC)',
      'test.broken  0        0       0     1       1',
      'test.done    0        0       1     0       0     5 * * * *',
    ]);
    expect(lines[4]).toBe('Latest dead jobs:');
    expect(lines[5]).toMatch(/^ {2}\S+ {2}test\.broken {2}\S+ {2}the mail server refused$/);
    healthy = true;
    const retried = await jobsCommand(services, parseArgs(['jobs', '--retry', 'test.broken']));
    expect(retried).toEqual(['Sent 1 dead jobs back to test.broken.']);
    await jobs.idle();
    const after = await jobsCommand(services, parseArgs(['jobs']));
    expect(after[1]).toBe('test.broken  0        0       1     1       0');
  }, 60_000);

  it('refuses to start beside a queue it has no handler for, and to send to one it lacks', async () => {
    const jobs = await start([defineJob({ name: 'test.kept', async run() {} })]);
    await jobs.boss.createQueue('test.orphan');
    await expect(jobs.send('test.orphan')).rejects.toThrow('No job queue test.orphan');
    await jobs.stop();
    running = undefined;
    await expect(start([defineJob({ name: 'test.kept', async run() {} })])).rejects.toThrow(
      'Job queues without a handler in this server: test.orphan.',
    );
    running = undefined;
    // for the clean-up: a start that handles both
    await start([
      defineJob({ name: 'test.kept', async run() {} }),
      defineJob({ name: 'test.orphan', async run() {} }),
    ]);
  });

  it('schedules cron definitions in UTC, and drops a schedule no definition keeps', async () => {
    const jobs = await start([
      defineJob({ name: 'test.hourly', cron: '5 * * * *', async run() {} }),
      defineJob({ name: 'test.later', cron: '0 3 * * *', async run() {} }),
    ]);
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((entry) => [entry.name, entry.cron, entry.timezone]).sort()).toEqual([
      ['test.hourly', '5 * * * *', 'UTC'],
      ['test.later', '0 3 * * *', 'UTC'],
    ]);
    await jobs.stop();
    running = undefined;
    const again = await start([
      defineJob({ name: 'test.hourly', cron: '5 * * * *', async run() {} }),
      defineJob({ name: 'test.later', async run() {} }),
    ]);
    expect((await again.boss.getSchedules()).map((entry) => entry.name)).toEqual(['test.hourly']);
  });
});
