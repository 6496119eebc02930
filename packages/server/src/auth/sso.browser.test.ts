// Single sign-on in a real browser (headless Chromium): the console's page opens the popup,
// the user signs in on the local OpenID provider's form, and the popup posts `{ token }` to its
// opener from and to the console's exact origin, then closes; the token works for calls. The
// same from the other loopback name of the console (localhost for a PUBLIC_URL of 127.0.0.1).
// The browser part does not depend on the database, so this runs on PGlite only.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startOidcProvider, type OidcTestProvider } from '../testing/oidcProvider.ts';
import { useTestApp } from '../testing/testApp.ts';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe('single sign-on popup in Chromium', () => {
  let port = 0;
  let provider: OidcTestProvider;
  let browser: Browser;
  const publicUrl = () => `http://127.0.0.1:${port}`;
  beforeAll(async () => {
    port = await freePort();
    provider = await startOidcProvider([
      {
        clientId: 'google-client',
        clientSecret: 'google client secret',
        redirectUri: `${publicUrl()}/api/v1.1/auth/authenticate/google/callback`,
      },
    ]);
    provider.accounts.set('carol-sub', { email: 'carol@example.com', email_verified: true });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
  });

  const holder = useTestApp('pglite', {
    get PUBLIC_URL() {
      return publicUrl();
    },
    get GOOGLE_ISSUER() {
      return provider.issuer;
    },
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google client secret',
  } as unknown as Record<string, string>);
  beforeAll(async () => {
    await holder.app.addUser('carol@example.com');
    await holder.app.app.listen({ port, host: '127.0.0.1' });
  });

  /**
   * Opens the popup from a page of `consoleUrl`, signs in at the provider, and answers what the
   * page received and what the session says from that page.
   */
  async function signInFrom(consoleUrl: string) {
    const page = await browser.newPage();
    // any page of the console's origin stands in for the app, which is not built here
    await page.goto(`${consoleUrl}/not-built`);
    const received = page.evaluate(
      () =>
        new Promise<{ data: unknown; origin: string }>((resolve) => {
          window.addEventListener('message', (event) =>
            resolve({ data: event.data, origin: event.origin }),
          );
        }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => {
        window.open('/api/v1.1/auth/authenticate?provider=google', 'sso', 'width=500,height=600');
      }),
    ]);
    await popup.locator('input[name=login]').fill('carol-sub');
    await popup.locator('input[name=password]').fill('any password');
    const closed = popup.waitForEvent('close');
    await popup.locator('button[type=submit]').click();
    const message = await received;
    await closed;
    const token = (message.data as { token: string }).token;
    const status = await page.evaluate(async (csrf) => {
      const response = await fetch('/api/v1.1/public/users/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: '{}',
      });
      return response.json();
    }, token);
    await page.close();
    return { message, token, status };
  }

  it('posts the CSRF token to the opener, closes, and the session answers', async () => {
    const { message, token, status } = await signInFrom(publicUrl());
    expect(message.origin).toBe(publicUrl());
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(status).toMatchObject({ authenticated: true, user: { id: 'carol@example.com' } });
  });

  it('signs in a console opened at localhost when PUBLIC_URL says 127.0.0.1', async () => {
    const localhost = `http://localhost:${port}`;
    const { message, token, status } = await signInFrom(localhost);
    expect(message.origin).toBe(localhost);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(status).toMatchObject({ authenticated: true, user: { id: 'carol@example.com' } });
  });
});
