// The whole server on a fresh database, for HTTP tests through app.inject: migrated and seeded
// as at first start (reference data, admin, demo workspace), with its log lines kept so tests
// can check that no secret reaches them. The database is a copy of the migrated template
// (databases.ts), so the first start's seeding (seedFirstStart, which prepareStorage runs after
// migrating an empty database) is run here; startServices then finds nothing to migrate.
//   describe.each(testDatabases)('sign-in on %s', (kind) => { const t = useTestApp(kind); ... })
import crypto from 'node:crypto';
import type { StorageKind } from '../db/database.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Services } from '../http/context.ts';
import type { RunningJobs } from '../jobs/queue.ts';
import { createLogger } from '../http/logging.ts';
import { buildServer, type ServerOptions } from '../server.ts';
import { seedFirstStart } from '../modules/firstStart/firstStart.ts';
import { insertMembership } from '../modules/memberships/memberships.repository.ts';
import { createUser } from '../modules/users/userCreation.ts';
import { startServices } from '../start.ts';
import { openMigratedStorage, setupTimeoutMs, type TestStorage } from './databases.ts';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'admin password 123';

export interface TestSession {
  cookie: string;
  token: string;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** the job queue the services send to, worked in this process */
  jobs: RunningJobs;
  storage: TestStorage;
  logs: string[];
  /** POST a contract call (`area/resource/action`) or an /auth path, as a session if given */
  call(path: string, body?: unknown, session?: TestSession | null): Promise<LightMyRequestResponse>;
  signIn(email: string, password: string, code?: string): Promise<TestSession>;
  /** a user with a password, optionally a member of an account */
  addUser(
    email: string,
    options?: { account?: string; role?: string; admin?: boolean },
  ): Promise<string>;
}

const userPassword = 'user password 1234';

/**
 * The product's server (server.ts, as main.ts builds it) on a fresh database. `options`
 * replaces outside dependencies only, as buildServer allows.
 */
export function useTestApp(
  kind: StorageKind,
  env: Record<string, string> = {},
  options: ServerOptions = {},
) {
  const holder = {} as { app: TestApp };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // 2^12 instead of 2^15 keeps a suite of sign-ins fast; the code path is the same
      PASSWORD_SCRYPT_LOG_N: '12',
      APP_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      // the key of stored credentials; unset, one would be written into ./data
      SECRET_KEY: crypto.randomBytes(32).toString('base64'),
      ...env,
    });
    const logs: string[] = [];
    const logger = createLogger(config.logLevel, { write: (line: string) => void logs.push(line) });
    const storage = await openMigratedStorage(kind);
    await seedFirstStart(storage.db, config);
    const started = await startServices(config, logger, storage);
    const app = await buildServer(started.services, options);
    stop = async () => {
      await app.close();
      await started.stop();
    };
    const call: TestApp['call'] = (path, body = {}, session = null) =>
      app.inject({
        method: 'POST',
        url: path.startsWith('/') ? path : `/api/v1.1/${path}`,
        payload: body as object,
        headers: session ? { cookie: session.cookie, 'x-csrf-token': session.token } : {},
      });
    holder.app = {
      app,
      services: started.services,
      jobs: started.jobs,
      storage,
      logs,
      call,
      async signIn(email, password, code) {
        const response = await call('/api/v1.1/auth/authenticate/postmastery', {
          username: email,
          password,
          ...(code ? { code } : {}),
        });
        if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
        const cookie = response.cookies.find((entry) => entry.name === 'console_session');
        return {
          cookie: `console_session=${cookie?.value}`,
          token: response.json<{ token: string }>().token,
        };
      },
      async addUser(email, options = {}) {
        const { db, config: settings } = started.services;
        await createUser(db, settings.passwordScryptLogN, {
          email,
          name: email.split('@')[0] as string,
          admin: options.admin ?? false,
          password: userPassword,
        });
        if (options.account) {
          await insertMembership(db, {
            account_id: options.account,
            user_id: email,
            role: options.role ?? 'member',
          });
        }
        return userPassword;
      },
    };
  }, setupTimeoutMs);
  afterAll(async () => {
    await stop?.();
  });
  return holder;
}
