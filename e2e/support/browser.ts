// Debian's Chromium driven by playwright-core; never a downloaded browser. The run launches it
// once (globalSetup.ts) and each file connects to it: a launch per file cost its start and a
// second browser's memory on the two cores. A file's own contexts keep its profiles apart.
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the global setup launches the run's Chromium. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
} satisfies LaunchOptions;

/**
 * This file's connection to the run's Chromium. Its close() ends the contexts opened through it
 * and disconnects; the browser stays for the other files.
 */
export const launchChromium = (): Promise<Browser> => chromium.connect(inject('e2eChromium'));

/**
 * Full-page screenshots that nothing compares are kept only when E2E_SCREENSHOTS=1 asks for
 * them: taking one costs a second or more on a busy machine, dozens of them a run.
 */
export const keepingScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** The path of an artefact screenshot in e2e-artifacts/, the folder made if needed. */
export function artifactPath(name: string): string {
  const folder = path.resolve('e2e-artifacts');
  fs.mkdirSync(folder, { recursive: true });
  return path.join(folder, `${name}.png`);
}

/** Screenshots of each step are kept as test artefacts in e2e-artifacts/ (E2E_SCREENSHOTS=1). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (!keepingScreenshots) return;
  await page.screenshot({ path: artifactPath(name), fullPage: true });
}

/** One region of the page (a panel below the fold), scrolled into view, kept the same way. */
export async function keepRegionScreenshot(region: Locator, name: string): Promise<void> {
  if (!keepingScreenshots) return;
  await region.scrollIntoViewIfNeeded();
  await region.screenshot({ path: artifactPath(name) });
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
