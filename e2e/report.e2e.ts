// Issue 7, the main flow: a sender signs in with the form, lands on the Delivery Analytics report
// of the demo workspace, widens the range, excludes a mailbox provider, saves that as the
// workspace's default preset, opens the console again and finds it applied, looks up a bounced
// recipient's event history, and signs out. Figures are checked against the server's own totals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import {
  searchParams,
  signIn,
  signOutFromMenu,
  tileValue,
  waitForReport,
} from './support/console.ts';
import { bouncedRecipient, grouped, runOfAddress, totalsOfAddress } from './support/delivery.ts';
import {
  addUser,
  serverStartTimeout,
  sharedServer,
  type SharedServer,
  type User,
} from './support/server.ts';

describe('Delivery Analytics report, from sign-in to sign-out', () => {
  let server: SharedServer;
  let user: User;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    // The run's demo server: the preset this flow saves is its own user's.
    server = await sharedServer();
    user = await addUser(server, 'Rita Reporter', { role: 'member' });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
  });

  // One user's session through the steps: each test continues where the previous one ended.
  const sentTile = () => tileValue(page, 'Sent');
  const presetName = 'Without Google';

  it('signs in with the form and lands on the report of the demo workspace', async () => {
    await signIn(page, server.url, user.email, user.password);
    await waitForReport(page);
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    // spec section 4: the default range is yesterday
    expect(searchParams(page).get('preset')).toBe('yesterday');
    expect(await page.getByRole('button', { name: 'Time range' }).innerText()).toContain(
      'Yesterday',
    );
    const totals = await totalsOfAddress(page);
    expect(totals.sent).toBeGreaterThan(0);
    expect(await sentTile()).toBe(grouped(totals.sent ?? 0, ','));
    await keepScreenshot(page, 'report-01-landed-yesterday');
  });

  it('changes the time range to the last 7 days', async () => {
    const yesterday = await sentTile();
    await page.getByRole('button', { name: 'Time range' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.getByText('Changes not applied yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Run report', exact: true }).click();
    await expect.poll(() => searchParams(page).get('preset')).toBe('last7days');
    await waitForReport(page);
    const totals = await totalsOfAddress(page);
    await expect.poll(sentTile).toBe(grouped(totals.sent ?? 0, ','));
    expect(await sentTile()).not.toBe(yesterday);
    await keepScreenshot(page, 'report-02-last-7-days');
  });

  it('excludes a mailbox provider in the filters modal', async () => {
    const before = (await totalsOfAddress(page)).sent ?? 0;
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const provider = dialog.getByRole('combobox', { name: 'Mailbox provider' });
    await provider.fill('google');
    await provider.press('Enter');
    await dialog
      .getByRole('radiogroup', { name: 'Mailbox provider operator' })
      .getByRole('radio', { name: 'Exclude' })
      .click();
    await keepScreenshot(page, 'report-03-filters-exclude-google');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Run report', exact: true }).click();

    await expect.poll(() => searchParams(page).getAll('provider!')).toEqual(['google']);
    expect(decodeURIComponent(page.url())).toContain('provider!=google');
    await waitForReport(page);
    const after = (await totalsOfAddress(page)).sent ?? 0;
    expect(after).toBeLessThan(before);
    await expect.poll(sentTile).toBe(grouped(after, ','));
    // the provider table no longer lists Google
    const providers = page.getByRole('region', { name: 'Mailbox provider' });
    await expect.poll(() => providers.getByText('Outlook.com').count()).toBeGreaterThan(0);
    expect(await providers.getByText('Google', { exact: true }).count()).toBe(0);
    await keepScreenshot(page, 'report-04-google-excluded');
  });

  it('saves the range and filters as the default preset of the workspace', async () => {
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('menuitem', { name: 'Add preset…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add preset' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(presetName);
    // the checkbox input is visually hidden: a user clicks its label
    await dialog.getByText('Apply this preset when the workspace opens').click();
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await keepScreenshot(page, 'report-05-add-preset');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Preset saved.').waitFor();
    await page.getByRole('button', { name: `Presets: ${presetName}` }).waitFor();

    const stored = await callFromPage<{ presets: Record<string, unknown> }>(page, 'user/users/get');
    expect(stored.body.presets[`demo.${presetName}`]).toMatchObject({
      workspace: 'demo',
      default: true,
      range: { preset: 'last7days' },
      filters: [{ field: 'provider', op: 'NOT_IN', values: ['google'] }],
    });
  });

  it('applies the default preset when the console is opened again', async () => {
    const sent = await sentTile();
    await page.goto(server.url + '/');
    await waitForReport(page);
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    expect(searchParams(page).get('preset')).toBe('last7days');
    expect(searchParams(page).getAll('provider!')).toEqual(['google']);
    await page.getByRole('button', { name: `Presets: ${presetName}` }).waitFor();
    await expect.poll(sentTile).toBe(sent);
    await keepScreenshot(page, 'report-06-default-preset-applied');
  });

  it('finds a bounced recipient and shows the message’s event history', async () => {
    const recipient = await bouncedRecipient(page, runOfAddress(page).range);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Delivery Analytics' })
      .click();
    await page.getByRole('link', { name: 'Find a message' }).click();
    await page.getByRole('heading', { name: 'Message search', level: 1 }).waitFor();
    // A Top bounces example is the first diagnostic of its kind, from any day of the traffic,
    // not only of the report's week: the whole 30 days are searched.
    await page.getByRole('button', { name: 'Time range' }).click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    const field = page.getByRole('searchbox', { name: 'Recipient address' });
    await field.fill(recipient);
    await field.press('Enter');

    await expect.poll(() => searchParams(page).get('search')).toBe(recipient);
    // A single message opens expanded. On some days the recipient also got mail that was
    // delivered before their mailbox went away: the message that bounced is then opened by hand.
    const table = page.getByRole('treegrid', { name: 'Messages found' });
    await table.waitFor();
    const bounced = table
      .getByRole('row')
      .filter({ has: page.getByText('Hard bounce', { exact: true }) })
      .first();
    if ((await bounced.getAttribute('aria-expanded')) !== 'true')
      await bounced.getByRole('gridcell').nth(1).click();
    await expect.poll(() => bounced.getAttribute('aria-expanded')).toBe('true');
    // its steps, oldest first, end with the bounce
    const history = page.getByRole('list', {
      name: `Event history of the message to ${recipient}`,
    });
    await history.waitFor();
    const steps = await history.getByRole('listitem').allInnerTexts();
    expect(steps[0]).toContain('Submitted');
    expect(steps.at(-1)).toContain('Bounced');
    expect(steps.at(-1)).toContain(`<${recipient}>`);
    expect(await page.getByText('Hard bounce', { exact: true }).count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'report-07-search-event-history');
  });

  it('signs out: back at sign-in, and the session no longer answers', async () => {
    await signOutFromMenu(page, user.name);
    await page.getByRole('heading', { name: 'You are signed out', level: 1 }).waitFor();
    await keepScreenshot(page, 'report-08-signed-out');
    const afterSignOut = await callFromPage(page, 'user/users/get');
    expect(afterSignOut.status).toBe(401);
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/authenticate');
    // a report's address now leads to the sign-in page as well
    await page.goto(server.url + '/demo/delivery-analytics/report');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await keepScreenshot(page, 'report-09-sign-in-again');
    expect(pageErrors).toEqual([]);
  });
});
