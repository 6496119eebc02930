// The admin command line as an admin runs it, on the server's database (a PGlite folder, or a
// fresh PostgreSQL database), reading what it prints. main.ts runs as a child process once, on a
// fresh folder; the other commands run as it would run them, in this process (consoleRun.ts).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { openStorage } from '../db/database.ts';
import { runConsole, useConsole } from '../testing/consoleRun.ts';
import { setupTimeoutMs, testDatabases } from '../testing/databases.ts';
import { fixturesDirectory } from '../testing/dmarcFixtures.ts';
import { freshPgliteDataDir } from '../testing/pgliteTemplate.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('pnpm console as a process', () => {
  // The one command run through main.ts itself: its settings from the environment, no server to
  // hand the command to, the first start on an empty folder (the admin's password generated and
  // printed), the command's lines on standard output and exit code 0.
  it(
    'starts a fresh folder, prints the generated admin password and lists the workspaces',
    async () => {
      const dataDir = await freshPgliteDataDir();
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PASSWORD_SCRYPT_LOG_N: '12',
        };
        delete env.ADMIN_PASSWORD;
        const { stdout } = await run(process.execPath, [cli, 'list-workspaces'], { env });
        const lines = stdout.split('\n');
        const [, email, password] = /^First start: admin (\S+), password (\S+)$/.exec(
          lines[0] as string,
        ) as string[];
        expect(lines).toContain('demo\tDemo newsletters\tdemo\tdemo-newsletters\tda,rm,ea,dr');
        const check = await openStorage({ kind: 'pglite', dataDir });
        const admin = await check.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', email as string)
          .executeTakeFirstOrThrow()
          .finally(() => check.close());
        expect(admin.admin).toBe(true);
        expect(await verifyPassword(password as string, admin.password_hash as string)).toBe(true);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    setupTimeoutMs,
  );
});

describe('pnpm console --help', () => {
  it('lists the commands', async () => {
    const { exitCode, stdout } = await runConsole(process.env, ['--help']);
    expect(exitCode).toBe(0);
    for (const command of [
      'create-user',
      'reset-password',
      'list-workspaces',
      'outbox',
      'totp',
      'inbound',
      'mailbox add',
    ]) {
      expect(stdout).toContain(command);
    }
  });

  it('refuses an unknown command with exit code 1', async () => {
    expect(await runConsole(process.env, ['make-coffee'])).toMatchObject({
      exitCode: 1,
      stderr: expect.stringContaining('Unknown command "make-coffee"'),
    });
  });
});

describe.each(testDatabases)('pnpm console on %s', (kind) => {
  // The commands of the block on one database opened for them, as the command line opens it
  // for each: a PGlite folder nobody holds, or a PostgreSQL database.
  const database = useConsole(kind, {
    ADMIN_PASSWORD: 'admin password 123',
    PASSWORD_SCRYPT_LOG_N: '12',
    // given, so that no key file is written into the working directory (PostgreSQL)
    SECRET_KEY: crypto.randomBytes(32).toString('base64'),
  });
  // a command that succeeds: exit code 0, as main.ts answers it
  const succeeds = async (...argv: string[]) => {
    const answer = await database.run(argv);
    expect(answer.exitCode).toBe(0);
    return answer;
  };

  it(
    'creates a member, lists workspaces and resets a password',
    async () => {
      const created = await succeeds(
        'create-user',
        'Ana@Example.com',
        '--name',
        'Ana',
        '--account',
        'demo',
        '--role',
        'editor',
        '--password',
        'ana password 123',
      );
      expect(created.stdout).toBe('Created ana@example.com.\nMember of demo as editor.\n');
      const listed = await succeeds('list-workspaces');
      expect(listed.stdout.split('\n')).toContain(
        'demo\tDemo newsletters\tdemo\tdemo-newsletters\tda,rm,ea,dr',
      );
      const reset = await succeeds('reset-password', 'ana@example.com');
      const password = /^Password: (\S+)$/m.exec(reset.stdout)?.[1] as string;
      expect(reset.stdout).toContain(
        'Password of ana@example.com changed; their sessions are ended.',
      );

      const check = database.storage;
      const row = await check.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', 'ana@example.com')
        .executeTakeFirstOrThrow();
      const membership = await check.db
        .selectFrom('memberships')
        .selectAll()
        .where('user_id', '=', 'ana@example.com')
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('Ana');
      expect(membership.role).toBe('editor');
      expect(await verifyPassword(password, row.password_hash as string)).toBe(true);
    },
    setupTimeoutMs,
  );

  // On the embedded database only, the default of a self-hosted install: the command line opens
  // PostgreSQL in the test above, and dmarc.test.ts stores imports on both.
  it.runIf(kind === 'pglite')(
    'imports DMARC reports from files, skips them the second time, and names what it cannot read',
    async () => {
      const files = [
        'aggregate/fastmail.com!example.com!1516060800!1516147199!102675056.xml.gz',
        'aggregate/protection.outlook.com!example.com!1711756800!1711843200.xml',
        'failure/dmarc_ruf_report_linkedin.eml',
        'invalid/empty.xml',
      ].map((name) => path.join(fixturesDirectory, name));
      const importing = () => succeeds('import-dmarc', '--account', 'demo', ...files);
      const first = await importing();
      const lines = first.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^Imported 4 files into demo in \d+\.\d s:$/);
      expect(lines.slice(1)).toEqual([
        '  aggregate reports 2 (2 records, 0 repeating an earlier id), already imported 0',
        '  failure reports 1, TLS reports 0, already imported 0; files not read 1',
        'Not read:',
        '  empty.xml: The input is empty.',
      ]);
      const second = await importing();
      expect(second.stdout.trimEnd().split('\n').slice(1, 3)).toEqual([
        '  aggregate reports 0 (0 records, 0 repeating an earlier id), already imported 2',
        '  failure reports 0, TLS reports 0, already imported 1; files not read 1',
      ]);
      // the unreadable file was kept, twice, for the admin to see and retry
      const failed = await succeeds('import-dmarc', '--failed');
      const failedLines = failed.stdout.trimEnd().split('\n');
      expect(failedLines[0]).toBe('ID\tACCOUNT\tSOURCE\tNAME\tSIZE\tRECEIVED\tFAILURE');
      expect(failedLines.slice(1).map((line) => line.split('\t').toSpliced(5, 1))).toEqual([
        [
          expect.stringMatching(/^\d+$/),
          'demo',
          'command',
          'empty.xml',
          '0',
          'empty.xml: The input is empty.',
        ],
        [
          expect.stringMatching(/^\d+$/),
          'demo',
          'command',
          'empty.xml',
          '0',
          'empty.xml: The input is empty.',
        ],
      ]);
      const id = (failedLines[1] as string).split('\t')[0] as string;
      const retried = await succeeds('import-dmarc', '--retry', id);
      expect(retried.stdout.trim()).toBe(
        `File ${id} (empty.xml) still cannot be read: empty.xml: The input is empty.`,
      );
      const refused = await database.run([
        'import-dmarc',
        '--account',
        'nobody',
        files[0] as string,
      ]);
      expect(refused).toMatchObject({
        exitCode: 1,
        stderr: expect.stringContaining('No account nobody'),
      });
    },
    setupTimeoutMs,
  );
});
