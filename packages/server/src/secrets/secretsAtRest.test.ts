// Secrets at rest on both databases: credentials the admin sets (an account's SNDS key, an
// integration's URL and headers) are stored sealed and read back opened by the admin calls;
// credentials stored as plain text before sealing existed are sealed at the next start; a
// server whose key is not the one that sealed the database refuses to start; no secret reaches
// the log.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/adminCaller.ts';
import { testDatabases } from '../testing/databases.ts';
import { useTestApp } from '../testing/testApp.ts';
import { checkKey, openSecrets, sealPlainCredentials } from './openSecrets.ts';
import { createSecretBox, type Sealed } from './secretBox.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(testDatabases)('secrets at rest on %s', (kind) => {
  const key = crypto.randomBytes(32);
  const holder = useTestApp(kind, { SECRET_KEY: key.toString('hex') });
  const t = () => holder.app;

  it('stores the SNDS key sealed, and answers only whether it is set', async () => {
    const admin = await signInAdmin(t());
    const snds = 'f6a5c3d1-snds-key-0001';
    const account = await admin.ok('admin/accounts/add', {
      id: 'sealed',
      name: 'Sealed',
      modules: ['rm'],
      user_limit: null,
      volume_limit: null,
      ip_limit: null,
      domain_limit: null,
      audit_limit: null,
      policy_limit: null,
      snds,
    });
    expect(account.snds).toBe(true);
    const row = await t()
      .storage.db.selectFrom('accounts')
      .select('snds')
      .where('id', '=', 'sealed')
      .executeTakeFirstOrThrow();
    expect(row.snds).not.toContain(snds);
    expect(t().services.secrets.open(row.snds as Sealed)).toBe(snds);
    const changed = await admin.ok('admin/accounts/set', { id: 'sealed', snds: 'second-key' });
    expect(changed.snds).toBe(true);
    const stored = await t()
      .storage.db.selectFrom('accounts')
      .select('snds')
      .where('id', '=', 'sealed')
      .executeTakeFirstOrThrow();
    expect(t().services.secrets.open(stored.snds as Sealed)).toBe('second-key');
    expect((await admin.ok('admin/accounts/set', { id: 'sealed', snds: null })).snds).toBe(false);
    expect(JSON.stringify(await admin.ok('admin/accounts/all'))).not.toContain('second-key');
    expect(t().logs.join('\n')).not.toContain(snds);
  });

  it('stores an integration URL and its header values sealed, and never answers them', async () => {
    const admin = await signInAdmin(t());
    const token = 'Bearer 9f8e7d6c5b4a-integration-token';
    const url = 'https://hooks.example.com/services/T0/B0/webhook-secret';
    const created = await admin.ok('admin/integrations/create', {
      url,
      method: 'POST',
      headers: { Authorization: token },
      body: '{}',
      active: true,
    });
    expect([created.origin, created.header_names]).toEqual([
      'https://hooks.example.com',
      ['Authorization'],
    ]);
    expect(JSON.stringify(created)).not.toContain('webhook-secret');
    expect(JSON.stringify(created)).not.toContain('integration-token');
    const row = await t()
      .storage.db.selectFrom('integrations')
      .select(['url', 'headers'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('webhook-secret');
    expect(JSON.stringify(row)).not.toContain('integration-token');
    expect(t().services.secrets.open(row.headers.Authorization as Sealed)).toBe(token);
    expect(await admin.ok('admin/integrations/read', { id: created.id })).toEqual(created);
  });

  it('seals credentials stored as plain text at the next start, once', async () => {
    const { db } = t().storage;
    const plain = {
      snds: 'plain-snds-key',
      totp: 'JBSWY3DPEHPK3PXP',
      mailgun: 'key-plain-mailgun',
      header: 'plain-header-token',
    };
    await sql`update accounts set snds = ${plain.snds} where id = 'demo'`.execute(db);
    await sql`update users set totp_secret = ${plain.totp}`.execute(db);
    await sql`insert into delivery_datasets (dataset_id, mailgun_signing_key)
      values ('demo-newsletters', ${plain.mailgun})
      on conflict (dataset_id) do update set mailgun_signing_key = excluded.mailgun_signing_key`.execute(
      db,
    );
    await sql`insert into integrations (id, url, method, headers, body, active)
      values ('legacy', 'https://legacy.example.com/hook', 'POST',
        cast(${JSON.stringify({ 'X-Api-Key': plain.header })} as jsonb), '', true)`.execute(db);

    const secrets = await openSecrets(db, { secretKey: key, dataDir: '/nonexistent' }, quiet);
    const account = await db
      .selectFrom('accounts')
      .select('snds')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('totp_secret').executeTakeFirstOrThrow();
    const dataset = await db
      .selectFrom('delivery_datasets')
      .select('mailgun_signing_key')
      .where('dataset_id', '=', 'demo-newsletters')
      .executeTakeFirstOrThrow();
    const integration = await db
      .selectFrom('integrations')
      .select(['url', 'headers'])
      .where('id', '=', 'legacy')
      .executeTakeFirstOrThrow();
    const stored = [
      account.snds,
      user.totp_secret,
      dataset.mailgun_signing_key,
      integration.url,
      integration.headers['X-Api-Key'],
    ] as Sealed[];
    expect(stored.every((value) => value.startsWith('v1:'))).toBe(true);
    expect(stored.map((value) => secrets.open(value))).toEqual([
      plain.snds,
      plain.totp,
      plain.mailgun,
      'https://legacy.example.com/hook',
      plain.header,
    ]);
    // a second start finds nothing left to seal, and changes nothing
    expect(await sealPlainCredentials(db, secrets)).toBe(0);
  });

  it('refuses a key other than the one that sealed the database', async () => {
    const other = createSecretBox(crypto.randomBytes(32));
    await expect(checkKey(t().storage.db, other)).rejects.toThrow(
      `sealed with secret key ${t().services.secrets.keyId}, and this server's key is ${other.keyId}`,
    );
    await expect(checkKey(t().storage.db, t().services.secrets)).resolves.toBeUndefined();
  });
});
