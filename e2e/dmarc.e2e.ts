// Issue 18: DMARC reports reach the server `npm start` runs the two ways a sender's receivers and
// scripts bring them, and show on the screens: Google's gzipped aggregate report mailed by SMTP
// to the account's report address, and Yahoo's uploaded with the session. The sources are named
// through a DNS server on loopback (forward-confirmed PTR), right after the import.
import { generateKeyPairSync } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestDnsServer,
  type TestDnsServer,
} from '../packages/server/src/testing/dnsServer.ts';
import { sendTestMail } from '../packages/server/src/testing/smtpSend.ts';
import { apiSession, type ApiSession } from './support/api.ts';
import {
  keepRegionScreenshot,
  keepScreenshot,
  launchChromium,
  openConsolePage,
} from './support/browser.ts';
import { signIn } from './support/console.ts';
import {
  admin,
  freePort,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

/** Yesterday, 00:00 to 23:59:59 UTC, in epoch seconds: inside the screens' last 30 days. */
const begin = Math.floor(Date.now() / 86_400_000) * 86_400 - 86_400;
const end = begin + 86_399;

interface Row {
  ip: string;
  count: number;
  pass: boolean;
}

function aggregateReport(org: string, id: string, domain: string, rows: Row[]): string {
  const records = rows.map(
    (row) => `<record><row><source_ip>${row.ip}</source_ip><count>${row.count}</count>
<policy_evaluated><disposition>${row.pass ? 'none' : 'quarantine'}</disposition><dkim>${row.pass ? 'pass' : 'fail'}</dkim><spf>${row.pass ? 'pass' : 'fail'}</spf></policy_evaluated></row>
<identifiers><header_from>${domain}</header_from></identifiers>
<auth_results><dkim><domain>${row.pass ? domain : 'other.example'}</domain><selector>s1</selector><result>${row.pass ? 'pass' : 'fail'}</result></dkim>
<spf><domain>${domain}</domain><result>${row.pass ? 'pass' : 'fail'}</result></spf></auth_results></record>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feedback><report_metadata><org_name>${org}</org_name><email>dmarc@${org}</email><report_id>${id}</report_id>
<date_range><begin>${begin}</begin><end>${end}</end></date_range></report_metadata>
<policy_published><domain>${domain}</domain><adkim>r</adkim><aspf>r</aspf><p>quarantine</p><pct>100</pct></policy_published>
${records.join('\n')}
</feedback>`;
}

describe('DMARC reports by SMTP and by upload, read back on the screens', () => {
  let dns: TestDnsServer;
  let server: RunningServer;
  let smtpPort: number;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    dns = await startTestDnsServer();
    // SendGrid's PTR, confirmed forward; the other IP has none
    dns.set('1.0.89.167.in-addr.arpa', 'PTR', ['o1.ptr4521.sendgrid.net']);
    dns.set('o1.ptr4521.sendgrid.net', 'A', ['167.89.0.1']);
    // the mailed domain's records: DMARC, SPF through SendGrid, the DKIM key of selector s1
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    dns.set('_dmarc.mail.e2e-shop.example', 'TXT', [
      'v=DMARC1; p=quarantine; rua=mailto:dmarc@mail.e2e-shop.example',
    ]);
    dns.set('mail.e2e-shop.example', 'TXT', ['v=spf1 include:sendgrid.net ~all']);
    dns.set('sendgrid.net', 'TXT', ['v=spf1 ip4:167.89.0.0/17 ~all']);
    // the console's mail domain agrees to take the domain's reports (RFC 7489, section 7.1)
    dns.set('mail.e2e-shop.example._report._dmarc.reports.console.example', 'TXT', ['v=DMARC1']);
    // a TXT record of several strings, as a 2048-bit key is published
    const text = `v=DKIM1; k=rsa; p=${key}`;
    dns.set('s1._domainkey.mail.e2e-shop.example', 'TXT', [text.match(/.{1,250}/g) as string[]]);
    smtpPort = await freePort();
    server = await startServer({
      env: {
        INBOUND_SMTP_PORT: String(smtpPort),
        DNS_SERVERS: dns.hostPort,
        MAIL_DOMAIN: 'reports.console.example',
      },
    });
    api = await apiSession(server.url, admin.email, admin.password);
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dns?.close();
  });

  it('takes a report mailed to the report address and one uploaded', async () => {
    const setup = await api.call<{ rua: string }>('member/dmarc/get', { account: 'demo' });
    expect(setup.status).toBe(200);
    // the domain publishes the console's address, as the setup screen says
    dns.set('_dmarc.mail.e2e-shop.example', 'TXT', [
      `v=DMARC1; p=quarantine; rua=mailto:${setup.body.rua}; ruf=mailto:${setup.body.rua}; fo=1`,
    ]);
    const google = aggregateReport('google.com', 'g-e2e-1', 'mail.e2e-shop.example', [
      { ip: '167.89.0.1', count: 120, pass: true },
      { ip: '203.0.113.99', count: 30, pass: false },
    ]);
    const response = await sendTestMail(smtpPort, {
      from: 'noreply-dmarc-support@google.com',
      to: setup.body.rua,
      subject: 'Report domain: mail.e2e-shop.example Submitter: google.com Report-ID: g-e2e-1',
      text: 'This is an aggregate report from google.com.',
      attachments: [
        {
          filename: `google.com!mail.e2e-shop.example!${begin}!${end}.xml.gz`,
          content: gzipSync(google),
          contentType: 'application/gzip',
        },
      ],
    });
    expect(response).toMatch(/^250 /);

    const yahoo = aggregateReport('Yahoo', 'y-e2e-1', 'upload.e2e-shop.example', [
      { ip: '167.89.0.1', count: 40, pass: true },
    ]);
    const uploaded = await api.post('/api/dmarc/demo/upload', Buffer.from(yahoo), {
      'content-type': 'application/xml',
      'x-file-name': 'yahoo-report.xml',
    });
    expect(uploaded).toMatchObject({
      status: 200,
      body: { aggregate: 1, duplicates: 0, records: 1, errors: [] },
    });

    const tls = {
      'organization-name': 'Google Inc.',
      'date-range': {
        'start-datetime': new Date(begin * 1000).toISOString(),
        'end-datetime': new Date(end * 1000).toISOString(),
      },
      'contact-info': 'smtp-tls-reporting@google.com',
      'report-id': 'tls-e2e-1',
      policies: [
        {
          policy: {
            'policy-type': 'sts',
            'policy-domain': 'mail.e2e-shop.example',
            'mx-host': ['mx.mail.e2e-shop.example'],
          },
          summary: { 'total-successful-session-count': 950, 'total-failure-session-count': 50 },
          'failure-details': [
            {
              'result-type': 'certificate-expired',
              'sending-mta-ip': '209.85.220.41',
              'receiving-mx-hostname': 'mx.mail.e2e-shop.example',
              'failed-session-count': 50,
            },
          ],
        },
      ],
    };
    const tlsUploaded = await api.post('/api/dmarc/demo/upload', gzipSync(JSON.stringify(tls)), {
      'content-type': 'application/gzip',
      'x-file-name': 'google.com!mail.e2e-shop.example!tls.json.gz',
    });
    expect(tlsUploaded).toMatchObject({ status: 200, body: { tls: 1, errors: [] } });
  });

  /** The texts of a table row's cells, by a text in the row. */
  const cells = async (name: RegExp) =>
    (await page.getByRole('row', { name }).innerText()).split(/\s*\n\s*/);

  it('shows both domains with their volume, pass rates and what receivers did', async () => {
    await signIn(page, server.url, admin.email, admin.password, '/demo/dmarc-reports/domains');
    await page.getByRole('row', { name: /mail\.e2e-shop\.example/ }).waitFor();
    await keepScreenshot(page, 'dmarc-domains');
    // domain, messages, DMARC pass, trend (no mail in the 30 days before), policy, quarantined,
    // rejected
    expect(await cells(/mail\.e2e-shop\.example/)).toEqual([
      'mail.e2e-shop.example',
      '150',
      '80%',
      '—',
      'Quarantine',
      '30',
      '0',
    ]);
    expect(await cells(/upload\.e2e-shop\.example/)).toEqual([
      'upload.e2e-shop.example',
      '40',
      '100%',
      '—',
      'Quarantine',
      '0',
      '0',
    ]);
  });

  it('names the sources of the mailed domain and opens one', async () => {
    // the look-up job starts with the import: SendGrid is named within seconds
    await expect
      .poll(
        async () =>
          (
            await api.call<{ source: string }[]>('member/dmarc/domain_sources', {
              account: 'demo',
              domain: 'mail.e2e-shop.example',
              from: new Date((begin - 86_400) * 1000).toISOString().slice(0, 10),
              to: new Date((begin + 86_400) * 1000).toISOString().slice(0, 10),
            })
          ).body.map((row) => row.source),
        { timeout: 20_000 },
      )
      .toEqual(['sendgrid.net', '203.0.113.99']);
    await page.getByRole('link', { name: 'mail.e2e-shop.example' }).click();
    await page.getByRole('row', { name: /SendGrid/ }).waitFor();
    // the SMTP TLS report and the DNS records checked through the loopback server
    const tls = page.getByRole('region', { name: 'SMTP TLS reports' });
    await tls.getByText('Certificate expired').waitFor();
    expect(await tls.getByText('950 successful, 50 failed').count()).toBe(1);
    const dns = page.getByRole('region', { name: 'DNS records' });
    await dns.getByText('DKIM selector s1').waitFor();
    await keepScreenshot(page, 'dmarc-domain');
    await keepRegionScreenshot(tls, 'dmarc-domain-tls');
    await keepRegionScreenshot(dns, 'dmarc-domain-dns');
    // each record's heading and status, as a sender reads them down the panel
    const checks = await dns
      .locator('section h3')
      .evaluateAll((headings) =>
        headings.map((heading) => [heading.textContent, heading.nextElementSibling?.textContent]),
      );
    expect(checks).toEqual([
      ['DMARC', 'OK'],
      ['SPF (1 DNS lookup of 10)', 'OK'],
      ['DKIM selector s1', 'OK'],
      ['MTA-STS', 'Not published'],
      ['TLS reporting (TLS-RPT)', 'Not published'],
      ['BIMI', 'Not published'],
    ]);
    // source, service, messages, SPF aligned, DKIM aligned, DMARC pass, quarantined, rejected
    expect(await cells(/SendGrid/)).toEqual([
      'sendgrid.net',
      'Twilio SendGrid',
      '120',
      '100%',
      '100%',
      '100%',
      '0',
      '0',
    ]);
    expect(await cells(/203\.0\.113\.99/)).toEqual([
      '203.0.113.99',
      '30',
      '0%',
      '0%',
      '0%',
      '30',
      '0',
    ]);
    await page.getByRole('link', { name: 'sendgrid.net' }).click();
    await page.getByText('o1.ptr4521.sendgrid.net').first().waitFor();
    await keepScreenshot(page, 'dmarc-source');
    const lines = (await page.locator('main').innerText()).split(/\s*\n\s*/);
    // what the reports saw of SendGrid: its IP with the PTR name, the signer, the reporter
    for (const line of [
      '120, 100% passing DMARC',
      '167.89.0.1 (o1.ptr4521.sendgrid.net) · United States · AS11377 SendGrid, Inc. 120 messages',
      'mail.e2e-shop.example (s1) 120 messages',
      'google.com',
      '167.89.0.1 · o1.ptr4521.sendgrid.net',
      'mail.e2e-shop.example pass, aligned',
    ])
      expect(lines).toContain(line);
    expect(pageErrors).toEqual([]);
  });
});
