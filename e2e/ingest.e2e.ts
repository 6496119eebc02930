// Issue 16: a sender pushes delivery events over HTTP to the server `npm start` runs, as a new
// user would: the admin makes a dataset key with admin/users/api, copies the ingest address the
// Delivery Analytics home shows, and posts a PowerMTA accounting file (plain, then gzip), a
// SendGrid event batch and a Mailgun event (signed with the dataset's Mailgun key). The report
// of the demo workspace then counts exactly those events.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailgunSignatureOf } from '../packages/server/src/modules/delivery/ingest/parse/sources/mailgunSignature.ts';
import { apiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { signIn, tileValue, waitForReport } from './support/console.ts';
import { totalsOfAddress } from './support/delivery.ts';
import {
  admin,
  demo,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

const mailgunKey = 'mailgun-signing-key-of-the-demo';
/** Yesterday 10:00 UTC, in epoch seconds, when the flow starts. */
const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400 - 86_400;
const yesterday = dayStart + 36_000;
/** The report of that day, by its dates: the flow may cross midnight. */
const reportOfThatDay = `/demo/delivery-analytics/report?preset=custom&start=${new Date(dayStart * 1000).toISOString()}&end=${new Date((dayStart + 86_400) * 1000).toISOString()}`;

const powermtaHeader =
  'type,timeLogged,timeQueued,orig,rcpt,dsnStatus,dsnDiag,dlvSourceIp,vmta,jobId';
const accounting = (rows: [type: string, recipient: string, status: string, diag: string][]) =>
  [
    powermtaHeader,
    ...rows.map(
      ([type, recipient, status, diag], index) =>
        `${type},${yesterday + index},${yesterday - 5},bounces@news.example-shop.com,${recipient},${status},${diag},192.0.2.10,mta1,ingest-e2e`,
    ),
  ].join('\n') + '\n';

describe('HTTP ingest into the server npm start runs', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let key: string;
  let address: string;

  beforeAll(async () => {
    server = await startServer({
      commands: [['ingest-settings', '--dataset', demo.dataset, '--mailgun-key', mailgunKey]],
    });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const push = async (source: string, body: string | Buffer, type: string) => {
    const response = await fetch(address.replace(/\/powermta$/, `/${source}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const stored = (count: number) => ({
    status: 200,
    body: { stored: count, duplicates: 0, skipped: 0, rejected: [], rejected_total: 0 },
  });

  it('makes a dataset key and finds the ingest address on the empty home', async () => {
    const adminApi = await apiSession(server.url, admin.email, admin.password);
    const created = await adminApi.call<{ secret: string }>('admin/users/api', {
      dataset: demo.dataset,
      description: 'PowerMTA and the ESPs',
    });
    expect(created.status).toBe(200);
    key = created.body.secret;

    await signIn(page, server.url, admin.email, admin.password, '/demo/delivery-analytics/home');
    const guide = page.getByRole('region', { name: 'No delivery events in the last 30 days' });
    const block = guide.getByText(/^POST /);
    const shown = await block.innerText();
    address = /^POST (\S+)/.exec(shown)?.[1] ?? '';
    expect(address).toBe(`${server.url}/api/ingest/${demo.dataset}/powermta`);
    await keepScreenshot(page, 'ingest-01-empty-home');
  });

  it('takes a PowerMTA file, plain and gzip, a SendGrid batch and a Mailgun event', async () => {
    const first = accounting([
      ['d', 'john.doe@gmail.com', '2.0.0', 'smtp;250 OK'],
      ['d', 'jane.roe@yahoo.com', '2.0.0', 'smtp;250 OK'],
      ['d', 'max@outlook.com', '2.0.0', 'smtp;250 OK'],
      ['b', 'gone@gmail.com', '5.1.1', 'smtp;550 5.1.1 <gone@gmail.com> user unknown'],
    ]);
    expect(await push('powermta', first, 'text/csv')).toEqual(stored(4));
    const second = accounting([
      ['d', 'ana@gmail.com', '2.0.0', 'smtp;250 OK'],
      ['d', 'li@yahoo.com', '2.0.0', 'smtp;250 OK'],
    ]);
    expect(await push('powermta', gzipSync(second), 'application/gzip')).toEqual(stored(2));

    const sendgrid = [
      { email: 'sg.one@gmail.com', event: 'delivered', sg_event_id: 'e2e-sg-1' },
      { email: 'sg.two@yahoo.com', event: 'delivered', sg_event_id: 'e2e-sg-2' },
      {
        email: 'sg.gone@gmail.com',
        event: 'bounce',
        sg_event_id: 'e2e-sg-3',
        type: 'bounce',
        status: '5.1.1',
        reason: '550 5.1.1 The email account that you tried to reach does not exist.',
      },
    ].map((event) => ({ ...event, timestamp: yesterday + 100 }));
    expect(await push('sendgrid', JSON.stringify(sendgrid), 'application/json')).toEqual(stored(3));

    // Mailgun's signature is fresh by the server's clock; the event happened yesterday.
    const signedAt = String(Math.floor(Date.now() / 1000));
    const mailgun = {
      signature: {
        timestamp: signedAt,
        token: 'e2e-token',
        signature: mailgunSignatureOf(mailgunKey, signedAt, 'e2e-token'),
      },
      'event-data': {
        id: 'e2e-mailgun-1',
        timestamp: yesterday + 200,
        event: 'delivered',
        'delivery-status': { code: 250, message: 'OK' },
        envelope: { sender: 'bounce@mg.example-shop.com', 'sending-ip': '192.0.2.60' },
        message: { headers: { 'message-id': 'e2e-1@mg.example-shop.com' } },
        recipient: 'mg.one@gmail.com',
      },
    };
    expect(await push('mailgun', JSON.stringify(mailgun), 'application/json')).toEqual(stored(1));
    // the same batch again is all duplicates, nothing new
    expect(await push('sendgrid', JSON.stringify(sendgrid), 'application/json')).toEqual({
      status: 200,
      body: { stored: 0, duplicates: 3, skipped: 0, rejected: [], rejected_total: 0 },
    });
  });

  it('shows exactly those events on the report', async () => {
    await page.goto(`${server.url}${reportOfThatDay}`);
    await waitForReport(page);
    // that day: 10 outcomes, 8 delivered, 2 bounced
    expect(await totalsOfAddress(page)).toMatchObject({ sent: 10, delivered: 8, bounced: 2 });
    expect(await tileValue(page, 'Sent')).toBe('10');
    expect(await tileValue(page, 'Delivered')).toBe('8');
    expect(await tileValue(page, 'Bounce rate')).toBe('20%');
    await keepScreenshot(page, 'ingest-02-report');
    expect(pageErrors).toEqual([]);
  });
});
