// Issue 19: the Reputation Monitor in the server `npm start` runs, against a DNS server on
// loopback that serves the catalogue's blocklists: `pnpm console blocklists check` finds a demo
// IP listed on SpamCop, the listing is mailed to the demo account's recipient and posted to the
// alert's webhook, every screen of the module shows it, and when SpamCop answers clear again
// the next check ends the listing and tells that too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLiveLists, setListing } from '../packages/server/src/testing/blocklistZones.ts';
import {
  startTestDnsServer,
  type TestDnsServer,
} from '../packages/server/src/testing/dnsServer.ts';
import { startSmtpCapture, type SmtpCapture } from '../packages/server/src/testing/smtpCapture.ts';
import { apiSession, type ApiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { signIn } from './support/console.ts';
import { admin, serverStartTimeout, startServer, type RunningServer } from './support/server.ts';

const reason = 'Blocked - see https://www.spamcop.net/bl.shtml?192.0.2.10';

/** Resolves with the next webhook post (or one already received). */
function webhookReceiver() {
  const posts: string[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push(body);
      for (const wake of waiters.splice(0)) wake();
      response.end('ok');
    });
  });
  return {
    posts,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    async next(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (posts.length < count) {
        if (Date.now() > deadline)
          throw new Error(`no webhook post ${count} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
      return posts[count - 1] as string;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The n-th mail to `to` (1 for the first), waited for. */
async function mailNumber(smtp: SmtpCapture, to: string, n: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    if (mails.length >= n) return mails[n - 1] as (typeof mails)[number];
    if (Date.now() > deadline) throw new Error(`no mail ${n} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('Reputation Monitor: a listing found, told and ended', () => {
  let dns: TestDnsServer;
  let smtp: SmtpCapture;
  const hook = webhookReceiver();
  let server: RunningServer;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    dns = await startTestDnsServer();
    dns.soa = { ttl: 0, minimum: 0 };
    serveLiveLists(dns);
    dns.set('10.2.0.192.in-addr.arpa', 'PTR', ['mta10.news.example.com']);
    dns.set('mta10.news.example.com', 'A', ['192.0.2.10']);
    setListing(dns, 'spamcop', '192.0.2.10', '127.0.0.2', reason);
    smtp = await startSmtpCapture();
    const port = await hook.listen();
    server = await startServer({
      env: { DNS_SERVERS: dns.hostPort, SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    api = await apiSession(server.url, admin.email, admin.password);
    const integration = await api.call<{ id: string }>('admin/integrations/create', {
      url: `http://127.0.0.1:${port}/alerts`,
      method: 'POST',
      headers: { Authorization: 'Bearer e2e-secret' },
      body: '{"text":"{{subject}}","ip":"{{changes.0.target}}","list":"{{changes.0.list}}"}',
      active: true,
    });
    expect(integration.status).toBe(200);
    const alert = await api.call('admin/alerts/set', {
      id: 'demo-blocklist',
      integration: integration.body.id,
    });
    expect(alert.status).toBe(200);
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await hook.close();
    await smtp?.close();
    await dns?.close();
  });

  it('finds the listing with `pnpm console blocklists check` and tells it by mail and webhook', async () => {
    const output = await server.console(['blocklists', 'check']);
    expect(output).toContain('Listed: 1. Failed checks: 0.');
    expect(output).toContain('Listed: 192.0.2.10 on SpamCop (127.0.0.2)');
    const mail = await mailNumber(smtp, admin.email, 1);
    expect(mail.subject).toBe('[Blocklists] 1 new listing, 0 ended');
    expect(mail.text).toContain(
      `LISTED 192.0.2.10 on SpamCop\n  Answer: 127.0.0.2 (Listed)\n  Reason: ${reason}\n  Removal: https://www.spamcop.net/bl.shtml`,
    );
    expect(JSON.parse(await hook.next(1))).toEqual({
      text: '[Blocklists] 1 new listing, 0 ended',
      ip: '192.0.2.10',
      list: 'SpamCop',
    });
    const ips = await api.call<Array<{ address: string; listed_on: string[]; ptr: string | null }>>(
      'member/ips/all',
      { account: 'demo', workspace: 'demo' },
    );
    expect(ips.body.map(({ address, listed_on, ptr }) => [address, listed_on, ptr])).toEqual([
      ['192.0.2.10', ['spamcop'], 'mta10.news.example.com'],
      // the demo account's other sending IPs, every one its traffic uses
      ...['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.20', '192.0.2.21', '192.0.2.30'].map(
        (address) => [address, [], null],
      ),
      ['198.51.100.7', [], null],
    ]);
  });

  it('shows it on every screen of the module', async () => {
    const base = '/demo/reputation-monitor';
    await signIn(page, server.url, admin.email, admin.password, `${base}/home`);
    await page.getByRole('heading', { name: 'Reputation Monitor', level: 1 }).waitFor();
    await page.getByText('192.0.2.10').first().waitFor();
    await keepScreenshot(page, 'reputation-home');

    await page.getByRole('link', { name: 'IPs', exact: true }).click();
    await page.getByRole('heading', { name: 'Sending IPs', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /192\.0\.2\.10/ });
    await expect.poll(() => row.innerText()).toMatch(/Listed on 1 list[\s\S]*SpamCop/);
    await keepScreenshot(page, 'reputation-ips');

    await row.getByRole('link', { name: '192.0.2.10' }).click();
    await page.getByRole('heading', { name: '192.0.2.10', level: 1 }).waitFor();
    await page.getByText('mta10.news.example.com').first().waitFor();
    await page.getByText(reason).first().waitFor();
    await keepScreenshot(page, 'reputation-ip');

    await page.getByRole('link', { name: 'Domains', exact: true }).click();
    await page.getByRole('heading', { name: 'Sending domains', level: 1 }).waitFor();
    const domain = page.getByRole('row', { name: /news\.example\.com/ });
    await expect.poll(() => domain.innerText()).toContain('Clear');
    await domain.getByRole('link', { name: 'news.example.com' }).click();
    await page.getByRole('heading', { name: 'news.example.com', level: 1 }).waitFor();
    await page.getByText('Spamhaus DBL').first().waitFor();
    await keepScreenshot(page, 'reputation-domain');

    await page.getByRole('link', { name: 'Blocklists', exact: true }).click();
    await page.getByRole('heading', { name: 'Blocklists', level: 1 }).waitFor();
    await page.getByText('bl.spamcop.net').first().waitFor();
    await keepScreenshot(page, 'reputation-blocklists');
    expect(pageErrors).toEqual([]);
  });

  it('ends the listing when SpamCop answers clear, and tells that too', async () => {
    setListing(dns, 'spamcop', '192.0.2.10', null);
    const output = await server.console(['blocklists', 'check', '--account', 'demo']);
    expect(output).toContain('Delisted: 192.0.2.10 on SpamCop');
    const mail = await mailNumber(smtp, admin.email, 2);
    expect(mail.subject).toBe('[Blocklists] 0 new listings, 1 ended');
    expect(JSON.parse(await hook.next(2))).toEqual({
      text: '[Blocklists] 0 new listings, 1 ended',
      ip: '192.0.2.10',
      list: 'SpamCop',
    });
    await page.goto(`${server.url}/demo/reputation-monitor/ips`);
    const row = page.getByRole('row', { name: /192\.0\.2\.10/ });
    await expect.poll(() => row.innerText()).toContain('Clear');
    const detail = await api.call<{ history: Array<{ delisted_at: string | null }> }>(
      'member/ips/get',
      { account: 'demo', address: '192.0.2.10', since: '2026-01-01' },
    );
    expect(detail.body.history).toHaveLength(1);
    expect(detail.body.history[0]?.delisted_at).not.toBeNull();
  });
});
