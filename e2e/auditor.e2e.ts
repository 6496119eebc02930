// Issue 20: the Email Auditor in the server `npm start` runs. A newsletter signed with DKIM (its
// key, SPF, DMARC and reverse DNS published on a loopback DNS server) is sent to the demo
// workspace's audit address over STARTTLS, a careless promotion in clear; Debian's spamd, the
// run's (sharedSpamd), scores them. Both reports are read in every view of the module, through
// its aliases too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletter,
  promotion,
  publishSender,
  signedBySender,
} from '../packages/server/src/testing/auditMail.ts';
import { serveLiveLists } from '../packages/server/src/testing/blocklistZones.ts';
import {
  startTestDnsServer,
  type TestDnsServer,
} from '../packages/server/src/testing/dnsServer.ts';
import { sendRawMail } from '../packages/server/src/testing/smtpSend.ts';
import { sharedSpamd } from '../packages/server/src/testing/spamd.ts';
import { apiSession, type ApiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { signIn } from './support/console.ts';
import {
  admin,
  freePort,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

interface EmailAuditInbox {
  address: string;
  reports: Array<{ id: string; subject: string | null; score: number | null }>;
}

describe('Email Auditor: two test messages received by SMTP and read in every view', () => {
  let dns: TestDnsServer;
  let server: RunningServer;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let smtpPort: number;
  let reports: EmailAuditInbox['reports'] = [];

  beforeAll(async () => {
    dns = await startTestDnsServer();
    serveLiveLists(dns);
    publishSender(dns);
    // spamd starts (or is found running) while the server starts
    const spamd = sharedSpamd();
    smtpPort = await freePort();
    server = await startServer({
      env: {
        DNS_SERVERS: dns.hostPort,
        INBOUND_SMTP_HOST: '127.0.0.1',
        INBOUND_SMTP_PORT: String(smtpPort),
        MAIL_DOMAIN: 'audit.console.example',
        SPAMD_URL: spamd.url,
      },
    });
    await spamd.ready;
    api = await apiSession(server.url, admin.email, admin.password);
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dns?.close();
  });

  const send = (to: string, raw: string, options: { from: string; tls: boolean }) =>
    sendRawMail(smtpPort, raw, { from: options.from, to }, options.tls);

  it('audits a signed newsletter and a careless promotion sent to the workspace address', async () => {
    const inbox = await api.call<EmailAuditInbox>('member/emailaudit/all', {
      account: 'demo',
      workspace: 'demo',
    });
    const { address } = inbox.body;
    expect(address).toMatch(/^audit\+[0-9a-f]{16}@audit\.console\.example$/);
    await send(address, await signedBySender(newsletter), {
      from: 'bounces@sender.example',
      tls: true,
    });
    await send(address, promotion, { from: 'deals@cheap.example', tls: false });
    await expect
      .poll(
        async () => {
          const answer = await api.call<EmailAuditInbox>('member/emailaudit/all', {
            account: 'demo',
            workspace: 'demo',
          });
          reports = answer.body.reports;
          return reports.map((report) => [report.subject, report.score]);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([
        ['WIN BIG', 3.8],
        ['November news', 10],
      ]);
  });

  it('shows both reports in the inbox, the report, header, text, HTML and data views', async () => {
    const [promo, news] = reports;
    const base = '/demo/email-auditor';
    await signIn(page, server.url, admin.email, admin.password, `${base}/inbox`);
    await page.getByRole('heading', { name: 'Audit inbox', level: 1 }).waitFor();
    await page
      .getByText(/^audit\+[0-9a-f]{16}@audit\.console\.example$/)
      .first()
      .waitFor();
    const promoRow = page.getByRole('row', { name: /WIN BIG/ });
    await expect.poll(() => promoRow.innerText()).toContain('deals@cheap.example');
    await expect
      .poll(() => page.getByRole('row', { name: /November news/ }).innerText())
      .toContain('news@sender.example');
    await keepScreenshot(page, 'auditor-inbox');

    await promoRow.getByRole('link', { name: 'WIN BIG' }).click();
    await page.getByRole('heading', { name: 'Audit report', level: 1 }).waitFor();
    await page.getByText('Spamhaus DBL').first().waitFor();
    await page.getByText('bit.ly').first().waitFor();
    await keepScreenshot(page, 'auditor-report-careless');

    await page.getByRole('link', { name: 'Header', exact: true }).click();
    await page.getByText('Subject: WIN BIG').first().waitFor();
    await keepScreenshot(page, 'auditor-header');

    await page.getByRole('link', { name: 'Text', exact: true }).click();
    await page.getByText('This message has no text part').first().waitFor();

    await page.getByRole('link', { name: 'HTML', exact: true }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByText('Click').waitFor();
    await keepScreenshot(page, 'auditor-html');

    await page.getByRole('link', { name: 'Data', exact: true }).click();
    await page.getByText('deals@cheap.example').first().waitFor();
    await keepScreenshot(page, 'auditor-data');

    // the spec's aliases: report/{report}, inbox/{report} and text/{report}
    await page.goto(`${server.url}/demo/email-audit/report/${news?.id}`);
    await page.getByRole('heading', { name: 'Audit report', level: 1 }).waitFor();
    await page.getByText('mta.sender.example').first().waitFor();
    await keepScreenshot(page, 'auditor-report-signed');
    await page.goto(`${server.url}${base}/text/${news?.id}`);
    await page.getByText('Our November news').first().waitFor();
    await page.goto(`${server.url}${base}/inbox/${promo?.id}`);
    await page.getByRole('heading', { name: 'Audit report', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
