// The alert center on both databases: the alerts a recipient sees, their own settings, the
// checks on named datasets and blocklists, the blocklist catalogue and the Slack channel, with
// Slack's OAuth exchange answered by a local server.
import type { UserAlert } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/adminCaller.ts';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import {
  goodSlackCode,
  slackWebhookUrl,
  startSlackStub,
  type SlackStub,
} from '../../testing/slackStub.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';
import { slackWebhookUrl as openedSlackWebhook } from '../slack/slack.service.ts';

let slack: SlackStub;
beforeAll(async () => {
  slack = await startSlackStub();
});
afterAll(() => slack.close());

describe.each(testDatabases)('alert center on %s', (kind) => {
  const holder = useTestApp(kind, {
    get SLACK_API_URL() {
      return slack.apiUrl;
    },
    SLACK_CLIENT_ID: 'client-id',
    SLACK_CLIENT_SECRET: 'client-secret',
  } as unknown as Record<string, string>);
  const t = () => holder.app;
  let recipient: TestSession;

  beforeAll(async () => {
    const password = await t().addUser('recipient@example.com', {
      account: 'demo',
      role: 'member',
    });
    await t()
      .storage.db.updateTable('memberships')
      .set({ alerts: true })
      .where('user_id', '=', 'recipient@example.com')
      .execute();
    recipient = await t().signIn('recipient@example.com', password);
  });

  it("lists the alerts of accounts the user receives, on by default with the account's mappings", async () => {
    const alerts = (await t().call('user/alerts/all', {}, recipient)).json();
    expectContractOutput('user/alerts/all', alerts);
    expect(alerts).toEqual([
      expect.objectContaining({
        id: 'demo-blocklist',
        account: 'demo',
        friendly_account: 'Demo account',
        module: 'rm',
        channel: 'email',
        active: true,
        mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: [] }],
        exclude_rhsbl: [],
        exclude_dnsbl: [],
      }),
      // DMARC Reports' alerts: about policy domains, no dataset
      expect.objectContaining({ id: 'demo-dmarc-policy', module: 'dr', mappings: [] }),
      expect.objectContaining({ id: 'demo-dmarc-source', module: 'dr', mappings: [] }),
    ]);
  });

  it('gives a Delivery Analytics alert its condition, and the others none', async () => {
    const admin = await signInAdmin(t());
    const added = await admin.ok('admin/alerts/add', {
      scope: 'provider',
      alert: 'deferred_rate',
      template: null,
      active: true,
      account: 'demo',
      integration: null,
      mappings: [],
      suppress: 30,
      threshold: 6,
      direction: 'above',
      min_volume: 300,
      window: 10_080,
      values: ['google', 'yahoo'],
      name: 'Deferrals per provider',
      description: '',
      module: 'da',
      transform: '',
    });
    const alerts = (await t().call('user/alerts/all', {}, recipient)).json() as UserAlert[];
    expectContractOutput('user/alerts/all', alerts);
    expect(Object.fromEntries(alerts.map((alert) => [alert.id, alert.condition]))).toEqual({
      'demo-blocklist': null,
      'demo-dmarc-policy': null,
      'demo-dmarc-source': null,
      [added.id]: {
        threshold: 6,
        direction: 'above',
        min_volume: 300,
        window: 10_080,
        values: ['google', 'yahoo'],
      },
    });
    await admin.ok('admin/alerts/del', { id: added.id });
  });

  it('shows no alerts to a member who is not a recipient', async () => {
    const password = await t().addUser('bystander@example.com', { account: 'demo' });
    const session = await t().signIn('bystander@example.com', password);
    expect((await t().call('user/alerts/all', {}, session)).json()).toEqual([]);
    const set = await t().call('user/alerts/set', { id: 'demo-blocklist', active: false }, session);
    expect([set.statusCode, set.json().name]).toEqual([404, 'NotFound']);
  });

  it("keeps the recipient's switch and exclusions, and leaves other recipients alone", async () => {
    const changed = await t().call(
      'user/alerts/set',
      { id: 'demo-blocklist', active: false, exclude_dnsbl: ['spamcop'], exclude_rhsbl: ['uribl'] },
      recipient,
    );
    expect(changed.statusCode).toBe(200);
    expectContractOutput('user/alerts/set', changed.json());
    expect(changed.json()).toMatchObject({
      active: false,
      exclude_dnsbl: ['spamcop'],
      exclude_rhsbl: ['uribl'],
    });
    const again = (await t().call('user/alerts/all', {}, recipient)).json();
    expect(again[0]).toMatchObject({ active: false, exclude_dnsbl: ['spamcop'] });
  });

  it('refuses a dataset of another account and a list of the wrong kind', async () => {
    const foreign = await t().call(
      'user/alerts/set',
      {
        id: 'demo-blocklist',
        mappings: [{ dataset: 'other-data', exclude_rhsbl: [], exclude_dnsbl: [] }],
      },
      recipient,
    );
    expect([foreign.statusCode, foreign.json().name]).toEqual([404, 'NotFound']);
    const wrongKind = await t().call(
      'user/alerts/set',
      { id: 'demo-blocklist', exclude_rhsbl: ['spamhaus-zen'] },
      recipient,
    );
    expect([wrongKind.statusCode, wrongKind.json()]).toEqual([
      400,
      { name: 'ValidationError', message: 'spamhaus-zen is not a known domain blocklist' },
    ]);
  });

  it('lists the active blocklists for the exclusion switches', async () => {
    const lists = (await t().call('user/blacklists/all', {}, recipient)).json();
    expectContractOutput('user/blacklists/all', lists);
    expect(lists.map((list: { id: string; kind: string }) => `${list.kind}:${list.id}`)).toEqual([
      'domain:sem-fresh15',
      'domain:sem-uribl',
      'domain:spamhaus-dbl',
      'domain:spamhaus-zrd',
      'domain:surbl',
      'domain:uribl',
      'ip:backscatterer',
      'ip:barracuda',
      'ip:mailspike',
      'ip:psbl',
      'ip:spamcop',
      'ip:spamhaus-zen',
      'ip:uceprotect-1',
      'ip:uceprotect-2',
      'ip:uceprotect-3',
    ]);
  });

  it('connects Slack with the OAuth code, then alerts go to Slack; slack/del disconnects', async () => {
    const added = await t().call('user/slack/add', { code: goodSlackCode }, recipient);
    expect([added.statusCode, added.json()]).toEqual([200, { ok: true }]);
    const sent = slack.requests.at(-1);
    expect([sent?.get('client_id'), sent?.get('client_secret'), sent?.get('code')]).toEqual([
      'client-id',
      'client-secret',
      goodSlackCode,
    ]);
    const stored = await t()
      .storage.db.selectFrom('slack_connections')
      .selectAll()
      .where('user_id', '=', 'recipient@example.com')
      .executeTakeFirst();
    expect(stored).toMatchObject({ team_name: 'Acme', channel: '#alerts' });
    // kept sealed (src/secrets), and it opens back to the webhook Slack gave
    expect(stored?.webhook_url).not.toContain('hooks.slack');
    expect(stored?.webhook_url).toMatch(/^v1:/);
    expect(await openedSlackWebhook(t().services, 'recipient@example.com')).toBe(slackWebhookUrl);
    expect(t().logs.join('\n')).not.toContain(slackWebhookUrl);
    expect((await t().call('user/users/get', {}, recipient)).json().slack).toBe(true);
    expect((await t().call('user/alerts/all', {}, recipient)).json()[0].channel).toBe('slack');

    const removed = await t().call('user/slack/del', {}, recipient);
    expect([removed.statusCode, removed.json()]).toEqual([200, { ok: true }]);
    expect((await t().call('user/users/get', {}, recipient)).json().slack).toBe(false);
    const left = await t().storage.db.selectFrom('slack_connections').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('answers InvalidToken when Slack refuses the code, and ValidationError for a malformed one', async () => {
    const refused = await t().call('user/slack/add', { code: 'expired.code' }, recipient);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { name: 'InvalidToken', message: 'Slack did not accept the code' },
    ]);
    const malformed = await t().call('user/slack/add', { code: 'no spaces/or slashes' }, recipient);
    expect([malformed.statusCode, malformed.json().name]).toEqual([400, 'ValidationError']);
  });
});
