import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchChromium } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

describe('the built server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the app shell at / and on deep links', async () => {
    const page = await browser.newPage();
    for (const route of ['/', '/acme/delivery-analytics/report']) {
      await page.goto(server.url + route);
      await expect(page.title()).resolves.toBe('Deliverability console');
      await page.getByRole('heading', { name: 'Deliverability console' }).waitFor();
    }
    await keepScreenshot(page, 'smoke-app-shell');
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
