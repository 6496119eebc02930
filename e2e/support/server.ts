// Starts the console exactly as `npm start` does (the server package's start script, through
// packages/server/src/testing/productProcess.ts) with the built app, on a free loopback port
// and a data folder of its own. That folder is a copy of one prepared once per run and shape: a
// first start of the server (the seeded admin and demo workspace, no traffic), or the admin
// command line's import of that much demo traffic into an empty folder (which first-starts it
// the same way). Before the start, the admin command line may prepare the copy further (dataset
// settings, users), exactly as an operator would.
// The flows that only read the demo traffic share one such server instead (sharedServer): the
// global setup starts it when the first of them asks, and each signs in as a user of its own.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyTemplate, ensureTemplate } from '../../packages/server/src/testing/pgliteTemplate.ts';
import {
  freePort,
  serverPackageRoot,
  startProduct,
} from '../../packages/server/src/testing/productProcess.ts';

export { freePort };

const commandLineEntry = path.join(serverPackageRoot, 'src/cli/main.ts');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Runs `pnpm console <args>` against it (the running server runs the command); its output. */
  console: (args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

/** The seeded admin of every e2e server. */
export const admin = {
  email: 'admin@example.com',
  password: 'e2e admin password 2024',
} as const;

/** The demo account, workspace and dataset the first start seeds. */
export const demo = { account: 'demo', workspace: 'demo', dataset: 'demo-newsletters' } as const;

export interface ServerOptions {
  /** Extra environment of the server and of the command line. */
  env?: Record<string, string>;
  /** The port to listen on (when a URL must be known before the start, e.g. for SSO). */
  port?: number;
  /** Events of demo traffic imported before the start (0: none, the default). */
  demoEvents?: number;
  /** Admin command lines (`pnpm console ...` arguments) run on the data folder before the start. */
  commands?: string[][];
  /** Start on an empty folder, as a new install does, instead of a prepared copy. */
  emptyFolder?: boolean;
}

// A first start runs initdb of the embedded database (PGlite, 10 to 30 s on a busy 2-core
// machine), then migrations and the seed; importing 60,000 demo events takes as long again.
const startDeadlineMs = 110_000;
/** For a beforeAll that starts a server: the command lines, then the start itself. */
export const serverStartTimeout = 300_000;
// Another file's worker prepares the same folder meanwhile: its lock is not stale before this.
const preparationLockMs = serverStartTimeout;

/** Runs `pnpm console <args>` (the admin command line) on the data folder; answers its output. */
function runCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [commandLineEntry, ...args], {
      cwd: serverPackageRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`console ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Every e2e server's settings, on the data folder `dataDir` and `port`. */
function serverEnv(dataDir: string, port: number, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The cheapest scrypt the server accepts for new hashes: sign-ins stay fast on a busy machine.
    PASSWORD_SCRYPT_LOG_N: '12',
    DEMO_EVENTS: '0',
    ...extra,
  } satisfies NodeJS.ProcessEnv;
}

/**
 * Fills `dataDir` with a copy of the folder a first start with that much demo traffic leaves,
 * prepared once in `templates` (the run's folder of them).
 */
async function copyPreparedFolder(
  dataDir: string,
  demoEvents: number,
  templates: string,
): Promise<void> {
  const prepare = async (folder: string) => {
    fs.mkdirSync(folder, { recursive: true });
    const port = await freePort();
    const env = serverEnv(folder, port);
    if (demoEvents > 0) {
      const events = String(demoEvents);
      await runCommand(
        ['import', '--dataset', demo.dataset, '--format', 'demo', '--events', events],
        env,
      );
    } else {
      const product = await startProduct({ env, port, startTimeoutMs: startDeadlineMs });
      await product.stop();
    }
  };
  const template = path.join(templates, `demo-${demoEvents}`);
  await ensureTemplate(template, prepare, preparationLockMs);
  copyTemplate(template, dataDir);
}

/** A server of the file's own, on a copy of a prepared data folder (or an empty one). */
export function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  return launchServer(inject('e2eTemplates'), options);
}

/** startServer with the run's folder of prepared data folders given: for the global setup. */
export async function launchServer(
  templates: string,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const env = serverEnv(dataDir, port, options.env);
  if (!options.emptyFolder) await copyPreparedFolder(dataDir, options.demoEvents ?? 0, templates);
  else if (options.demoEvents) throw new Error('demo traffic is imported into a prepared folder');
  for (const command of options.commands ?? []) await runCommand(command, env);

  const product = await startProduct({ env, port, startTimeoutMs: startDeadlineMs });
  return {
    url: product.url,
    dataDir,
    console: (args) => runCommand(args, env),
    stop: async () => {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo traffic of the shared server: a month of it, as the read-only flows read it. */
export const sharedDemoEvents = 60_000;

/** What the global setup answers a file that asks for the shared server. */
export interface SharedServerAddress {
  url: string;
  port: number;
  dataDir: string;
}

/** The run's shared server: not the file's to stop. */
export type SharedServer = Omit<RunningServer, 'stop'>;

/**
 * The run's server with `sharedDemoEvents` of demo traffic (globalSetup.ts starts it for the
 * first file that asks; the next ones wait for that start or find it running). For flows that
 * only read its data: what they change (presets, language) belongs to a user of their own
 * (addUser), since other files sign in to it at the same time.
 */
export async function sharedServer(): Promise<SharedServer> {
  const response = await fetch(inject('e2eSharedServer'), { method: 'POST' });
  if (!response.ok)
    throw new Error(`the run's shared server did not start:\n${await response.text()}`);
  const { url, port, dataDir } = (await response.json()) as SharedServerAddress;
  const env = serverEnv(dataDir, port);
  return { url, dataDir, console: (args) => runCommand(args, env) };
}

export interface User {
  email: string;
  password: string;
  /** as the user menu's button reads it */
  name: string;
}

/**
 * A new user made with the admin command line on the running server, as an operator would: of
 * the demo account in `role`, and an admin of the console with `admin` (as the seeded admin, an
 * owner). The address is new at each call (a rerun in watch mode finds the last run's users).
 */
export async function addUser(
  server: SharedServer,
  name: string,
  access: { role: 'member' | 'editor' | 'owner'; admin?: boolean },
): Promise<User> {
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  const user = {
    email: `${local}.${crypto.randomBytes(4).toString('hex')}@example.com`,
    password: 'e2e user password 2024',
    name,
  };
  await server.console([
    'create-user',
    user.email,
    '--name',
    name,
    '--password',
    user.password,
    '--account',
    demo.account,
    '--role',
    access.role,
    ...(access.admin ? ['--admin'] : []),
  ]);
  return user;
}
