// Reset and change of a password over HTTP on both databases, with the mail read from a real
// SMTP server on loopback: no account enumeration, a single-use token valid for 1 hour, the
// 12..64 policy, the last-5 rule, and the error names the change screen shows (spec section 8).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtpCapture.ts';
import { manualJobs } from '../testing/manualJobs.ts';
import { tableChecksums } from '../testing/tableChecksums.ts';
import { useTestApp } from '../testing/testApp.ts';
import { setPassword } from './auth.service.ts';

const reset = '/api/v1.1/auth/user/reset';
const change = '/api/v1.1/auth/user/change';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe.each(testDatabases)('password reset on %s', (kind) => {
  // The SMTP server starts before the app, which reads SMTP_URL when it starts.
  const holder = useTestApp(kind, {
    get SMTP_URL() {
      return smtp.url;
    },
    PUBLIC_URL: 'https://console.example.com',
    MAIL_FROM: 'Console <console@example.com>',
  } as unknown as Record<string, string>);
  const t = () => holder.app;

  async function tokenFor(email: string): Promise<string> {
    const before = smtp.received.length;
    const response = await t().call(reset, { username: email });
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    const deadline = Date.now() + 5000;
    while (smtp.received.length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    const mail = smtp.received.at(-1);
    const token = /^Token: (\S+)$/m.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no token in the mail');
    return token;
  }

  it('mails a token and a change link to an existing user', async () => {
    const email = 'reader@example.com';
    await t().addUser(email);
    const token = await tokenFor(email);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('console@example.com');
    expect(mail?.subject).toBe('Your password reset token');
    expect(mail?.text).toContain(`https://console.example.com/?mod=change&token=${token}`);
    expect(mail?.text).toContain('expires in 1 hour');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = smtp.received.length;
    const response = await t().call(reset, { username: 'nobody.here@example.com' });
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    // The job was stored before the answer: once the queue is idle it has run, and it completed
    // (a failed one would be tried again later), so all it was to mail has reached the capture.
    await t().jobs.idle();
    const jobs = await sql<{ state: string }>`
      select state from pgboss.job
      where name = 'auth.password-reset' and data->>'username' = 'nobody.here@example.com'`.execute(
      t().storage.db,
    );
    expect(jobs.rows).toEqual([{ state: 'completed' }]);
    expect(
      smtp.received.slice(before).filter((mail) => mail.to.includes('nobody.here@example.com')),
    ).toEqual([]);
  });

  it('answers a known and an unknown address alike, leaving the same job for after the answer', async () => {
    const email = 'same.path@example.com';
    await t().addUser(email);
    const { services } = t();
    const queue = services.jobs;
    const manual = manualJobs();
    services.jobs = manual;
    try {
      const before = await tableChecksums(services.db);
      for (const username of [email, 'no.such.user@example.com']) {
        const response = await t().call(reset, { username });
        expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
      }
      // Nothing was read into a decision or written before either answer: the same job waits.
      expect(manual.pending).toEqual([
        { name: 'auth.password-reset', data: { username: email } },
        { name: 'auth.password-reset', data: { username: 'no.such.user@example.com' } },
      ]);
      expect(await tableChecksums(services.db)).toEqual(before);
      const mailsBefore = smtp.received.length;
      await manual.run(services);
      const tokens = await services.db
        .selectFrom('reset_tokens')
        .select('user_id')
        .where('user_id', 'in', [email, 'no.such.user@example.com'])
        .execute();
      expect(tokens).toEqual([{ user_id: email }]);
      expect(smtp.received.slice(mailsBefore).map((mail) => mail.to)).toEqual([[email]]);
    } finally {
      services.jobs = queue;
    }
  });

  it('changes the password once per token and signs the user out everywhere', async () => {
    const email = 'changer@example.com';
    const oldPassword = await t().addUser(email);
    const session = await t().signIn(email, oldPassword);
    const token = await tokenFor(email);
    const changed = await t().call(change, {
      token: `  ${token} `,
      password: 'a brand new passphrase',
    });
    expect([changed.statusCode, changed.json()]).toEqual([200, { ok: true }]);
    expect((await t().call('user/users/get', {}, session)).statusCode).toBe(401);
    await expect(t().signIn(email, 'a brand new passphrase')).resolves.toBeDefined();
    const again = await t().call(change, { token, password: 'yet another passphrase' });
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { name: 'ResetTokenNotFound', message: 'Token not found' },
    ]);
  }, 30_000);

  it('refuses passwords outside 12..64 characters without using the token', async () => {
    const email = 'policy@example.com';
    await t().addUser(email);
    const token = await tokenFor(email);
    const short = await t().call(change, { token, password: 'elevenchars' });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { name: 'PasswordInsecure', message: 'Password must contain at least 12 characters' },
    ]);
    const long = await t().call(change, { token, password: 'x'.repeat(65) });
    expect([long.statusCode, long.json().name]).toEqual([400, 'PasswordInsecure']);
    const exact = await t().call(change, { token, password: 'twelve chars' });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses any of the last 5 passwords, and allows the 6th oldest', async () => {
    const email = 'history@example.com';
    const first = await t().addUser(email);
    const services = t().services;
    for (const next of ['second password', 'third password', 'fourth password', 'fifth password']) {
      await setPassword(services, email, next);
    }
    const reuseFirst = await t().call(change, { token: await tokenFor(email), password: first });
    expect([reuseFirst.statusCode, reuseFirst.json()]).toEqual([
      400,
      { name: 'PasswordUsed', message: 'Password used before' },
    ]);
    await setPassword(services, email, 'sixth password');
    const token = await tokenFor(email);
    const reuseSecond = await t().call(change, { token, password: 'second password' });
    expect(reuseSecond.json().name).toBe('PasswordUsed');
    const firstIsOldEnough = await t().call(change, { token, password: first });
    expect(firstIsOldEnough.statusCode).toBe(200);
  }, 30_000);

  it('answers ResetTokenExpired after an hour and ResetTokenNotFound for a made-up token', async () => {
    const email = 'late@example.com';
    await t().addUser(email);
    const token = await tokenFor(email);
    await t()
      .storage.db.updateTable('reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await t().call(change, { token, password: 'a valid new password' });
    expect([expired.statusCode, expired.json()]).toEqual([
      410,
      { name: 'ResetTokenExpired', message: 'Token expired' },
    ]);
    const madeUp = await t().call(change, {
      token: 'made-up-token',
      password: 'a valid new password',
    });
    expect([madeUp.statusCode, madeUp.json().name]).toEqual([404, 'ResetTokenNotFound']);
  });

  it('never writes a token or a password into the log', async () => {
    const email = 'quiet@example.com';
    const password = await t().addUser(email);
    const session = await t().signIn(email, password);
    const token = await tokenFor(email);
    await t().call(change, { token, password: 'the quiet new password' });
    const log = t().logs.join('');
    for (const secret of [
      token,
      password,
      'the quiet new password',
      session.token,
      session.cookie.split('=')[1] as string,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe.each(testDatabases)('mail without SMTP on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;

  it('keeps the reset mail in the outbox and says so in the log, without the token', async () => {
    const email = 'outbox@example.com';
    await t().addUser(email);
    await t().call(reset, { username: email });
    await t().jobs.idle();
    const mails = await t()
      .storage.db.selectFrom('outbox_mail')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your password reset token');
    const token = /^Token: (\S+)$/m.exec(mails[0]?.text_body ?? '')?.[1] as string;
    const log = t().logs.join('');
    expect(log).toContain('the mail was kept in the outbox table');
    expect(log).not.toContain(token);
  });
});
