import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { serverStartTimeout, startServer, type RunningServer } from './support/server.ts';

describe('the built server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ emptyFolder: true });
    browser = await launchChromium();
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the app at / and on deep links, which ask a visitor to sign in', async () => {
    const page = await browser.newPage();
    for (const route of ['/', '/acme/delivery-analytics/report']) {
      await page.goto(server.url + route);
      await expect(page.title()).resolves.toBe('Deliverability console');
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/authenticate');
      await page.getByText('Deliverability console', { exact: true }).waitFor();
    }
    await keepScreenshot(page, 'smoke-sign-in');
    await page.close();
  });

  it('says "Unknown provider" for a single sign-on this server has no client for', async () => {
    const { context, page, pageErrors } = await openConsolePage(browser);
    await page.goto(server.url + '/authenticate');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await page.getByText('Unknown provider', { exact: true }).first().waitFor();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await keepScreenshot(page, 'smoke-unknown-provider');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers public/system/heartbeat with the release it runs', async () => {
    const response = await fetch(`${server.url}/api/v1.1/public/system/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: string; severity: string };
    expect(body.version).toBe('v2-0-63-0');
    expect(body.severity).toBe('INFO');
  });

  it('answers an unknown call 404 with the error shape', async () => {
    const response = await fetch(`${server.url}/api/v1.1/public/nothing/here`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ name: 'NotFound' });
  });
});
