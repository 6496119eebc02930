// The job queue: pg-boss on the console's own database, PostgreSQL or PGlite, so several server
// processes on one PostgreSQL share the queues (jobs are claimed with SKIP LOCKED; a cron slot is
// sent once, whichever process sees it first). Each queue is a JobDefinition (definition.ts):
// created with its retry policy (exponential backoff) and a dead-letter queue `<name>.dead` where
// a job lands after its last failed attempt; the queues of the definitions are worked in this
// process when `work` is set (the server), not by the command line. A queue the database knows
// that no definition handles stops the server's start: it would fill up unseen.
import { sql, type Kysely } from 'kysely';
import { fromKysely, PgBoss, type Clock } from 'pg-boss';
import type { Logger } from 'pino';
import type { Storage } from '../db/database.ts';
import type { Database } from '../db/schema/index.ts';
import type { Services } from '../http/context.ts';
import type { AnyJobDefinition } from './definition.ts';
import { pgliteJobDatabase } from './jobDatabase.ts';

export const jobSchema = 'pgboss';
export const deadLetterSuffix = '.dead';
/** How long a dead job is kept for someone to look at (and retry). */
const deadRetentionSeconds = 30 * 86_400;

export interface SendOptions {
  /** store the job in this transaction: it exists if and only if the transaction commits */
  within?: Kysely<Database>;
}

export interface JobQueue {
  /** queues a job of a defined queue; resolves once it is stored */
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
}

export interface RunningJobs extends JobQueue {
  readonly boss: PgBoss;
  /** resolves once no job of a defined queue is ready or running (tests, the command line) */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** work the queues and send scheduled jobs in this process (the server; not the command line) */
  work: boolean;
  /** seconds between a worker's polls of its queue (default 2) */
  pollingIntervalSeconds?: number;
  /**
   * For tests: the time and timers pg-boss runs on, a TestClock shared by the runners of a test
   * so that minutes of schedules pass in a tick. Left out, it is the system clock.
   */
  clock?: Clock;
}

function bossFor(storage: Storage, options: JobOptions): PgBoss {
  const { work, clock } = options;
  const common = { schema: jobSchema, schedule: work, supervise: work, migrate: true, clock };
  if (storage.kind === 'postgres') {
    // pg-boss keeps a small pool of its own: its LISTEN and its transactions need sessions.
    return new PgBoss({
      ...common,
      connectionString: storage.url ?? undefined,
      max: 3,
      application_name: 'console-jobs',
    });
  }
  // PGlite: through the storage's one connection and its lock, never beside it.
  return new PgBoss({ ...common, backend: 'pglite', db: pgliteJobDatabase(storage.db) });
}

export async function startJobs(
  storage: Storage,
  services: Services,
  definitions: readonly AnyJobDefinition[],
  options: JobOptions,
): Promise<RunningJobs> {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  if (byName.size !== definitions.length) throw new Error('Two job definitions share a name');
  const boss = bossFor(storage, options);
  /** queue name -> the id of this process's worker */
  const workers = new Map<string, string>();
  boss.on('error', (error) => services.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  try {
    // the command line opens the queues to look at them, and to delete such a queue
    if (options.work) await refuseUnhandledQueues(boss, byName);
    for (const definition of definitions) await createQueue(boss, definition);
    if (options.work) await startWork(boss, services, definitions, options, workers);
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    boss,
    async send(name, data = {}, sendOptions = {}) {
      if (!byName.has(name)) throw new Error(`No job queue ${name}`);
      const { within } = sendOptions;
      await boss.send(name, data, within ? { db: fromKysely(within) } : {});
      // A worker of this process takes it at once rather than at its next poll.
      const worker = workers.get(name);
      if (worker && !within) boss.notifyWorker(worker);
    },
    async idle(timeoutMs = 20_000) {
      const names = [...byName.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // read from the jobs themselves: the queue table's counts are a monitor's, minutes old
        const busy = (await busyQueues(services.db, names)).filter((name) => workers.has(name));
        if (busy.length === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs still waiting: ${busy.join(', ')}`);
        for (const name of busy) boss.notifyWorker(workers.get(name) as string);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      // Waits for the jobs in progress, so none is left half done.
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}

async function refuseUnhandledQueues(boss: PgBoss, byName: Map<string, AnyJobDefinition>) {
  const unhandled = (await boss.getQueues())
    .map((queue) => queue.name)
    // pg-boss's own queues start with __pgboss (its cron sends through one)
    .filter((name) => !name.startsWith('__pgboss') && !name.endsWith(deadLetterSuffix))
    .filter((name) => !byName.has(name));
  if (unhandled.length > 0)
    throw new Error(
      `Job queues without a handler in this server: ${unhandled.join(', ')}. ` +
        'If they are gone for good, remove them with `npm run console -- jobs --delete-queue NAME`.',
    );
}

async function createQueue(boss: PgBoss, definition: AnyJobDefinition): Promise<void> {
  const deadLetter = `${definition.name}${deadLetterSuffix}`;
  const dead = { retentionSeconds: deadRetentionSeconds, deleteAfterSeconds: deadRetentionSeconds };
  const policy = {
    retryLimit: definition.retryLimit ?? 3,
    retryDelay: definition.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: definition.expireInSeconds ?? 900,
    deadLetter,
  };
  for (const [name, options] of [
    [deadLetter, dead],
    [definition.name, policy],
  ] as const) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
}

async function startWork(
  boss: PgBoss,
  services: Services,
  definitions: readonly AnyJobDefinition[],
  options: JobOptions,
  workers: Map<string, string>,
): Promise<void> {
  const logger: Logger = services.logger;
  const scheduled = new Set<string>();
  for (const definition of definitions) {
    const worker = await boss.work(
      definition.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        const started = performance.now();
        try {
          await definition.run(job.data ?? {}, services);
        } catch (error) {
          logger.warn({ err: error, job: definition.name }, 'job attempt failed');
          throw error;
        }
        logger.debug(
          { job: definition.name, ms: Math.round(performance.now() - started) },
          'job done',
        );
      },
    );
    workers.set(definition.name, worker);
    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      scheduled.add(definition.name);
    }
  }
  // A schedule left by an earlier release whose queue is now unscheduled.
  for (const schedule of await boss.getSchedules()) {
    if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
}

/** Queues with a job that is running, or due and waiting. */
async function busyQueues(db: Kysely<Database>, names: string[]): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select distinct name from ${sql.table(`${jobSchema}.job`)}
    where name = any(${names})
      and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`.execute(
    db,
  );
  return rows.rows.map((row) => row.name);
}
