// Single sign-on end to end on both databases: the server redirects to a real OpenID provider
// (oidc-provider on loopback), the provider's login form is filled, the provider redirects back,
// and the callback page carries the CSRF token of a working session, also for a console opened at
// another loopback name than PUBLIC_URL's. Failures: unknown provider, bad state, a replayed or
// foreign callback, an identity that matches no user, origins that are not the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { freePort, startOidcProvider, type OidcTestProvider } from '../testing/oidcProvider.ts';
import { useTestApp } from '../testing/testApp.ts';
import { CookieJar, postedMessage, runFlow, visit } from './ssoBrowser.ts';

describe.each(testDatabases)('single sign-on on %s', (kind) => {
  let port = 0;
  let provider: OidcTestProvider;
  const publicUrl = () => `http://127.0.0.1:${port}`;
  beforeAll(async () => {
    port = await freePort();
    provider = await startOidcProvider(
      ['google', 'microsoft'].map((name) => ({
        clientId: `${name}-client`,
        clientSecret: `${name} client secret`,
        redirectUri: `${publicUrl()}/api/v1.1/auth/authenticate/${name}/callback`,
      })),
    );
    provider.accounts.set('alice-sub', { email: 'Alice@Example.com', email_verified: true });
    provider.accounts.set('stranger-sub', { email: 'stranger@example.com', email_verified: true });
    provider.accounts.set('unverified-sub', { email: 'bob@example.com', email_verified: false });
  });
  afterAll(() => provider?.close());

  const env = {
    get PUBLIC_URL() {
      return publicUrl();
    },
    get GOOGLE_ISSUER() {
      return provider.issuer;
    },
    get MICROSOFT_ISSUER() {
      return provider.issuer;
    },
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google client secret',
    MICROSOFT_CLIENT_ID: 'microsoft-client',
    MICROSOFT_CLIENT_SECRET: 'microsoft client secret',
  } as unknown as Record<string, string>;
  const holder = useTestApp(kind, env);
  const t = () => holder.app;
  beforeAll(async () => {
    await t().addUser('alice@example.com');
    await t().addUser('bob@example.com');
    await t().app.listen({ port, host: '127.0.0.1' });
  });

  const start = (name: string) => `${publicUrl()}/api/v1.1/auth/authenticate?provider=${name}`;

  async function authStatus(jar: CookieJar, token: string) {
    const response = await visit(jar, `${publicUrl()}/api/v1.1/public/users/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: '{}',
    });
    return response.json() as Promise<{ authenticated: boolean; user?: { id: string } }>;
  }

  it('signs an existing user in with Google and posts the token to the exact origin', async () => {
    const flow = await runFlow(start('google'), 'alice-sub');
    expect(flow.visited[1]).toMatch(`${provider.issuer}/auth?`);
    const authorize = new URL(flow.visited[1] as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(flow.response.status).toBe(200);
    expect(flow.response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const { message, origin } = postedMessage(flow.body);
    expect(origin).toBe(publicUrl());
    const token = (message as { token: string }).token;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(flow.body).toContain('window.opener.postMessage(message, origin)');
    const status = await authStatus(flow.jar, token);
    expect(status).toMatchObject({ authenticated: true, user: { id: 'alice@example.com' } });
    const identity = await t()
      .storage.db.selectFrom('user_identities')
      .selectAll()
      .where('user_id', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({
      provider: 'google',
      subject: 'alice-sub',
      issuer: provider.issuer,
      email: 'alice@example.com',
    });
    expect(t().logs.join('\n')).not.toContain(token);
  });

  it('keeps signing in by the linked subject after the email changed at the provider', async () => {
    provider.accounts.set('alice-sub', { email: 'alice@elsewhere.example', email_verified: true });
    const flow = await runFlow(start('google'), 'alice-sub');
    const { message } = postedMessage(flow.body);
    const status = await authStatus(flow.jar, (message as { token: string }).token);
    expect(status.user?.id).toBe('alice@example.com');
  });

  it('signs in with Microsoft as a separate identity of the same user', async () => {
    provider.accounts.set('alice-ms', { email: 'alice@example.com', email_verified: true });
    const flow = await runFlow(start('microsoft'), 'alice-ms');
    expect(flow.response.status).toBe(200);
    const rows = await t()
      .storage.db.selectFrom('user_identities')
      .select(['provider', 'subject'])
      .where('user_id', '=', 'alice@example.com')
      .orderBy('provider')
      .execute();
    expect(rows).toEqual([
      { provider: 'google', subject: 'alice-sub' },
      { provider: 'microsoft', subject: 'alice-ms' },
    ]);
  });

  it('refuses an identity without a user, or with an unverified email', async () => {
    for (const login of ['stranger-sub', 'unverified-sub']) {
      const flow = await runFlow(start('google'), login);
      expect(flow.response.status).toBe(400);
      expect(postedMessage(flow.body).message).toEqual({
        token: null,
        error: { name: 'InvalidCredentials', message: 'Failed to login.' },
      });
      expect(flow.jar.get(new URL(publicUrl()), 'console_session')).toBeUndefined();
    }
    const linked = await t().storage.db.selectFrom('user_identities').select('subject').execute();
    expect(linked.map((row) => row.subject).sort()).toEqual(['alice-ms', 'alice-sub']);
  });

  it('answers Unknown provider for a provider it does not know', async () => {
    for (const query of ['?provider=yahoo', '', '?provider=']) {
      const response = await fetch(`${publicUrl()}/api/v1.1/auth/authenticate${query}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(postedMessage(await response.text())).toEqual({
        message: { token: null, error: { name: 'UnknownProvider', message: 'Unknown provider' } },
        origin: publicUrl(),
      });
    }
  });

  it('finishes a sign-in started at localhost at PUBLIC_URL and hands it back to localhost', async () => {
    const localhost = `http://localhost:${port}`;
    const flow = await runFlow(
      `${localhost}/api/v1.1/auth/authenticate?provider=google`,
      'alice-sub',
    );
    // started again at PUBLIC_URL, where the provider will return
    expect(new URL(flow.visited[1] as string).origin).toBe(publicUrl());
    expect(new URL(flow.visited[1] as string).searchParams.get('return')).toBe(localhost);
    const handoff = new URL(flow.visited.at(-1) as string);
    expect([handoff.origin, handoff.pathname]).toEqual([
      localhost,
      '/api/v1.1/auth/authenticate/handoff',
    ]);
    const { message, origin } = postedMessage(flow.body);
    expect(origin).toBe(localhost);
    const token = (message as { token: string }).token;
    // the session is localhost's: its cookie was set there, not at PUBLIC_URL
    expect(flow.jar.get(new URL(localhost), 'console_session')).toBeDefined();
    expect(flow.jar.get(new URL(publicUrl()), 'console_session')).toBeUndefined();
    const status = await visit(flow.jar, `${localhost}/api/v1.1/public/users/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: '{}',
    });
    expect(await status.json()).toMatchObject({ authenticated: true });
    // a handoff works once, and only where it was meant to go
    const again = await visit(new CookieJar(), handoff.href);
    expect(postedMessage(await again.text()).message).toMatchObject({
      error: { name: 'InvalidToken' },
    });
  });

  it('never sends a sign-in or its messages to an origin that is not the console', async () => {
    // a forged Host is not another name of the console: the start stays at PUBLIC_URL
    const forged = await t().app.inject({
      method: 'GET',
      url: '/api/v1.1/auth/authenticate?provider=google',
      headers: { host: 'evil.example' },
    });
    expect(new URL(forged.headers.location as string).origin).toBe(provider.issuer);
    const aliased = await t().app.inject({
      method: 'GET',
      url: '/api/v1.1/auth/authenticate?provider=google',
      headers: { host: `localhost:${port}` },
    });
    expect(new URL(aliased.headers.location as string).origin).toBe(publicUrl());
    // a return address that is not the console is ignored
    const flow = await runFlow(`${start('google')}&return=http://evil.example`, 'alice-sub');
    expect(postedMessage(flow.body).origin).toBe(publicUrl());
    expect(flow.visited.some((href) => href.includes('evil.example/'))).toBe(false);
    // an unknown provider chosen at localhost is reported to localhost
    const localhost = `http://localhost:${port}`;
    const unknown = await runFlow(`${localhost}/api/v1.1/auth/authenticate?provider=yahoo`, '');
    expect(postedMessage(unknown.body)).toEqual({
      message: { token: null, error: { name: 'UnknownProvider', message: 'Unknown provider' } },
      origin: localhost,
    });
  });

  it('answers Invalid token for a wrong state, a missing cookie and a replayed callback', async () => {
    const isCallback = (url: URL) => url.pathname.endsWith('/callback');
    const invalid = { token: null, error: { name: 'InvalidToken', message: 'Invalid token' } };

    const tampered = await runFlow(start('google'), 'alice-sub', { stopAt: isCallback });
    const wrongState = new URL(tampered.next as string);
    wrongState.searchParams.set('state', 'not-the-state');
    const wrong = await visit(tampered.jar, wrongState.href);
    expect([wrong.status, postedMessage(await wrong.text()).message]).toEqual([400, invalid]);

    const foreign = await runFlow(start('google'), 'alice-sub', { stopAt: isCallback });
    const noCookie = await visit(new CookieJar(), foreign.next as string);
    expect([noCookie.status, postedMessage(await noCookie.text()).message]).toEqual([400, invalid]);

    const once = await runFlow(start('google'), 'alice-sub', { stopAt: isCallback });
    const callback = once.next as string;
    const cookie = once.jar.get(new URL(publicUrl()), 'console_sso') as string;
    expect((await visit(once.jar, callback)).status).toBe(200);
    const replayJar = new CookieJar();
    const replay = await fetch(callback, { headers: { cookie: `console_sso=${cookie}` } });
    replayJar.store(new URL(callback), replay);
    expect([replay.status, postedMessage(await replay.text()).message]).toEqual([400, invalid]);

    const wrongProvider = await runFlow(start('google'), 'alice-sub', { stopAt: isCallback });
    const elsewhere = (wrongProvider.next as string).replace('/google/', '/microsoft/');
    const swapped = await visit(wrongProvider.jar, elsewhere);
    expect([swapped.status, postedMessage(await swapped.text()).message]).toEqual([400, invalid]);
  });
});
