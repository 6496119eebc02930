// First start on both databases: migrations, reference data, the admin and the demo workspace;
// SEED_DEMO=0; a generated admin password; and a second start that changes nothing.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/passwords.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './http/logging.ts';
import { openFreshStorage, setupTimeoutMs, testDatabases } from './testing/databases.ts';
import { prepareStorage } from './start.ts';

const quiet = createLogger('silent');

describe.each(testDatabases)('first start on %s', (kind) => {
  it(
    'seeds an admin and the demo account, dataset and workspace with all four modules',
    async () => {
      const storage = await openFreshStorage(kind);
      try {
        const config = loadConfig({
          ADMIN_EMAIL: 'Boss@Example.com',
          ADMIN_PASSWORD: 'boss password 12',
          PASSWORD_SCRYPT_LOG_N: '12',
        });
        const first = await prepareStorage(storage, config, quiet);
        expect(first).toEqual({ adminEmail: 'boss@example.com', generatedPassword: null });
        const { db } = storage;
        const admin = await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', 'boss@example.com')
          .executeTakeFirstOrThrow();
        expect(admin.admin).toBe(true);
        expect(await verifyPassword('boss password 12', admin.password_hash as string)).toBe(true);
        const workspace = await db.selectFrom('workspaces').selectAll().executeTakeFirstOrThrow();
        expect([
          workspace.id,
          workspace.account_id,
          workspace.dataset_id,
          workspace.modules,
        ]).toEqual(['demo', 'demo', 'demo-newsletters', ['da', 'rm', 'ea', 'dr']]);
        const membership = await db.selectFrom('memberships').selectAll().executeTakeFirstOrThrow();
        expect([membership.user_id, membership.role]).toEqual(['boss@example.com', 'owner']);
        // the 2026 catalogue: 15 live lists and the 2 Spamhaus DQS ones waiting for a key
        const lists = await db.selectFrom('blocklists').select(['id', 'active']).execute();
        expect([lists.length, lists.filter((list) => !list.active).length]).toEqual([17, 2]);
        // a second start finds the database migrated and seeds nothing
        expect(await prepareStorage(storage, config, quiet)).toBeNull();
        expect((await db.selectFrom('users').select('id').execute()).length).toBe(1);
      } finally {
        await storage.close();
      }
    },
    setupTimeoutMs,
  );

  it(
    'skips the demo with SEED_DEMO=0 and generates an admin password when none is set',
    async () => {
      const storage = await openFreshStorage(kind);
      try {
        const config = loadConfig({ SEED_DEMO: '0', PASSWORD_SCRYPT_LOG_N: '12' });
        const first = await prepareStorage(storage, config, quiet);
        expect(first?.adminEmail).toBe('admin@example.com');
        expect(first?.generatedPassword).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{24}$/);
        const admin = await storage.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
        expect(
          await verifyPassword(first?.generatedPassword as string, admin.password_hash as string),
        ).toBe(true);
        expect(await storage.db.selectFrom('accounts').select('id').execute()).toEqual([]);
      } finally {
        await storage.close();
      }
    },
    setupTimeoutMs,
  );
});
