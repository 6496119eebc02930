// The admin command line while the console runs, as an operator meets it: the product started as
// `npm start` starts it (a child process, started once per database for all the commands), then
// `pnpm console` on the same settings, run as main.ts runs it but in this process
// (consoleRun.ts; cli.test.ts runs main.ts itself). On the embedded database the server holds
// the folder and runs the commands itself, sent over its socket (consoleSocket.ts); on
// PostgreSQL the command line connects. Either way create-user, import, jobs and mailbox add
// (its password piped in) answer the same, and what they did is what the server then serves; a
// killed server leaves the folder to the command line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsole } from '../testing/consoleRun.ts';
import { openFreshStorage, testDatabases } from '../testing/databases.ts';
import { freshPgliteDataDir } from '../testing/pgliteTemplate.ts';
import { startProduct, type ProductProcess } from '../testing/productProcess.ts';

const accounting = fileURLToPath(
  new URL(
    '../modules/delivery/ingest/parse/__fixtures__/powermta/acct-2024-05-06.csv',
    import.meta.url,
  ),
);
const admin = { email: 'admin@example.com', password: 'running server admin 2026' };

describe.each(testDatabases)('pnpm console beside a running server on %s', (kind) => {
  let product: ProductProcess;
  let env: NodeJS.ProcessEnv;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    let database: NodeJS.ProcessEnv;
    if (kind === 'pglite') {
      const dataDir = await freshPgliteDataDir();
      database = { DATA_DIR: dataDir, DATABASE_URL: '' };
      cleanUp = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    } else {
      const storage = await openFreshStorage(kind);
      database = { DATABASE_URL: storage.location };
      cleanUp = () => storage.close();
    }
    env = {
      ...process.env,
      ...database,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PASSWORD_SCRYPT_LOG_N: '12',
      SECRET_KEY: crypto.randomBytes(32).toString('base64'),
      DEMO_EVENTS: '0',
      LOG_LEVEL: 'warn',
    };
    product = await startProduct({ env });
  }, 180_000);
  afterAll(async () => {
    await product?.stop();
    await cleanUp?.();
  });

  // the server runs the command on the embedded database, the command line itself on PostgreSQL
  const console = async (argv: string[], options: { stdin?: string } = {}) => {
    const answer = await runConsole(env, argv, options);
    expect(answer.served).toBe(kind === 'pglite');
    return answer;
  };
  const signIn = async (email: string, password: string) =>
    fetch(`${product.url}/api/v1.1/auth/authenticate/postmastery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });

  it('creates a user the server then signs in', async () => {
    const created = await console([
      'create-user',
      'carol@example.com',
      '--password',
      'carol password 2026',
      '--account',
      'demo',
      '--role',
      'editor',
    ]);
    expect(created).toMatchObject({
      exitCode: 0,
      stdout: 'Created carol@example.com.\nMember of demo as editor.\n',
    });
    expect((await signIn('carol@example.com', 'carol password 2026')).status).toBe(200);
    const again = await console(['create-user', 'carol@example.com']);
    expect(again).toMatchObject({
      exitCode: 1,
      stdout: '',
      stderr: 'Conflict: carol@example.com exists already\n',
    });
  }, 60_000);

  it('imports a file whose events the server then reports', async () => {
    const imported = await console([
      'import',
      '--dataset',
      'demo-newsletters',
      '--format',
      'powermta',
      accounting,
    ]);
    expect(imported.exitCode).toBe(0);
    const lines = imported.stdout.split('\n');
    expect(lines[0]).toMatch(/^Imported 1 file into demo-newsletters in \d+\.\d s/);
    expect(lines[1]).toBe('  records 10, stored 9, duplicates 0, skipped 1, rejected 0');
    const login = await signIn(admin.email, admin.password);
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const totals = await fetch(`${product.url}/api/v1.1/member/datasets/totals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify({
        account: 'demo',
        dataset: 'demo-newsletters',
        range: {
          preset: 'custom',
          start: '2024-05-06T00:00:00Z',
          end: '2024-05-07T00:00:00Z',
        },
        filters: [],
      }),
    });
    expect(((await totals.json()) as { totals: { submitted: number } }).totals.submitted).toBe(1);
  }, 60_000);

  it('lists the job queues the server works', async () => {
    const { exitCode, stdout } = await console(['jobs']);
    expect(exitCode).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      'QUEUE                        WAITING  ACTIVE  DONE  FAILED  DEAD  SCHEDULE (UTC)',
    );
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(
      expect.arrayContaining([
        'auth.housekeeping',
        'auth.password-reset',
        'db.maintenance',
        'delivery.retention',
        'mail.imap-fetch',
        'memberships.invitation-mail',
      ]),
    );
  }, 60_000);

  it('takes a mailbox password on standard input', async () => {
    const argv = ['mailbox', 'add', '--account', 'demo', '--host', '127.0.0.1', '--user', 'dmarc'];
    const stdin = 'imap password 2026\n';
    const added = await console(argv, { stdin });
    // without --password-stdin it is refused; with it, the password piped is taken
    expect(added).toMatchObject({ exitCode: 1 });
    const withPassword = await console([...argv, '--password-stdin'], { stdin });
    expect(withPassword.exitCode).toBe(0);
    expect(withPassword.stdout).toMatch(/^Mailbox \d+ added for demo: dmarc@127\.0\.0\.1:143, /);
  }, 60_000);

  // Last: the server is gone after it.
  if (kind === 'pglite')
    it('opens the folder itself once the server is gone, even killed', async () => {
      await product.stop('SIGKILL');
      const listed = await runConsole(env, ['list-workspaces']);
      expect(listed).toMatchObject({ exitCode: 0, served: false });
      expect(listed.stdout.split('\n')[1]).toMatch(
        /^demo\tDemo newsletters\tdemo\tdemo-newsletters\t/,
      );
    }, 60_000);
});
