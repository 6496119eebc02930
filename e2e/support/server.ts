// Starts the console exactly as `npm start` does (the server package's start script, through
// packages/server/src/testing/productProcess.ts) with the built app, on a free loopback port
// and a fresh data folder. Before the start, the admin command line may prepare the folder
// (first-start seed, demo traffic, dataset settings, users), exactly as an operator would. The
// server's own first start would import DEMO_EVENTS of demo traffic: it is 0 here unless a
// test asks, so each test decides what traffic it has.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
}

// A first start runs initdb of the embedded database (PGlite, 10 to 30 s on a busy 2-core
// machine), then migrations and the seed; importing 60,000 demo events takes as long again.
const startDeadlineMs = 110_000;
/** For a beforeAll that starts a server: the command lines, then the start itself. */
export const serverStartTimeout = 300_000;

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

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const env: NodeJS.ProcessEnv = {
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
    ...options.env,
  };
  const commands = [...(options.commands ?? [])];
  if (options.demoEvents)
    commands.unshift([
      'import',
      '--dataset',
      demo.dataset,
      '--format',
      'demo',
      '--events',
      String(options.demoEvents),
    ]);
  for (const command of commands) await runCommand(command, env);

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
