import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchChromium } from './support/browser.ts';
import { serverStartTimeout, startServer, type RunningServer } from './support/server.ts';

describe('the built server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
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
