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
    const mail = await smtp.waitFor(admin.email, 20_000);
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
      ['192.0.2.11', [], null],
      ['198.51.100.7', [], null],
    ]);
  });
});
