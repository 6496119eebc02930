// Single sign-on through a local OpenID provider (oidc-provider on loopback, the server's own test
// helper) standing in for Google and for Microsoft: a member of the demo account presses the
// provider's button, signs in on the provider's page in the popup, and the console opens signed
// in. The popup's message must come from the console's exact origin, so the server's port (and
// PUBLIC_URL) is chosen before it starts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcProvider,
  type OidcTestProvider,
} from '../packages/server/src/testing/oidcProvider.ts';
import { apiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { searchParams } from './support/console.ts';
import {
  admin,
  demo,
  freePort,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

const member = { email: 'sam.sender@example.com', name: 'Sam Sender', subject: 'sam-at-idp' };
const providers = [
  { id: 'google', button: 'Continue with Google' },
  { id: 'microsoft', button: 'Continue with Microsoft' },
] as const;

describe('single sign-on in a popup', () => {
  let server: RunningServer;
  let identity: OidcTestProvider;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const callback = (provider: string) =>
      `http://127.0.0.1:${port}/api/v1.1/auth/authenticate/${provider}/callback`;
    identity = await startOidcProvider(
      providers.map(({ id }) => ({
        clientId: `${id}-client`,
        clientSecret: `${id} client secret`,
        redirectUri: callback(id),
      })),
    );
    identity.accounts.set(member.subject, { email: member.email, email_verified: true });
    server = await startServer({
      port,
      env: Object.fromEntries(
        providers.flatMap(({ id }) => {
          const prefix = id.toUpperCase();
          return [
            [`${prefix}_ISSUER`, identity.issuer],
            [`${prefix}_CLIENT_ID`, `${id}-client`],
            [`${prefix}_CLIENT_SECRET`, `${id} client secret`],
          ];
        }),
      ),
    });
    // Single sign-on admits existing users only: the admin adds the member first.
    const adminApi = await apiSession(server.url, admin.email, admin.password);
    const added = await adminApi.call('admin/users/add', {
      id: member.email,
      name: member.name,
      invite: false,
    });
    expect(added.status).toBe(200);
    const membership = await adminApi.call('owner/memberships/add', {
      account: demo.account,
      user: member.email,
      role: 'member',
    });
    expect(membership.status).toBe(200);
    browser = await launchChromium();
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await identity?.close();
  });

  // The server's PUBLIC_URL names 127.0.0.1; a console opened at localhost signs in too.
  it.each([
    ...providers.map((provider) => ({ ...provider, host: '127.0.0.1' })),
    { ...providers[0], host: 'localhost' },
  ])('signs in with $id at $host and opens the report', async ({ id, button, host }) => {
    // a fresh profile each time: the provider's own session would skip its login page
    const { context, page, pageErrors } = await openConsolePage(browser);
    const consoleUrl = server.url.replace('127.0.0.1', host);
    const shot = `sso-${id}${host === 'localhost' ? '-localhost' : ''}`;
    await page.goto(consoleUrl + '/');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: button }).click(),
    ]);
    await page.getByRole('status').filter({ hasText: 'in the window that opened' }).waitFor();
    await keepScreenshot(page, `${shot}-01-waiting-for-popup`);

    // the popup is 500 x 600 (spec section 4) and shows the provider's login page
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(identity.issuer);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([500, 600]);
    await popup.locator('input[name=login]').fill(member.subject);
    await popup.locator('input[name=password]').fill('any password');
    await keepScreenshot(popup, `${shot}-02-provider-login`);
    const closed = popup.waitForEvent('close');
    await popup.locator('button[type=submit]').click();
    await closed;

    // the report of the member's workspace; this server holds no traffic
    await page.getByRole('heading', { name: 'Delivery report', level: 1 }).waitFor();
    await page.getByText('No traffic in this range').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    expect(searchParams(page).get('preset')).toBe('yesterday');
    await page.getByRole('button', { name: member.name }).waitFor();
    await keepScreenshot(page, `${shot}-03-signed-in`);
    expect(new URL(page.url()).host).toBe(new URL(consoleUrl).host);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
