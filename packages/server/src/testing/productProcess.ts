// The product as `npm start` runs it, in a child process: the start script of this package
// (node with its flags on src/main.ts, from packages/server) with the environment a test gives,
// on a free loopback port. Used where a test needs the real process: the end-to-end suite, the
// crash test (kill -9 mid-batch). Nothing is assembled by hand: what answers is main.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverPackageRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

/** `scripts.start` of packages/server/package.json, as node arguments (`node` itself dropped). */
export function startScriptArguments(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(serverPackageRoot, 'package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`the start script does not run node: ${command}`);
  return args;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const productSecretKey = crypto.randomBytes(32).toString('base64');

export interface ProductProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** what the process printed so far (stdout and stderr) */
  output(): string;
  /** SIGTERM (a clean stop) unless another signal is given; resolves when it exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ProductOptions {
  /** added to this process's environment; PORT and HOST are set here */
  env: NodeJS.ProcessEnv;
  port?: number;
  /** how long the start may take (a first start on PGlite runs initdb: 10 to 30 s when busy) */
  startTimeoutMs?: number;
}

/** Starts the product and resolves once its API answers on the port. */
export async function startProduct(options: ProductOptions): Promise<ProductProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, startScriptArguments(), {
    cwd: serverPackageRoot,
    // No SMTP listener unless a test asks for one: products started side by side would all
    // want port 2525. On PostgreSQL, one secret key for the products of this test process,
    // so none writes a key file into packages/server/data.
    env: {
      INBOUND_SMTP_PORT: '0',
      ...(options.env.DATABASE_URL ? { SECRET_KEY: productSecretKey } : {}),
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const product: ProductProcess = {
    url,
    port,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitUntilAnswering(url, child, options.startTimeoutMs ?? 110_000, () => output);
  } catch (error) {
    await product.stop('SIGKILL');
    throw error;
  }
  return product;
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1.1/public/system/heartbeat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}
