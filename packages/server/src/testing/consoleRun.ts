// `pnpm console` in the test's own process, on the environment a test gives and with what it
// writes kept. A child process per command imported the whole server again each time: seconds
// per command on a loaded 2-core machine. cli.test.ts still runs main.ts itself once.
//   - runConsole: what src/cli/main.ts does with one command line (cli/console.ts), on
//     captured output.
//   - useConsole: the commands of a describe block on one database opened for them all, with
//     the services main.ts starts for a command. Opening PGlite takes seconds, each time.
import type { StorageKind } from '../db/database.ts';
import { loadConfig } from '../config.ts';
import { answerHelp, runConsole as runOneCommand } from '../cli/console.ts';
import { runCommand } from '../cli/run.ts';
import type { Services } from '../http/context.ts';
import { createLogger } from '../http/logging.ts';
import { seedFirstStart } from '../modules/firstStart/firstStart.ts';
import { startServices, type Started } from '../start.ts';
import { afterAll, beforeAll } from 'vitest';
import { captureIO, type CapturedIO } from './commandIO.ts';
import { openMigratedStorage, setupTimeoutMs, type TestStorage } from './databases.ts';

export interface ConsoleRun {
  exitCode: number;
  /** standard output and standard error as the process would have written them */
  stdout: string;
  stderr: string;
  /** the server holding the embedded folder ran the command (over its socket) */
  served: boolean;
}

const answer = (io: CapturedIO, exitCode: number, served = false): ConsoleRun => ({
  exitCode,
  stdout: io.lines.map((line) => `${line}\n`).join(''),
  stderr: io.errors.join(''),
  served,
});

/** The log lines main.ts writes to standard error, to the command's. */
const commandLogger = (io: () => CapturedIO | null) =>
  createLogger('warn', { write: (line: string) => io()?.err(line) });

async function runOn(services: Services, io: CapturedIO): Promise<ConsoleRun> {
  return answer(io, await runCommand(services, io));
}

/** What main.ts does with one command line, in this process. */
export async function runConsole(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  options: { stdin?: string } = {},
): Promise<ConsoleRun> {
  const io = captureIO(argv, options);
  const outcome = await runOneCommand(
    io,
    () => loadConfig(env),
    commandLogger(() => io),
  );
  return answer(io, outcome.exitCode, outcome.served);
}

export interface ConsoleDatabase {
  run(argv: readonly string[], options?: { stdin?: string }): Promise<ConsoleRun>;
  /** the database the commands work on */
  readonly storage: TestStorage;
}

/**
 * A fresh database of the kind for the enclosing describe block, seeded as the command line's
 * first start seeds it (a copy of the migrated template, as testApp.ts: cli.test.ts has main.ts
 * migrate and seed an empty folder), and `env`'s settings with its DATA_DIR or DATABASE_URL.
 * Closing it also deletes it.
 */
export function useConsole(kind: StorageKind, env: NodeJS.ProcessEnv): ConsoleDatabase {
  let started: Started | undefined;
  let current: CapturedIO | null = null;
  const database: ConsoleDatabase = {
    async run(argv, options = {}) {
      const io = captureIO(argv, options);
      const help = answerHelp(io);
      if (help !== null) return answer(io, help);
      if (!started) throw new Error('useConsole: the database is not open');
      current = io;
      try {
        return await runOn(started.services, io);
      } finally {
        current = null;
      }
    },
    get storage() {
      if (!started) throw new Error('useConsole: the database is not open');
      return started.storage as TestStorage;
    },
  };
  beforeAll(async () => {
    const storage = await openMigratedStorage(kind);
    const location =
      kind === 'pglite'
        ? { DATA_DIR: storage.location, DATABASE_URL: '' }
        : { DATABASE_URL: storage.location };
    const config = loadConfig({ ...process.env, ...env, ...location });
    try {
      await seedFirstStart(storage.db, config);
    } catch (error) {
      await storage.close();
      throw error;
    }
    // startServices closes the storage if it fails, and with the services
    started = await startServices(
      config,
      commandLogger(() => current),
      storage,
      { work: false },
    );
  }, setupTimeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  return database;
}
