// Everything `npm start` does before listening, reusable by tests and the command line: open
// the storage, run the migrations, seed a fresh database, and assemble the services, with the
// vacuuming, analyzing and checkpointing that autovacuum and the checkpointer do where they do
// not run (db/maintenance.ts).
import type { Logger } from 'pino';
import { createBackground } from './background.ts';
import type { Config } from './config.ts';
import { startDatabaseMaintenance } from './db/maintenance.ts';
import { openStorage, type Storage } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedFirstStart, type FirstStart } from './db/seed/firstStart.ts';
import type { Services } from './http/context.ts';
import { createMailer } from './mail/mailer.ts';

export interface Started {
  storage: Storage;
  services: Services;
  /** set when this start found an empty database and seeded it */
  firstStart: FirstStart | null;
  stop(): Promise<void>;
}

export function storageFor(config: Config): Promise<Storage> {
  return config.databaseUrl
    ? openStorage({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openStorage({ kind: 'pglite', dataDir: config.dataDir });
}

/** Migrates and, on an empty database, seeds; works on a storage opened by anyone. */
export async function prepareStorage(storage: Storage, config: Config, logger: Logger) {
  const applied = await migrateToLatest(storage.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  // The first migration ran now: the database was empty.
  return applied.includes('0001_people') ? seedFirstStart(storage.db, config) : null;
}

export async function startServices(
  config: Config,
  logger: Logger,
  storage?: Storage,
): Promise<Started> {
  const opened = storage ?? (await storageFor(config));
  try {
    const firstStart = await prepareStorage(opened, config, logger);
    const mailer = createMailer(config, opened.db, logger);
    const background = createBackground(logger);
    const services: Services = { db: opened.db, config, mailer, logger, background };
    const maintenance = startDatabaseMaintenance(
      opened.db,
      { unlessAutovacuum: opened.kind === 'postgres' },
      logger,
    );
    return {
      storage: opened,
      services,
      firstStart,
      stop: async () => {
        await background.idle();
        mailer.close();
        await maintenance.stop();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
