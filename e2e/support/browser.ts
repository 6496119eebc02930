// Debian's Chromium driven by playwright-core; never a downloaded browser.
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });

/** Screenshots of each step are kept as test artefacts in e2e-artifacts/. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = path.resolve('e2e-artifacts');
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** One region of the page (a panel below the fold), scrolled into view, kept the same way. */
export async function keepRegionScreenshot(region: Locator, name: string): Promise<void> {
  const folder = path.resolve('e2e-artifacts');
  fs.mkdirSync(folder, { recursive: true });
  await region.scrollIntoViewIfNeeded();
  await region.screenshot({ path: path.join(folder, `${name}.png`) });
}

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught errors of the page's scripts and refusals of the Content-Security-Policy: a flow
   * that passes with one is still broken.
   */
  pageErrors: string[];
}

/**
 * A fresh browser profile (no cookies, no local storage) on a desktop screen: wider than the
 * spec's 1200 px breakpoint, so the drawer is open as on a sender's workstation. The browser's
 * own language and zone are fixed so that only the user's settings change what is shown.
 */
export async function openConsolePage(browser: Browser): Promise<ConsolePage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The server's Content-Security-Policy is live here: anything it refuses is a defect.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}
