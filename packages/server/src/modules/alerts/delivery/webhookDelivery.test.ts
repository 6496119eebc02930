// Alert webhooks on both databases, to a real HTTP server on loopback (WEBHOOK_ALLOW_PRIVATE is
// set, as only tests do): the integration, template and content an admin made through the calls,
// the body rendered in each escaping with the content's mapping, the integration's method and
// sealed headers; a 500 answer failing the attempt with the issue admins see; the loopback
// address refused once the setting is off; no URL path, query or header value in logs, issues
// or the queue's errors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminCaller } from '../../../testing/adminCaller.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { useTestApp, type TestApp } from '../../../testing/testApp.ts';
import { queueDeliveries } from './deliveries.ts';
import { deliverAlert } from './deliverAlert.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin: string;
const received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(answerStatus, { 'content-type': 'text/plain' });
      response.end(answerStatus === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.splice(0);
  answerStatus = 200;
});

const secretPath = '/hooks/T9/secret-path';
const data = {
  summary: `<b>"Tom" & 'Jerry'</b>`,
  listing: { ip: '192.0.2.1', list: 'spamcop' },
};

describe.each(testDatabases)('alert webhooks on %s', (kind) => {
  const holder = useTestApp(kind, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  let admin: AdminCaller;
  let integration: string;
  let template: string;
  let alert: string;

  const deliver = async (t: TestApp) => {
    await queueDeliveries(t.services, [{ channel: 'webhook', alert, data }]);
    await t.jobs.idle();
  };

  beforeAll(async () => {
    admin = await signInAdmin(holder.app);
    integration = (
      await admin.ok('admin/integrations/create', {
        url: `https://hooks.example.com${secretPath}`,
        method: 'PUT',
        headers: { Authorization: 'Bearer header-secret', 'X-Console': 'alerts' },
        body: '{"text":"{{summary}}"}',
        active: true,
      })
    ).id;
    // the calls take host names only (zod's httpUrl): the loopback address goes into the row
    await holder.app.services.db
      .updateTable('integrations')
      .set({ url: holder.app.services.secrets.seal(`${origin}${secretPath}?token=query-secret`) })
      .where('id', '=', integration)
      .execute();
    template = (
      await admin.ok('admin/templates/add', {
        alert: 'blocklist',
        integration,
        transform: '',
        module: 'rm',
        name: 'Blocklist webhook',
        description: '',
        active: true,
      })
    ).id;
    await admin.ok('admin/content/add', {
      template,
      data: '{}',
      escape: 'json',
      mapping: { ip: 'listing.ip', list: 'data.listing.list' },
      render: '{"text":"{{summary}} ({{ip}} on {{list}})"}',
    });
    alert = (await admin.ok('admin/alerts/activate', { template, account: 'demo' })).id;
  });

  it('puts the rendered JSON body with the integration’s method and headers', async () => {
    await deliver(holder.app);
    expect(received).toEqual([
      {
        method: 'PUT',
        url: `${secretPath}?token=query-secret`,
        headers: expect.objectContaining({
          authorization: 'Bearer header-secret',
          'x-console': 'alerts',
          'content-type': 'application/json',
        }),
        body: `{"text":"<b>\\"Tom\\" & 'Jerry'</b> (192.0.2.1 on spamcop)"}`,
      },
    ]);
  });

  it('escapes as HTML or not at all, as the content says', async () => {
    const render = 'Listed: {{summary}} ({{ip}})';
    await admin.ok('admin/content/set', { template, escape: 'html', render });
    await deliver(holder.app);
    await admin.ok('admin/content/set', { template, escape: 'none' });
    await deliver(holder.app);
    expect(received.map((request) => [request.headers['content-type'], request.body])).toEqual([
      [
        'text/plain; charset=utf-8',
        'Listed: &lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;&#x2F;b&gt; (192.0.2.1)',
      ],
      ['text/plain; charset=utf-8', `Listed: <b>"Tom" & 'Jerry'</b> (192.0.2.1)`],
    ]);
  });

  it('renders the integration’s body without content, and sends the data without either', async () => {
    await admin.ok('admin/content/del', { template });
    await deliver(holder.app);
    await admin.ok('admin/integrations/update', { id: integration, body: '' });
    await deliver(holder.app);
    expect(received.map((request) => request.body)).toEqual([
      `{"text":"<b>\\"Tom\\" & 'Jerry'</b>"}`,
      // the queue keeps the data as jsonb, whose key order is its own
      JSON.stringify({ listing: data.listing, summary: data.summary }),
    ]);
  });

  it('fails the attempt on a 500 answer and raises the issue, without the URL’s path', async () => {
    const t = holder.app;
    answerStatus = 500;
    await deliver(t);
    expect(received).toHaveLength(1);
    const { rows } = await sql<{ state: string; message: string }>`
      select state, output->>'message' as message from pgboss.job
      where name = 'alerts.deliver' and data->>'alert' = ${alert} and state <> 'completed'`.execute(
      t.services.db,
    );
    expect(rows).toEqual([
      { state: 'retry', message: `Webhook delivery failed: HTTP 500 from ${origin}` },
    ]);
    const issues = await admin.ok('admin/issues/all', {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(issues.find((issue: { id: string }) => issue.id === `alerts:webhook:${alert}`)).toEqual({
      id: `alerts:webhook:${alert}`,
      timestamp: expect.any(String),
      severity: 'WARNING',
      source: 'alerts',
      account: 'demo',
      dataset: null,
      module: 'rm',
      title: 'Webhook delivery failed',
      detail: `HTTP 500 from ${origin}`,
      occurrences: 1,
      resolved_at: null,
    });
    const policy = await t.jobs.boss.getQueue('alerts.deliver');
    expect([policy?.retryLimit, policy?.retryDelay, policy?.retryBackoff]).toEqual([5, 30, true]);
  });

  it('refuses the loopback address when private addresses are not allowed, for good', async () => {
    const t = holder.app;
    const { config } = t.services;
    const strict = {
      ...t.services,
      config: { ...config, reputation: { ...config.reputation, webhookAllowPrivate: false } },
    };
    // the job ends (no retry): trying again would be refused the same way
    await expect(
      deliverAlert({ channel: 'webhook', alert, data }, strict),
    ).resolves.toBeUndefined();
    expect(received).toEqual([]);
    const [issue] = await t.services.db
      .selectFrom('issues')
      .select(['title', 'detail'])
      .where('id', '=', `alerts:webhook:${alert}`)
      .execute();
    expect(issue).toEqual({
      title: 'Webhook delivery failed',
      detail: `${origin} resolves to 127.0.0.1 (loopback); webhooks reach public addresses only unless WEBHOOK_ALLOW_PRIVATE is set`,
    });
  });

  it('sends nothing for an inactive integration', async () => {
    await admin.ok('admin/integrations/update', { id: integration, active: false });
    await expect(
      deliverAlert({ channel: 'webhook', alert, data }, holder.app.services),
    ).resolves.toBeUndefined();
    expect(received).toEqual([]);
  });

  it('keeps the URL’s path and query and the header values out of logs, issues and job errors', async () => {
    const t = holder.app;
    const issues = await t.services.db.selectFrom('issues').select('detail').execute();
    const { rows } = await sql<{ output: unknown }>`
      select output from pgboss.job where name = 'alerts.deliver'`.execute(t.services.db);
    const written = [t.logs.join('\n'), JSON.stringify(issues), JSON.stringify(rows)].join('\n');
    for (const secret of ['secret-path', 'query-secret', 'header-secret']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('Webhook delivery failed');
  });
});
