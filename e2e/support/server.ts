// Starts the console exactly as `npm start` does (the server package's start script, through
// packages/server/src/testing/productProcess.ts) with the built app, on a free loopback port
// and a data folder of its own. That folder is a copy of one prepared once per run and shape: a
// first start of the server (the seeded admin and demo workspace, no traffic), or the admin
// command line's import of that much demo traffic into an empty folder (which first-starts it
// the same way). Before the start, the admin command line may prepare the copy further (dataset
// settings, users), exactly as an operator would.
import { spawn } from 'node:child_process';
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

/** Fills `dataDir` with a copy of the folder a first start with that much demo traffic leaves. */
async function copyPreparedFolder(dataDir: string, demoEvents: number): Promise<void> {
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
  const template = path.join(inject('e2eTemplates'), `demo-${demoEvents}`);
  await ensureTemplate(template, prepare, preparationLockMs);
  copyTemplate(template, dataDir);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const env = serverEnv(dataDir, port, options.env);
  if (!options.emptyFolder) await copyPreparedFolder(dataDir, options.demoEvents ?? 0);
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
