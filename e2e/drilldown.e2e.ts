// Issue 22: a sender compares last week with the week before, drills from a mailbox provider's
// row to that provider's report, from its most frequent deferral to the messages that received
// it, from a message to its sending IP's report, and comes back with Back to where they began.
// Every figure is checked against the server's own answer for the very query in the address.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { searchParams, signIn, waitForReport } from './support/console.ts';
import { grouped, runOfAddress } from './support/delivery.ts';
import {
  addUser,
  demo,
  serverStartTimeout,
  sharedServer,
  type SharedServer,
  type User,
} from './support/server.ts';

interface GroupingAnswer {
  rows: { key: string; label: string | null; values: Record<string, number> }[];
}

/** datasets/grouping by provider for the address's query, or over another range. */
async function providers(page: Page, range?: object): Promise<GroupingAnswer['rows']> {
  const run = runOfAddress(page);
  const answer = await callFromPage<GroupingAnswer>(page, 'member/datasets/grouping', {
    account: demo.account,
    dataset: demo.dataset,
    ...run,
    ...(range ? { range } : {}),
    groupBy: 'provider',
    order: 'sent',
    direction: 'DESC',
  });
  return answer.body.rows;
}

describe('Delivery Analytics: compare, drill down and come back', () => {
  let server: SharedServer;
  let user: User;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let reportAddress = '';
  let drilledAddress = '';

  beforeAll(async () => {
    // The run's demo server, read only; the flow's own member signs in.
    server = await sharedServer();
    user = await addUser(server, 'Dana Drill', { role: 'member' });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
  });

  const providerTable = () => page.getByRole('grid', { name: 'Mailbox provider' });

  it('compares last week with the week before, in the tiles and the provider table', async () => {
    await signIn(
      page,
      server.url,
      user.email,
      user.password,
      '/demo/delivery-analytics/report?preset=lastWeek',
    );
    await waitForReport(page);
    await page.getByRole('button', { name: /Compare with/ }).click();
    await page.getByRole('option', { name: 'Previous period' }).click();
    await expect.poll(() => searchParams(page).get('compare')).toBe('previous');
    await waitForReport(page);
    const params = searchParams(page);
    const start = Date.parse(params.get('start') ?? '');
    const end = Date.parse(params.get('end') ?? '');
    expect(end - start).toBe(7 * 86_400_000);
    const weekBefore = {
      preset: 'custom',
      start: new Date(start - 7 * 86_400_000).toISOString(),
      end: new Date(start).toISOString(),
    };
    const [top] = await providers(page);
    const before = (await providers(page, weekBefore)).find((row) => row.key === top?.key);
    expect(top && before).toBeTruthy();
    const row = providerTable().getByRole('row', {
      name: new RegExp(`^${top?.label ?? top?.key}`),
    });
    // the change column, found by its header; the compared values give way on a narrow panel
    const headers = await providerTable().getByRole('columnheader').allInnerTexts();
    const changeColumn = headers.findIndex((header) => header.trim() === 'Sent change');
    expect(changeColumn).toBeGreaterThan(0);
    const change = (top?.values.sent ?? 0) - (before?.values.sent ?? 0);
    await expect
      .poll(() => row.getByRole('gridcell').nth(changeColumn).innerText())
      .toBe(`${change > 0 ? '+' : change < 0 ? '-' : '±'}${grouped(Math.abs(change), ',')}`);
    // the compared week is named by its dates, the month as the report writes it (UTC, English)
    const comparedMonth = new Date(start - 7 * 86_400_000).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(await page.getByText(/^Changes compare with /).innerText()).toContain(comparedMonth);
    reportAddress = page.url();
    await keepScreenshot(page, 'drilldown-01-compare-two-weeks');
  });

  it('drills from the top provider row into its report', async () => {
    const [top] = await providers(page);
    const name = top?.label ?? top?.key ?? '';
    await providerTable().getByRole('link', { name }).click();
    await expect.poll(() => searchParams(page).getAll('provider')).toEqual([top?.key]);
    await waitForReport(page);
    expect(searchParams(page).get('compare')).toBe('previous');
    await expect
      .poll(() => page.getByText(`Filtered: Mailbox provider ${top?.key}`).isVisible())
      .toBe(true);
    drilledAddress = page.url();
    await keepScreenshot(page, 'drilldown-02-provider');
  });

  it("opens the messages behind the provider's most frequent deferral", async () => {
    const run = runOfAddress(page);
    const deferrals = await callFromPage<{ rows: { template: string; count: number }[] }>(
      page,
      'member/datasets/deferrals',
      { account: demo.account, dataset: demo.dataset, ...run },
    );
    const [first] = [...deferrals.body.rows].sort((a, b) => b.count - a.count);
    expect(first).toBeTruthy();
    const table = page.getByRole('treegrid', { name: 'Top deferrals' });
    await table.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await table.getByRole('link', { name: 'Show the messages' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/delivery-analytics/search');
    const params = searchParams(page);
    expect(params.getAll('deferral')).toEqual([first?.template]);
    expect(params.getAll('provider')).toEqual(
      run.filters.find((f) => f.field === 'provider')?.values,
    );
    const found = await callFromPage<{ events: { message_id: string }[] }>(
      page,
      'member/datasets/search',
      {
        account: demo.account,
        dataset: demo.dataset,
        range: { preset: 'custom', start: params.get('start'), end: params.get('end') },
        filters: [
          { field: 'provider', op: 'IN', values: params.getAll('provider') },
          { field: 'deferral', op: 'IN', values: params.getAll('deferral') },
        ],
      },
    );
    const messages = new Set(found.body.events.map((event) => event.message_id)).size;
    expect(messages).toBeGreaterThan(0);
    await page
      .getByRole('heading', {
        name: messages === 1 ? '1 message' : `${grouped(messages, ',')} messages`,
      })
      .waitFor();
    await keepScreenshot(page, 'drilldown-03-deferral-messages');
  });

  it("leads from a message to its sending IP's report, and Back returns step by step", async () => {
    const table = page.getByRole('treegrid', { name: 'Messages found' });
    await table.getByRole('row').nth(1).getByRole('gridcell').first().click();
    const ipLink = table.getByRole('link', { name: /^Report for \d+\.\d+\.\d+\.\d+$/ }).first();
    const ip = (await ipLink.innerText()).replace('Report for ', '');
    await ipLink.click();
    await expect.poll(() => searchParams(page).getAll('ip')).toEqual([ip]);
    await waitForReport(page);
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    await keepScreenshot(page, 'drilldown-04-ip-report');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/delivery-analytics/search');
    await page.goBack();
    await expect.poll(() => page.url()).toBe(drilledAddress);
    await waitForReport(page);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(reportAddress);
    await waitForReport(page);
    // the run bar follows the report on screen: no filter left from the drilled one (the
    // drilled report's caption may still be on screen for a frame under load)
    await expect.poll(() => page.getByText(/^Filtered:/).count()).toBe(0);
    expect(await page.getByText('Changes not applied yet').isVisible()).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
