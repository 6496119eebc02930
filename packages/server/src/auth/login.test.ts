// Sign-in over HTTP on both databases: the session cookie and its flags, the CSRF token, the
// second factor, logout, and the brute-force throttle with its Retry-After.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { adminEmail, adminPassword, useTestApp } from '../testing/testApp.ts';
import { updateUser } from '../modules/users/users.repository.ts';
import { sha256 } from './tokens.ts';
import { currentTotp } from './totp.ts';

const login = '/api/v1.1/auth/authenticate/postmastery';
const logout = '/api/v1.1/auth/authenticate/logout';

describe.each(testDatabases)('sign-in on %s', (kind) => {
  const holder = useTestApp(kind, { TRUST_PROXY: 'true' });
  const t = () => holder.app;

  it('answers a CSRF token and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await t().call(login, { username: adminEmail, password: adminPassword });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^console_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: login,
      payload: { username: adminEmail, password: adminPassword },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('keeps only hashes of the cookie and the CSRF token', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const cookieValue = session.cookie.split('=')[1] as string;
    const rows = await t().storage.db.selectFrom('sessions').selectAll().execute();
    const stored = rows.find((row) => row.id === sha256(cookieValue));
    expect(stored?.csrf_hash).toBe(sha256(session.token));
    expect(rows.some((row) => row.id === cookieValue || row.csrf_hash === session.token)).toBe(
      false,
    );
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await t().call(login, { username: adminEmail, password: 'not the password' });
    const unknown = await t().call(login, {
      username: 'nobody@example.com',
      password: 'whatever it is',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ name: 'InvalidCredentials', message: 'Failed to login.' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, wrong.json()]);
  });

  it('needs the X-CSRF-Token of the session on every non-public call', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const withToken = await t().call('user/users/get', {}, session);
    const noHeader = await t().app.inject({
      method: 'POST',
      url: '/api/v1.1/user/users/get',
      payload: {},
      headers: { cookie: session.cookie },
    });
    const otherToken = await t().call('user/users/get', {}, { ...session, token: 'x'.repeat(43) });
    const noCookie = await t().app.inject({
      method: 'POST',
      url: '/api/v1.1/user/users/get',
      payload: {},
      headers: { 'x-csrf-token': session.token },
    });
    expect(withToken.statusCode).toBe(200);
    expect([noHeader.statusCode, noHeader.json().name]).toEqual([401, 'CsrfTokenInvalid']);
    expect([otherToken.statusCode, otherToken.json().name]).toEqual([401, 'CsrfTokenInvalid']);
    expect([noCookie.statusCode, noCookie.json().name]).toEqual([401, 'Unauthorized']);
  });

  it('ends the session on the server at logout', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const withoutToken = await t().app.inject({
      method: 'POST',
      url: logout,
      payload: {},
      headers: { cookie: session.cookie },
    });
    expect([withoutToken.statusCode, withoutToken.json().name]).toEqual([401, 'CsrfTokenInvalid']);
    const out = await t().call(logout, {}, session);
    expect([out.statusCode, out.json()]).toEqual([200, { ok: true }]);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^console_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    const after = await t().call('user/users/get', {}, session);
    expect([after.statusCode, after.json().name]).toEqual([401, 'Unauthorized']);
  });

  it('asks for the second factor, refuses a wrong or replayed code, accepts the current one', async () => {
    const email = 'two.factor@example.com';
    const password = await t().addUser(email);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await updateUser(t().storage.db, email, {
      totp_enabled: true,
      totp_secret: t().services.secrets.seal(secret),
    });
    const missing = await t().call(login, { username: email, password });
    expect([missing.statusCode, missing.json().name]).toEqual([400, 'SecondFactorRequired']);
    // the form's empty second-factor field is no code, not a malformed one
    const empty = await t().call(login, { username: email, password, code: '' });
    expect([empty.statusCode, empty.json().name]).toEqual([400, 'SecondFactorRequired']);
    const wrongCode = String((Number(currentTotp(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t().call(login, { username: email, password, code: wrongCode });
    expect([wrong.statusCode, wrong.json().name]).toEqual([400, 'InvalidCredentials']);
    const code = currentTotp(secret);
    const right = await t().call(login, { username: email, password, code });
    expect(right.statusCode).toBe(200);
    const replay = await t().call(login, { username: email, password, code });
    expect([replay.statusCode, replay.json().name]).toEqual([400, 'InvalidCredentials']);
  }, 30_000);

  it('throttles a username after 5 failures, the right password included, with Retry-After', async () => {
    const email = 'guessed@example.com';
    const password = await t().addUser(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t().call(login, {
        username: email,
        password: `wrong guess ${attempt}`,
      });
      expect(response.json().name).toBe('InvalidCredentials');
    }
    const blocked = await t().call(login, { username: email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      name: 'TooManyRequests',
      message: expect.stringContaining('Try again in 15 minutes'),
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().details).toEqual({ retryAfterSeconds: retryAfter });
  }, 30_000);

  it('throttles a client address after 20 failures across usernames', async () => {
    const from = (username: string, password: string) =>
      t().app.inject({
        method: 'POST',
        url: login,
        payload: { username, password },
        remoteAddress: '203.0.113.9',
      });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await from(`user${attempt}@example.net`, 'wrong password')).statusCode).toBe(400);
    }
    const blocked = await from('someone.else@example.net', 'wrong password');
    expect([blocked.statusCode, blocked.json().name]).toEqual([429, 'TooManyRequests']);
    const elsewhere = await t().call(login, { username: adminEmail, password: adminPassword });
    expect(elsewhere.statusCode).toBe(200);
  }, 30_000);

  it('counts failures recorded by another server process (the count lives in the database)', async () => {
    const email = 'shared.count@example.com';
    const password = await t().addUser(email);
    const rows = Array.from({ length: 5 }, () => ({
      username: email,
      client_address: '198.51.100.1',
    }));
    await t().storage.db.insertInto('login_attempts').values(rows).execute();
    const response = await t().call(login, { username: email, password });
    expect([response.statusCode, response.json().name]).toEqual([429, 'TooManyRequests']);
  });
});
