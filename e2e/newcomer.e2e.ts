// The commands of the README, typed as a newcomer types them: `npm run ...` with the system's
// Node and npm, nothing of ours on the PATH (scripts/toolchain.sh brings Node 22 and pnpm 12).
// Each command the README shows runs here, with `--help` where a full run is long; the admin
// command line runs for real: beside a running server on the embedded database (the server runs
// it over its socket), and on PostgreSQL.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshStorage, type TestStorage } from '../packages/server/src/testing/databases.ts';
import { startServer, type RunningServer } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '..');
// the system's folders only: no .tools, no node_modules/.bin
const systemPath = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** `npm run <script> -- <args>` in the repository root, as typed in a fresh shell; its output. */
async function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    // a newcomer's environment, but for the run's loopback DNS server (no test asks the network)
    env: {
      HOME: os.homedir(),
      PATH: systemPath,
      TMPDIR: os.tmpdir(),
      DNS_SERVERS: process.env.DNS_SERVERS ?? '',
      ...env,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** What each `npm run` script of the README answers to `--help` (or its dry form). */
const helpOf: Record<string, { args: string[]; says: string }> = {
  console: { args: ['--help'], says: 'Usage: npm run console -- <command> [options]' },
  storybook: { args: ['--help'], says: 'Usage: dispatcher dev [options]' },
  'build-storybook': { args: ['--help'], says: 'Usage: dispatcher build [options]' },
  vitest: { args: ['--help'], says: 'vitest/' },
  build: { args: ['--help'], says: '$ vite build' },
  check: { args: ['--help'], says: 'Runs at once, then prints the output of each:' },
  format: { args: ['--help'], says: 'Usage: prettier' },
  lint: { args: ['--help'], says: 'eslint [options]' },
  bench: { args: ['--help'], says: 'bench: `npm run bench:users --' },
  'bench:users': { args: ['--help'], says: '`npm run bench:users --' },
  'bench:da': { args: ['--help'], says: '`npm run bench:da --' },
  'bench:dmarc': { args: ['--help'], says: '`npm run bench:dmarc --' },
  'bench:rm': { args: ['--help'], says: '`npm run bench:rm --' },
  'bench:audit': { args: ['--help'], says: '`npm run bench:audit --' },
  'bench:ui': { args: ['--help'], says: 'the DataTable with 100,000 rows' },
  'bench:app': { args: ['--help'], says: '`npm run bench:app --' },
};

describe('the README typed by a newcomer', () => {
  it('runs on the system Node, which is not the one the toolchain brings', async () => {
    const { stdout } = await promisify(execFile)('node', ['-p', 'process.execPath'], {
      env: { PATH: systemPath },
    });
    expect(stdout.trim()).not.toContain(root);
  });

  it('shows no npm script that is not tried here', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const shown = new Set([...readme.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1]));
    expect([...shown].filter((script) => !(script! in helpOf))).toEqual([]);
  });

  it.each(Object.entries(helpOf))('npm run %s answers its help', async (script, { args, says }) => {
    expect(await npmRun(script, args)).toContain(says);
  });
});

describe('the admin command line typed by a newcomer', () => {
  let server: RunningServer;
  let storage: TestStorage;

  beforeAll(async () => {
    [server, storage] = await Promise.all([startServer(), openFreshStorage('postgres')]);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await storage?.close();
  });

  // the list as the first start seeds it
  const demoWorkspace = [
    'ID\tNAME\tACCOUNT\tDATASET\tMODULES',
    'demo\tDemo newsletters\tdemo\tdemo-newsletters\tda,rm,ea,dr',
  ];
  const workspaceLines = (output: string) =>
    output
      .trim()
      .split('\n')
      .filter((line) => line.includes('\t'));

  it('lists the workspaces beside a running server on the embedded database', async () => {
    const output = await npmRun('console', ['list-workspaces'], { DATA_DIR: server.dataDir });
    expect(workspaceLines(output)).toEqual(demoWorkspace);
  });

  it('lists the workspaces on PostgreSQL, and first tells the generated admin password', async () => {
    const output = await npmRun('console', ['list-workspaces'], {
      DATABASE_URL: storage.location,
      PASSWORD_SCRYPT_LOG_N: '12',
    });
    expect(output).toMatch(/^First start: admin admin@example\.com, password \S{16,}$/m);
    expect(workspaceLines(output)).toEqual(demoWorkspace);
  });
});
