// Delivery Analytics alerts on both databases, on a few events with known rates: Google's
// deferral rate crosses the threshold (5 deferrals for 20 sent: 25 %), Yahoo's stays under
// (2 for 20: 10 %) and Outlook's is past it on too little volume (3 for 5). The crossing is an
// issue row, mailed to each recipient in their language and posted to the webhook; a repeat
// within the suppress minutes is not told, a new value is, and the issue resolves once the
// value is no longer past the threshold. An admin is refused a rule that cannot be evaluated.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/args.ts';
import { deliveryCommand } from '../../../cli/deliveryCommand.ts';
import { latestOutboxMail } from '../../../mail/outbox.repository.ts';
import { signInAdmin, type AdminCaller } from '../../../testing/adminCaller.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { createTestDataset, testEvent } from '../../../testing/delivery/helpers.ts';
import { useTestApp } from '../../../testing/testApp.ts';
import { insertWorkspace } from '../../workspaces/workspaces.repository.ts';
import type { NormalisedEvent } from '../event.ts';
import { storeEvents } from '../ingest/store/eventStore.ts';
import { checkDeliveryAlerts } from './deliveryAlerts.ts';

const minute = 60_000;
const tenOClock = Date.parse('2026-11-20T10:00:00Z');
/** `minutes` after 10:00 UTC (negative: before), 30 s into the minute */
const at = (minutes: number) => new Date(tenOClock + minutes * minute + 30_000);

let messages = 0;
/** `sent` messages delivered to the provider, `deferrals` of them deferred once before. */
function traffic(
  provider: string,
  domain: string,
  sent: number,
  deferrals: number,
  when: number,
): NormalisedEvent[] {
  const events: NormalisedEvent[] = [];
  for (let index = 0; index < sent; index += 1) {
    messages += 1;
    const fields = {
      provider,
      recipient: `user${messages}@${domain}`,
      messageId: `m${messages}@news.example.com`,
    };
    if (index < deferrals)
      events.push(testEvent({ ...fields, type: 'deferred', timestamp: when - 5 * minute }));
    events.push(testEvent({ ...fields, type: 'delivered', timestamp: when }));
  }
  return events;
}

describe.each(testDatabases)('delivery alerts on %s', (kind) => {
  const holder = useTestApp(kind, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  const posts: string[] = [];
  const hook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push(body);
      response.end('ok');
    });
  });
  let admin: AdminCaller;
  let alertId: string;
  const t = () => holder.app;
  const check = (minutes: number) =>
    checkDeliveryAlerts(t().services, { accountId: 'acme', now: at(minutes) });
  const mailsTo = async (to: string) => {
    await t().jobs.idle();
    return latestOutboxMail(t().services.db, 10, to);
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const db = t().services.db;
    await createTestDataset(db, 'acme', 'acme-mail');
    await insertWorkspace(db, {
      id: 'acme-ws',
      name: 'Acme',
      account_id: 'acme',
      dataset_id: 'acme-mail',
      modules: ['da'],
      tags: [],
      filters: [],
      dimensions: [],
      dimensions_default: [],
      metrics: [],
    });
    for (const [email, language] of [
      ['ops@acme.example', 'en'],
      ['lea@acme.example', 'fr'],
    ] as const) {
      await t().addUser(email, { account: 'acme', role: 'owner' });
      await db.updateTable('users').set({ language }).where('id', '=', email).execute();
      await db
        .updateTable('memberships')
        .set({ alerts: true })
        .where('user_id', '=', email)
        .execute();
    }
    await storeEvents(db, 'acme-mail', [
      ...traffic('google', 'gmail.com', 20, 5, tenOClock - 10 * minute),
      ...traffic('yahoo', 'yahoo.com', 20, 2, tenOClock - 10 * minute),
      ...traffic('outlook', 'hotmail.com', 5, 3, tenOClock - 10 * minute),
    ]);
    admin = await signInAdmin(t());
    const integration = await admin.ok('admin/integrations/create', {
      url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
      method: 'POST',
      headers: {},
      body: '{"text":"{{subject}}","value":"{{crossings.0.value}}","rate":"{{crossings.0.rate}}","volume":"{{crossings.0.volume}}"}',
      active: true,
    });
    const alert = await admin.ok('admin/alerts/add', {
      scope: 'provider',
      alert: 'deferred_rate',
      template: null,
      active: true,
      account: 'acme',
      integration: integration.id,
      mappings: [{ dataset: 'acme-mail', exclude_rhsbl: [], exclude_dnsbl: [] }],
      suppress: 30,
      threshold: 20,
      min_volume: 10,
      window: 60,
      name: 'Deferrals per provider',
      description: '',
      module: 'da',
      transform: '',
    });
    expect(alert).toMatchObject({ threshold: 20, direction: 'above', min_volume: 10, values: [] });
    alertId = alert.id;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('refuses a rule that names no rate metric or a dimension the dataset lacks', async () => {
    const rule = {
      scope: 'provider',
      alert: 'deferred_rate',
      template: null,
      active: true,
      account: 'acme',
      integration: null,
      mappings: [{ dataset: 'acme-mail', exclude_rhsbl: [], exclude_dnsbl: [] }],
      suppress: 60,
      name: 'Wrong',
      description: '',
      module: 'da',
      transform: '',
    };
    for (const [change, field, message] of [
      [{ alert: 'deferred' }, 'alert', /watches a rate metric: deferred_rate, bounce_rate/],
      [
        { scope: 'colour' },
        'scope',
        /dimension \(domain, provider, ip, .*\) or account or dataset/,
      ],
      [{ scope: 'job' }, 'scope', /dataset acme-mail does not offer the dimension job/],
      [{ scope: 'dataset', values: ['google'] }, 'values', /judges each dataset as a whole/],
    ] as const) {
      const refused = await admin.call('admin/alerts/add', { ...rule, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        name: 'ValidationError',
        message: expect.stringMatching(message),
        details: { issues: [{ path: [field], code: 'custom' }] },
      });
    }
    const changed = await admin.call('admin/alerts/set', { id: alertId, alert: 'sent' });
    expect([changed.status, changed.body.name]).toEqual([400, 'ValidationError']);
    // the other modules' alerts take the defaults and are not judged by these rules
    expect(await admin.ok('admin/alerts/get', { id: 'demo-blocklist' })).toMatchObject({
      threshold: 5,
      direction: 'above',
      min_volume: 100,
      window: 60,
      values: [],
    });
  });

  it('raises the provider past the threshold with enough volume, and tells it', async () => {
    const report = await check(0);
    expect(report).toMatchObject({ alerts: 1, datasets: 1, judged: 2, resolved: [], skipped: [] });
    const link =
      `${t().services.config.publicUrl}/acme-ws/delivery-analytics/report?preset=custom` +
      '&start=2026-11-20T09%3A00%3A00.000Z&end=2026-11-20T10%3A00%3A00.000Z&provider=google';
    expect(report.crossings).toEqual([
      {
        alert: alertId,
        alertName: 'Deferrals per provider',
        metric: 'deferred_rate',
        dimension: 'provider',
        dataset: 'acme-mail',
        key: 'google',
        label: 'Google',
        rate: 25,
        volume: 20,
        link,
        told: true,
      },
    ]);
    // two mails and a webhook call
    expect(report.deliveries).toBe(3);

    const [english] = await mailsTo('ops@acme.example');
    expect(english?.subject).toBe('[Delivery] Deferral rate 25 % for Google (acme-mail)');
    expect(english?.text_body).toBe(
      [
        'Deferral rate above 20 % over 1 hour up to 2026-11-20 10:00 UTC (alert "Deferrals per provider"):',
        '',
        'Provider Google in acme-mail: 25 %, 20 sent',
        `  Report: ${link}`,
        '',
        'Values with fewer than 10 messages sent are not judged.',
        'The same value is not told again within 30 minutes.',
      ].join('\n'),
    );
    const [french] = await mailsTo('lea@acme.example');
    expect(french?.subject).toBe(
      '[Délivrabilité] Taux de différés 25\u00a0% pour Google (acme-mail)',
    );
    expect(french?.text_body).toContain(
      'Fournisseur Google dans acme-mail\u00a0: 25\u00a0%, 20 envoyés',
    );
    expect(posts.map((post) => JSON.parse(post))).toEqual([
      {
        text: '[Delivery] Deferral rate 25 % for Google (acme-mail)',
        value: 'google',
        rate: '25',
        volume: '20',
      },
    ]);

    const issues = await admin.ok('admin/issues/all', {
      start: '2026-11-20T00:00:00Z',
      end: '2026-11-21T00:00:00Z',
    });
    expect(
      issues.filter((issue: { source: string }) => issue.source === 'delivery-alerts'),
    ).toEqual([
      expect.objectContaining({
        id: `da:${alertId}:acme-mail:google`,
        severity: 'WARNING',
        module: 'da',
        account: 'acme',
        title: 'Deferral rate 25 % for Google (provider) in acme-mail',
        detail:
          'Above 20 % · 20 sent over 1 hour up to 2026-11-20 10:00 UTC · alert "Deferrals per provider"',
        occurrences: 1,
        resolved_at: null,
      }),
    ]);
  });

  it('does not tell a value again within the suppress minutes, but a new one', async () => {
    const repeat = await check(5);
    expect(repeat.crossings.map(({ key, told }) => [key, told])).toEqual([['google', false]]);
    expect(repeat.deliveries).toBe(0);

    // Yahoo's deferrals rise to 6 for 20 sent... while Google is still suppressed
    await storeEvents(t().services.db, 'acme-mail', [
      ...[1, 2, 3, 4].map((index) =>
        testEvent({
          type: 'deferred',
          timestamp: tenOClock + 7 * minute,
          provider: 'yahoo',
          recipient: `late${index}@yahoo.com`,
          messageId: `late${index}@news.example.com`,
        }),
      ),
    ]);
    const later = await check(10);
    expect(later.crossings.map(({ key, rate, volume, told }) => [key, rate, volume, told])).toEqual(
      [
        ['yahoo', 30, 20, true],
        ['google', 25, 20, false],
      ],
    );
    const mails = await mailsTo('ops@acme.example');
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[Delivery] Deferral rate 30 % for Yahoo (acme-mail)',
      '[Delivery] Deferral rate 25 % for Google (acme-mail)',
    ]);

    // 40 minutes after it was told, Google is told again; Yahoo (told at 10:10) is not
    const again = await check(40);
    expect(again.crossings.map(({ key, told }) => [key, told])).toEqual([
      ['yahoo', false],
      ['google', true],
    ]);
    expect((await mailsTo('ops@acme.example'))[0]?.subject).toBe(
      '[Delivery] Deferral rate 25 % for Google (acme-mail)',
    );
  });

  it('resolves the issues once the values are no longer past the threshold', async () => {
    const quiet = await check(75);
    expect(quiet.crossings).toEqual([]);
    expect(quiet.resolved).toEqual([
      `da:${alertId}:acme-mail:google`,
      `da:${alertId}:acme-mail:yahoo`,
    ]);
    const issues = await admin.ok('admin/issues/all', {
      start: '2026-11-20T00:00:00Z',
      end: '2026-11-21T00:00:00Z',
    });
    expect(
      issues
        .filter((issue: { source: string }) => issue.source === 'delivery-alerts')
        .map((issue: { id: string; occurrences: number; resolved_at: string }) => [
          issue.id.split(':').at(-1),
          issue.occurrences,
          issue.resolved_at,
        ]),
    ).toEqual([
      ['google', 4, '2026-11-20T11:15:00.000Z'],
      ['yahoo', 2, '2026-11-20T11:15:00.000Z'],
    ]);
    expect((await check(80)).resolved).toEqual([]);
  });

  it('evaluates at once from the command line, and prints what it found', async () => {
    const run = (...argv: string[]) => deliveryCommand(t().services, parseArgs(argv));
    const lines = await run('delivery', 'alerts', 'check', '--account', 'acme');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Evaluated 1 alert over 1 dataset up to \d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z: 0 values judged, 0 over the threshold, 0 resolved, 0 deliveries queued\.$/,
      ),
    ]);
    await expect(run('delivery', 'alerts')).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(run('delivery', 'alerts', 'check', '--account', 'nope')).rejects.toMatchObject({
      name: 'NotFound',
    });
  });
});
