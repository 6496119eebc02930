// Alert deliveries on both databases, through the real job queue: who receives an alert and on
// which channel (alertAudience), email through a local SMTP server, Slack through a local server
// speaking its Web API (chat.postMessage with the bot token kept by slack/add, the incoming
// webhook of an older connection), a refusal by Slack raising the issue admins see, a user who
// disconnected getting nothing, and no token in the logs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../testing/adminCaller.ts';
import { testDatabases } from '../../../testing/databases.ts';
import {
  goodSlackCode,
  slackAccessToken,
  startSlackStub,
  type SlackStub,
} from '../../../testing/slackStub.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../testing/smtpCapture.ts';
import { useTestApp, type TestApp } from '../../../testing/testApp.ts';
import { replaceMappings, saveAlertSettings } from '../alerts.repository.ts';
import { alertAudience, queueDeliveries, type AlertDelivery } from './deliveries.ts';

let slack: SlackStub;
let smtp: SmtpCapture;
beforeAll(async () => {
  slack = await startSlackStub();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await slack.close();
  await smtp.close();
});

const hour = 3_600_000;

/** the state of each alerts.deliver job whose data has this field and value */
async function jobStates(t: TestApp, field: string, value: string) {
  const { rows } = await sql<{ state: string }>`
    select state from pgboss.job
    where name = 'alerts.deliver' and data->>${field} = ${value}
    order by created_on`.execute(t.services.db);
  return rows.map((row) => row.state);
}

async function deliver(t: TestApp, ...deliveries: AlertDelivery[]) {
  await queueDeliveries(t.services, deliveries);
  await t.jobs.idle();
}

describe.each(testDatabases)('alert deliveries on %s', (kind) => {
  const holder = useTestApp(kind, {
    get SLACK_API_URL() {
      return slack.apiUrl;
    },
    get SMTP_URL() {
      return smtp.url;
    },
    SLACK_CLIENT_ID: 'client-id',
    SLACK_CLIENT_SECRET: 'client-secret',
  } as unknown as Record<string, string>);

  beforeAll(async () => {
    const t = holder.app;
    const { db } = t.services;
    const people = [
      // email, language, users.alerts, users.slack, Slack connected, memberships.alerts
      ['mail@demo.example', 'en', true, false, false, true],
      ['chat@demo.example', 'fr', false, true, true, true],
      ['both@demo.example', 'de', true, true, true, true],
      ['muted@demo.example', 'en', false, false, false, true],
      ['unconnected@demo.example', 'en', false, true, false, true],
      ['off@demo.example', 'en', true, false, false, true],
      ['bystander@demo.example', 'en', true, false, false, false],
    ] as const;
    for (const [email, language, alerts, slackOn, connected, recipient] of people) {
      const password = await t.addUser(email, { account: 'demo' });
      await db.updateTable('users').set({ language, alerts }).where('id', '=', email).execute();
      await db
        .updateTable('memberships')
        .set({ alerts: recipient })
        .where('user_id', '=', email)
        .execute();
      if (connected) {
        const session = await t.signIn(email, password);
        const added = await t.call('user/slack/add', { code: goodSlackCode }, session);
        expect([email, added.statusCode]).toEqual([email, 200]);
      }
      await db.updateTable('users').set({ slack: slackOn }).where('id', '=', email).execute();
    }
    await replaceMappings(db, 'demo-blocklist', [
      {
        dataset: 'demo-newsletters',
        exclude_dnsbl: ['spamhaus-zen'],
        exclude_rhsbl: ['surbl'],
      },
    ]);
    const settings = { alert_id: 'demo-blocklist', account_id: 'demo', mappings: [] };
    await saveAlertSettings(db, {
      ...settings,
      user_id: 'off@demo.example',
      active: false,
      exclude_dnsbl: [],
      exclude_rhsbl: [],
    });
    // own exclusions and own mappings, which replace the alert's
    await saveAlertSettings(db, {
      ...settings,
      user_id: 'chat@demo.example',
      active: true,
      exclude_dnsbl: ['spamcop'],
      exclude_rhsbl: [],
      mappings: [
        {
          dataset: 'demo-newsletters',
          exclude_dnsbl: ['barracuda', 'spamcop'],
          exclude_rhsbl: ['uribl'],
        },
      ],
    });
  });

  it('lists the recipients with their channels, language and exclusions', async () => {
    const audience = await alertAudience(holder.app.services.db, 'demo', 'rm', 'blocklist');
    const accountLists = { exclude_dnsbl: ['spamhaus-zen'], exclude_rhsbl: ['surbl'] };
    const member = { alertId: 'demo-blocklist' };
    expect(audience).toEqual([
      // the demo's owner, a recipient from the first start
      {
        ...member,
        user: 'admin@example.com',
        language: 'en',
        email: true,
        slack: false,
        ...accountLists,
      },
      {
        ...member,
        user: 'both@demo.example',
        language: 'de',
        email: true,
        slack: true,
        ...accountLists,
      },
      {
        ...member,
        user: 'chat@demo.example',
        language: 'fr',
        email: false,
        slack: true,
        exclude_dnsbl: ['spamcop', 'barracuda'],
        exclude_rhsbl: ['uribl'],
      },
      {
        ...member,
        user: 'mail@demo.example',
        language: 'en',
        email: true,
        slack: false,
        ...accountLists,
      },
    ]);
    expect(await alertAudience(holder.app.services.db, 'demo', 'rm', 'other')).toEqual([]);
    expect(await alertAudience(holder.app.services.db, 'nope', 'rm', 'blocklist')).toEqual([]);
  });

  it('keeps the bot token from slack/add sealed', async () => {
    const row = await holder.app.services.db
      .selectFrom('slack_connections')
      .select(['access_token', 'channel_id'])
      .where('user_id', '=', 'chat@demo.example')
      .executeTakeFirstOrThrow();
    expect(row.channel_id).toBe('C1');
    expect(row.access_token).toMatch(/^v1:/);
    expect(holder.app.services.secrets.open(row.access_token as never)).toBe(slackAccessToken);
  });

  it('mails an email delivery through the mailer', async () => {
    const t = holder.app;
    await deliver(t, {
      channel: 'email',
      to: 'mail@demo.example',
      subject: `Blocklist listing (${kind})`,
      text: '192.0.2.1 is listed on SpamCop.',
    });
    const mail = await smtp.waitFor('mail@demo.example');
    smtp.received.splice(0);
    expect([mail.to, mail.subject, mail.text]).toEqual([
      ['mail@demo.example'],
      `Blocklist listing (${kind})`,
      '192.0.2.1 is listed on SpamCop.',
    ]);
    expect(await jobStates(t, 'to', 'mail@demo.example')).toEqual(['completed']);
  });

  it('stores the jobs in the caller’s transaction: none when it rolls back', async () => {
    const t = holder.app;
    const delivery: AlertDelivery = { channel: 'slack', user: 'nobody@demo.example', text: 'x' };
    await t.services.db
      .transaction()
      .execute(async (tx) => {
        await queueDeliveries(t.services, [delivery], { within: tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await jobStates(t, 'user', 'nobody@demo.example')).toEqual([]);
    await t.services.db.transaction().execute(async (tx) => {
      await queueDeliveries(t.services, [delivery, delivery], { within: tx });
    });
    expect(await jobStates(t, 'user', 'nobody@demo.example')).toHaveLength(2);
    await t.jobs.idle();
    // no Slack connection: dropped, not failed
    expect(await jobStates(t, 'user', 'nobody@demo.example')).toEqual(['completed', 'completed']);
    expect(t.logs.join('\n')).toContain('Slack alert not sent: no Slack connection');
  });

  it('posts a Slack delivery with the bot token to the connected channel, as plain text', async () => {
    slack.messages.splice(0);
    await deliver(holder.app, {
      channel: 'slack',
      user: 'chat@demo.example',
      text: '<!channel> 192.0.2.1 listed on SpamCop & Barracuda',
    });
    expect(slack.messages).toEqual([
      {
        token: slackAccessToken,
        channel: 'C1',
        text: '&lt;!channel&gt; 192.0.2.1 listed on SpamCop &amp; Barracuda',
      },
    ]);
  });

  it('fails the attempt when Slack answers ok: false, and raises the issue for the admins', async () => {
    const t = holder.app;
    slack.failWith = 'channel_not_found';
    try {
      await deliver(t, { channel: 'slack', user: 'both@demo.example', text: 'listed' });
    } finally {
      slack.failWith = null;
    }
    // waiting for its retry, 30 s or more later
    expect(await jobStates(t, 'user', 'both@demo.example')).toEqual(['retry']);
    const admin = await signInAdmin(t);
    const issues = await admin.ok('admin/issues/all', {
      start: new Date(Date.now() - hour).toISOString(),
      end: new Date(Date.now() + hour).toISOString(),
    });
    expect(issues.filter((issue: { source: string }) => issue.source === 'alerts')).toEqual([
      {
        id: 'alerts:slack:both@demo.example',
        timestamp: expect.any(String),
        severity: 'WARNING',
        source: 'alerts',
        account: null,
        dataset: null,
        module: null,
        title: 'Slack delivery failed',
        detail: 'Slack answered channel_not_found (chat.postMessage)',
        occurrences: 1,
        resolved_at: null,
      },
    ]);
  });

  it('posts to the incoming webhook of a connection made before the token was kept', async () => {
    const t = holder.app;
    await t.services.db
      .updateTable('slack_connections')
      .set({ access_token: null, webhook_url: t.services.secrets.seal(slack.webhookUrl) })
      .where('user_id', '=', 'chat@demo.example')
      .execute();
    slack.webhookPosts.splice(0);
    await deliver(t, { channel: 'slack', user: 'chat@demo.example', text: 'a <b> c' });
    expect(slack.webhookPosts).toEqual([
      { path: '/services/T1/B9/legacy-secret', body: { text: 'a &lt;b&gt; c' } },
    ]);
  });

  it('never logs the token or the webhook', () => {
    const logs = holder.app.logs.join('\n');
    expect(logs).not.toContain(slackAccessToken);
    expect(logs).not.toContain('legacy-secret');
    expect(logs).toContain('Slack delivery failed');
  });
});
