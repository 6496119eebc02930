// Everything `npm start` does before listening, reusable by tests and the command line: open
// the storage, run the migrations, seed a fresh database, assemble the services, and start the
// job queue (jobs/queue.ts), whose scheduled jobs do the periodic work (database maintenance,
// retention, sign-in housekeeping).
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openStorage, type Storage } from './db/database.ts';
import { openChangeFeed } from './db/changeFeed.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedFirstStart, type FirstStart } from './modules/firstStart/firstStart.ts';
import { createDnsResolver } from './dns/resolver.ts';
import type { Services } from './http/context.ts';
import { startJobs, type JobQueue, type RunningJobs } from './jobs/queue.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { createMailer } from './mail/mailer.ts';
import { createDirectory } from './modules/directory/directory.ts';
import { setDeliveryCacheSize } from './modules/delivery/ingest/cache/deliveryCache.ts';
import { setReportCacheBudget } from './modules/delivery/reports/cubeRegistry.ts';
import { openSecrets } from './secrets/openSecrets.ts';

export interface Started {
  storage: Storage;
  services: Services;
  jobs: RunningJobs;
  /** set when this start found an empty database and seeded it */
  firstStart: FirstStart | null;
  stop(): Promise<void>;
}

export function storageFor(config: Config): Promise<Storage> {
  return config.databaseUrl
    ? openStorage({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openStorage({ kind: 'pglite', dataDir: config.dataDir, buffersMb: config.pgliteBuffersMb });
}

/** Migrates and, on an empty database, seeds; works on a storage opened by anyone. */
export async function prepareStorage(storage: Storage, config: Config, logger: Logger) {
  const applied = await migrateToLatest(storage.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  // The first migration ran now: the database was empty.
  return applied.includes('0001_people') ? seedFirstStart(storage.db, config) : null;
}

export interface StartOptions {
  /**
   * Work the job queues and send their scheduled jobs in this process: the server does, the
   * command line does not (it only sends jobs and reads their state).
   */
  work?: boolean;
}

export async function startServices(
  config: Config,
  logger: Logger,
  storage?: Storage,
  options: StartOptions = {},
): Promise<Started> {
  // Delivery Analytics' per-process caches are sized once, before any batch or report.
  setReportCacheBudget(config.delivery.reportCacheBytes);
  setDeliveryCacheSize(config.delivery.deliveryCacheSize);
  const opened = storage ?? (await storageFor(config));
  try {
    const firstStart = await prepareStorage(opened, config, logger);
    const secrets = await openSecrets(opened.db, config, logger);
    const mailer = createMailer(config, opened.db, logger);
    const dns = createDnsResolver({ servers: config.dnsServers });
    const changes = await openChangeFeed(opened, logger);
    // the calls' writes to announced tables are counted: a reply waits until they were heard
    const db = opened.db.withPlugin(changes.watcher);
    const directory = createDirectory(db, changes, logger);
    const services: Services = {
      db,
      config,
      mailer,
      logger,
      directory,
      changes,
      dns,
      storageKind: opened.kind,
      jobs: notStarted,
      secrets,
    };
    const jobs = await startJobs(opened, services, jobDefinitions, { work: options.work ?? true });
    services.jobs = jobs;
    return {
      storage: opened,
      services,
      jobs,
      firstStart,
      stop: async () => {
        await jobs.stop();
        mailer.close();
        directory.close();
        await changes.close();
        await dns.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** The queue until it has started: job handlers get the services before the queue exists. */
const notStarted: JobQueue = {
  send: () => Promise.reject(new Error('The job queue has not started')),
};
