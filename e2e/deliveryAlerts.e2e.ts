// Issue 22: an alert on a Delivery Analytics metric, raised on the demo traffic and delivered. In
// the server `npm start` runs, with the demo sender's 30 days: an admin adds a deferral-rate
// alert per provider (Google, Outlook.com and Yahoo watched, over the last 7 days, above 6 %
// with 300 sent at least), makes themself a recipient, and `pnpm console delivery alerts check`
// evaluates it at once. The demo's Yahoo and Outlook.com defer 8 to 18 % of their mail on any
// week, Google 2 to 3 %: the mail names the first two with the figures the report answers for
// the very range the mail's links hold, the issues are in admin/issues/all, and admin/alerts/da
// lists the alert. A second check tells nothing again (suppress minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../packages/server/src/testing/smtpCapture.ts';
import { apiSession, type ApiSession } from './support/api.ts';
import {
  admin,
  demo,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

interface GroupingRow {
  key: string;
  label: string | null;
  values: Record<string, number>;
}

const threshold = 6;
const minVolume = 300;
const watched = ['google', 'outlook', 'yahoo'];

/** What the alert mails write: up to 2 decimals, a point, no grouping below 1,000. */
const figure = (value: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);

async function mailTo(smtp: SmtpCapture, to: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.received.find((one) => one.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The queues `pnpm console jobs` lists with a job waiting (due or not) or running. */
function busyQueues(jobs: string): string[] {
  const lines = jobs.split('\n');
  const header = lines.findIndex((line) => /^QUEUE +WAITING +ACTIVE /.test(line));
  if (header < 0) throw new Error(`no queues in:\n${jobs}`);
  const busy: string[] = [];
  for (const line of lines.slice(header + 1)) {
    // the dead jobs follow the queues
    if (line === '') break;
    const [name, waiting, active] = line.split(/ +/);
    if (Number(waiting) + Number(active) > 0) busy.push(name as string);
  }
  return busy;
}

describe('Delivery Analytics alerts: a deferral rate per provider raised and told', () => {
  let smtp: SmtpCapture;
  let server: RunningServer;
  let api: ApiSession;
  let alertId: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ demoEvents: 60_000, env: { SMTP_URL: smtp.url } });
    api = await apiSession(server.url, admin.email, admin.password);
  }, serverStartTimeout);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('adds the alert and makes the admin a recipient', async () => {
    const added = await api.call<{ id: string } & Record<string, unknown>>('admin/alerts/add', {
      scope: 'provider',
      alert: 'deferred_rate',
      template: null,
      active: true,
      account: demo.account,
      integration: null,
      mappings: [{ dataset: demo.dataset, exclude_rhsbl: [], exclude_dnsbl: [] }],
      suppress: 60,
      threshold,
      direction: 'above',
      min_volume: minVolume,
      window: 10_080,
      values: watched,
      name: 'Deferrals per provider',
      description: 'Deferral rate of a big provider above 6 % over a week',
      module: 'da',
      transform: '',
    });
    expect(added.status).toBe(200);
    alertId = added.body.id;
    const refused = await api.call<{ name: string }>('admin/alerts/add', {
      ...added.body,
      id: undefined,
      friendly_account: undefined,
      alert: 'deferred',
    });
    expect([refused.status, refused.body.name]).toEqual([400, 'ValidationError']);
    const recipient = await api.call('owner/alerts/add', {
      account: demo.account,
      user: admin.email,
    });
    expect(recipient.status).toBe(200);
    const listed = await api.call<Array<{ id: string; threshold: number; values: string[] }>>(
      'admin/alerts/da',
      { account: demo.account, dataset: demo.dataset },
    );
    expect(listed.body.map(({ id, threshold, values }) => ({ id, threshold, values }))).toEqual([
      { id: alertId, threshold, values: watched },
    ]);
  });

  it('raises it with `pnpm console delivery alerts check` and mails the figures of the report', async () => {
    const output = await server.console(['delivery', 'alerts', 'check', '--account', demo.account]);
    expect(output).toMatch(
      /^Evaluated 1 alert over 1 dataset up to \S+: 3 values judged, 2 over the threshold, 0 resolved, 1 delivery queued\.$/m,
    );
    const mail = await mailTo(smtp, admin.email);

    // the range the mail's report links hold, asked of the report itself
    const links = [...mail.text.matchAll(/Report: (\S+)/g)].map(
      (match) => new URL(match[1] as string),
    );
    expect(links.map((link) => link.pathname)).toEqual([
      '/demo/delivery-analytics/report',
      '/demo/delivery-analytics/report',
    ]);
    const first = links[0] as URL;
    const range = {
      preset: 'custom',
      start: first.searchParams.get('start'),
      end: first.searchParams.get('end'),
    };
    expect(Date.parse(range.end ?? '') - Date.parse(range.start ?? '')).toBe(7 * 86_400_000);
    const grouping = await api.call<{ rows: GroupingRow[] }>('member/datasets/grouping', {
      account: demo.account,
      dataset: demo.dataset,
      range,
      filters: [{ field: 'provider', op: 'IN', values: watched }],
      groupBy: 'provider',
      order: 'deferred_rate',
      direction: 'DESC',
    });
    expect(grouping.status).toBe(200);
    const rows = grouping.body.rows;
    const over = rows.filter(
      (row) =>
        (row.values.deferred_rate ?? 0) * 100 > threshold && (row.values.sent ?? 0) >= minVolume,
    );
    expect(over.map((row) => row.key).sort()).toEqual(['outlook', 'yahoo']);
    const google = rows.find((row) => row.key === 'google');
    expect((google?.values.deferred_rate ?? 1) * 100).toBeLessThan(threshold);
    expect(google?.values.sent).toBeGreaterThanOrEqual(minVolume);

    const [worst, other] = over as [GroupingRow, GroupingRow];
    const rate = (row: GroupingRow) => figure((row.values.deferred_rate ?? 0) * 100);
    expect(mail.subject).toBe(
      `[Delivery] Deferral rate ${rate(worst)} % for ${worst.label} (${demo.dataset}) and 1 more`,
    );
    expect(mail.text).toContain(
      `Deferral rate above 6 % over 7 days up to ${range.end?.slice(0, 16).replace('T', ' ')} UTC (alert "Deferrals per provider"):`,
    );
    for (const [index, row] of [worst, other].entries()) {
      expect(mail.text).toContain(
        `Provider ${row.label} in ${demo.dataset}: ${rate(row)} %, ${figure(row.values.sent ?? 0)} sent\n  Report: ${links[index]?.href}`,
      );
      expect(links[index]?.searchParams.getAll('provider')).toEqual([row.key]);
    }
    expect(mail.text).not.toContain('Google');
    expect(mail.text).toContain('Values with fewer than 300 messages sent are not judged.');

    const issues = await api.call<Array<Record<string, unknown>>>('admin/issues/all', {
      start: range.start,
      end: new Date(Date.now() + 60_000).toISOString(),
    });
    const raised = issues.body.filter((issue) => issue.source === 'delivery-alerts');
    expect(raised.map((issue) => [issue.id, issue.title, issue.resolved_at]).sort()).toEqual(
      [worst, other]
        .map((row) => [
          `da:${alertId}:${demo.dataset}:${row.key}`,
          `Deferral rate ${rate(row)} % for ${row.label} (provider) in ${demo.dataset}`,
          null,
        ])
        .sort(),
    );
  });

  it('tells nothing again within the alert’s suppress minutes', async () => {
    const output = await server.console(['delivery', 'alerts', 'check']);
    expect(output).toContain('2 over the threshold, 0 resolved, 0 deliveries queued.');
    expect(output).toMatch(
      /Over: Deferrals per provider: deferred_rate [\d.]+ % for provider yahoo in demo-newsletters \(volume \d+\), told before/,
    );
    // Told nothing, unless a job does it: once no job waits or runs (a retry waiting for its time
    // included), every mail the server was to send has been sent.
    await expect
      .poll(async () => busyQueues(await server.console(['jobs'])), { timeout: 60_000 })
      .toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes(admin.email))).toHaveLength(1);
  });
});
