// The admin command line as an admin runs it: a child process on the server's database (a
// PGlite folder, or a fresh PostgreSQL database), reading what it prints.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { openStorage } from '../db/database.ts';
import { openFreshStorage, setupTimeoutMs, testDatabases } from '../testing/databases.ts';
import { fixturesDirectory } from '../testing/dmarcFixtures.ts';
import { freshPgliteDataDir } from '../testing/pgliteTemplate.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('pnpm console --help', () => {
  it('lists the commands', async () => {
    const { stdout } = await run(process.execPath, [cli, '--help']);
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
  }, 30_000);

  it('refuses an unknown command with exit code 1', async () => {
    const failed = await run(process.execPath, [cli, 'make-coffee']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown command "make-coffee"'),
    });
  }, 30_000);
});

describe.each(testDatabases)('pnpm console on %s', (kind) => {
  // The command line opens the database itself, as the server would: a fresh PGlite folder
  // nobody holds, or a fresh PostgreSQL database.
  let location: string;
  let cleanUp: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    if (kind === 'pglite') {
      location = await freshPgliteDataDir();
      cleanUp = async () => fs.rmSync(location, { recursive: true, force: true });
    } else {
      const storage = await openFreshStorage(kind);
      location = storage.location;
      cleanUp = () => storage.close();
    }
    env = {
      ...process.env,
      ADMIN_PASSWORD: 'admin password 123',
      PASSWORD_SCRYPT_LOG_N: '12',
      // given, so that no key file is written into the working directory (PostgreSQL)
      SECRET_KEY: crypto.randomBytes(32).toString('base64'),
      ...(kind === 'pglite'
        ? { DATA_DIR: location, DATABASE_URL: '' }
        : { DATABASE_URL: location }),
    };
  }, setupTimeoutMs);
  afterAll(() => cleanUp());

  it(
    'creates a member, lists workspaces and resets a password',
    async () => {
      const created = await run(
        process.execPath,
        [
          cli,
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
        ],
        { env },
      );
      expect(created.stdout).toBe('Created ana@example.com.\nMember of demo as editor.\n');
      const listed = await run(process.execPath, [cli, 'list-workspaces'], { env });
      expect(listed.stdout.split('\n')).toContain(
        'demo\tDemo newsletters\tdemo\tdemo-newsletters\tda,rm,ea,dr',
      );
      const reset = await run(process.execPath, [cli, 'reset-password', 'ana@example.com'], {
        env,
      });
      const password = /^Password: (\S+)$/m.exec(reset.stdout)?.[1] as string;
      expect(reset.stdout).toContain(
        'Password of ana@example.com changed; their sessions are ended.',
      );

      const check =
        kind === 'pglite'
          ? await openStorage({ kind: 'pglite', dataDir: location })
          : await openStorage({ kind: 'postgres', url: location });
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
      await check.close();
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
      const importing = () =>
        run(process.execPath, [cli, 'import-dmarc', '--account', 'demo', ...files], { env });
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
      const failed = await run(process.execPath, [cli, 'import-dmarc', '--failed'], { env });
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
      const retried = await run(process.execPath, [cli, 'import-dmarc', '--retry', id], { env });
      expect(retried.stdout.trim()).toBe(
        `File ${id} (empty.xml) still cannot be read: empty.xml: The input is empty.`,
      );
      const refused = await run(
        process.execPath,
        [cli, 'import-dmarc', '--account', 'nobody', files[0] as string],
        { env },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No account nobody'),
      });
    },
    // four commands, each starting the whole server: over 2 minutes on a loaded 2-core machine
    2 * setupTimeoutMs,
  );
});
