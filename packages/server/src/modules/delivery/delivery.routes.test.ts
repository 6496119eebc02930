// The Delivery Analytics calls through the HTTP surface on both databases, with specific
// values from a fixture of four messages: every report, filters, groupings, search, the
// contract's output schemas, and who may read which dataset.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';
import { storeEvents } from './ingest/store/eventStore.ts';
import { fixtureDay, fixtureEvents } from '../../testing/delivery/reportFixture.ts';
import { createTestDataset } from '../../testing/delivery/helpers.ts';

const day = {
  preset: 'custom',
  start: new Date(fixtureDay).toISOString(),
  end: new Date(fixtureDay + 86_400_000).toISOString(),
};
const query = { account: 'acme', dataset: 'acme-reports', range: day, filters: [] };

describe.each(testDatabases)('delivery reports over HTTP on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let member: TestSession;
  let outsider: TestSession;

  beforeAll(async () => {
    const db = t().storage.db;
    await createTestDataset(db, 'acme', 'acme-reports');
    await createTestDataset(db, 'acme', 'acme-private');
    await createTestDataset(db, 'acme', 'acme-new'); // no event sent to it
    await db
      .updateTable('datasets')
      .set({ viewers: ['boss@example.com'] })
      .where('id', '=', 'acme-private')
      .execute();
    await storeEvents(db, 'acme-reports', fixtureEvents());
    member = await t().signIn(
      'ana@example.com',
      await t().addUser('ana@example.com', { account: 'acme' }),
    );
    outsider = await t().signIn(
      'eve@example.com',
      await t().addUser('eve@example.com', { account: 'demo' }),
    );
  });

  const call = async (action: string, body: object = query, session = member) => {
    const response = await t().call(`member/datasets/${action}`, body, session);
    return { status: response.statusCode, body: response.json() };
  };

  it('answers totals with every metric of the catalogue', async () => {
    const { status, body } = await call('totals');
    expect(status).toBe(200);
    expectContractOutput('member/datasets/totals', body);
    expect(body.totals).toEqual({
      submitted: 4,
      sent: 4,
      deferred: 2,
      deferred_rate: 0.5,
      delivered: 3,
      bounced: 1,
      bounce_rate: 0.25,
      avg_del_time: 2460,
      opens: 3,
      open_rate: 1,
      unique_opens: 2,
      unique_open_rate: 2 / 3,
      unique_opens_ex_nhi: 1,
      unique_open_rate_ex_nhi: 1 / 3,
      complaints: 1,
      complaint_rate: 1 / 3,
      unique_clicks: 1,
      unique_click_rate: 1 / 3,
      unique_unsubs: 0,
      unique_unsub_rate: 0,
      traps: 0,
      trap_rate: 0,
    });
  });

  it('answers zeros for a dataset that has received no event yet', async () => {
    const { status, body } = await call('totals', { ...query, dataset: 'acme-new' });
    expect(status).toBe(200);
    expect(body.totals).toMatchObject({ submitted: 0, delivered: 0, bounce_rate: 0 });
    const search = await call('search', {
      account: 'acme',
      dataset: 'acme-new',
      range: day,
      email: 'ana@gmail.com',
    });
    expect(search.status).toBe(200);
    expect(search.body.events).toEqual([]);
  });

  it('applies IN and NOT_IN filters, and refuses an unknown dimension', async () => {
    const yahooOnly = await call('totals', {
      ...query,
      filters: [{ field: 'provider', op: 'IN', values: ['yahoo'] }],
    });
    expect(yahooOnly.body.totals).toMatchObject({
      submitted: 2,
      delivered: 2,
      deferred: 2,
      opens: 1,
      unique_opens_ex_nhi: 0,
    });
    const notGmail = await call('totals', {
      ...query,
      filters: [{ field: 'domain', op: 'NOT_IN', values: ['gmail.com'] }],
    });
    expect(notGmail.body.totals).toEqual(yahooOnly.body.totals);
    const unknown = await call('totals', {
      ...query,
      filters: [{ field: 'color', op: 'IN', values: ['red'] }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.name).toBe('ValidationError');
  });

  it('groups by a dimension, opens under the IP of their delivery, sorted as asked', async () => {
    const { body } = await call('grouping', {
      ...query,
      groupBy: 'ip',
      order: 'submitted',
      direction: 'DESC',
    });
    expectContractOutput('member/datasets/grouping', body);
    expect(
      body.rows.map((row: { key: string; values: Record<string, number> }) => [
        row.key,
        row.values.submitted,
        row.values.opens,
        row.values.bounced,
      ]),
    ).toEqual([
      ['192.0.2.10', 2, 2, 1],
      ['192.0.2.11', 2, 1, 0],
    ]);
    expect(body.truncated).toBe(false);
    const providers = await call('grouping', {
      ...query,
      groupBy: 'provider',
      order: 'key',
      direction: 'ASC',
    });
    expect(
      providers.body.rows.map((row: { key: string; label: string | null }) => [row.key, row.label]),
    ).toEqual([
      ['google', 'Google'],
      ['yahoo', 'Yahoo'],
    ]);
  });

  it('answers hourly timeseries points for a day, every hour present', async () => {
    const { body } = await call('timeseries');
    expectContractOutput('member/datasets/timeseries', body);
    expect(body.bucket).toBe('hour');
    expect(body.points).toHaveLength(24);
    const ten = body.points[10];
    expect(ten.start).toBe('2025-01-06T10:00:00.000Z');
    expect(ten.values).toMatchObject({
      submitted: 4,
      delivered: 2,
      bounced: 1,
      deferred: 1,
      opens: 3,
    });
    expect(body.points[12].values).toMatchObject({ delivered: 1, avg_del_time: 7200 });
    expect(body.points[0].values.submitted).toBe(0);
  });

  it('answers categories, top bounces and top deferrals', async () => {
    const categories = await call('categories');
    expectContractOutput('member/datasets/categories', categories.body);
    expect(categories.body).toEqual({
      bounced: 1,
      deferred: 2,
      rows: [
        {
          category: 'bad-mailbox',
          kind: 'hard',
          bounced: 1,
          bounced_share: 1,
          deferred: 0,
          deferred_share: 0,
        },
        {
          category: 'policy-related',
          kind: 'soft',
          bounced: 0,
          bounced_share: 0,
          deferred: 2,
          deferred_share: 1,
        },
      ],
    });
    const bounces = await call('bounces');
    expectContractOutput('member/datasets/bounces', bounces.body);
    expect(bounces.body).toEqual({
      total: 1,
      rows: [
        {
          template: '550 5.1.1 <{email}>: user unknown',
          count: 1,
          share: 1,
          category: 'bad-mailbox',
          dsn_status: '5.1.1',
          example: '550 5.1.1 <cy@gmail.com>: user unknown',
          providers: [{ provider: 'google', count: 1 }],
        },
      ],
    });
    const deferrals = await call('deferrals');
    expect(deferrals.body.rows).toEqual([
      expect.objectContaining({
        template: '421 4.7.0 try later',
        count: 2,
        share: 1,
        providers: [{ provider: 'yahoo', count: 2 }],
      }),
    ]);
  });

  it('answers the delivery-time histogram with its average, median and p95', async () => {
    const { body } = await call('delays');
    expectContractOutput('member/datasets/delays', body);
    expect(body.delivered).toBe(3);
    expect(body.average_seconds).toBe(2460);
    expect(body.median_seconds).toBeCloseTo(120 * Math.sqrt(1.5), 6);
    expect(body.p95_seconds).toBeCloseTo(7200 * 2 ** 0.85, 6);
    expect(body.buckets.filter((bucket: { count: number }) => bucket.count > 0)).toEqual([
      { from_seconds: 60, to_seconds: 300, count: 2, share: 2 / 3 },
      { from_seconds: 7200, to_seconds: 14400, count: 1, share: 1 / 3 },
    ]);
    expect(body.buckets).toHaveLength(12);
  });

  it("finds a recipient's events, oldest first", async () => {
    const { body } = await call('search', {
      account: 'acme',
      dataset: 'acme-reports',
      range: day,
      email: 'ana@gmail.com',
    });
    expectContractOutput('member/datasets/search', body);
    expect(body.events.map((event: { event: string }) => event.event)).toEqual([
      'received',
      'delivered',
      'opened',
      'opened',
      'clicked',
      'complained',
    ]);
    expect(body.events[2]).toMatchObject({
      sending_ip: '192.0.2.10',
      provider: 'google',
      message_id: 'm1@x',
    });
    expect(body.events.map((event: { machine: boolean }) => event.machine)).toEqual(
      body.events.map(() => false),
    );
    const scanned = await call('search', {
      account: 'acme',
      dataset: 'acme-reports',
      range: day,
      message_id: 'm2@x',
    });
    expect(
      scanned.body.events.map((event: { event: string; machine: boolean }) => [
        event.event,
        event.machine,
      ]),
    ).toEqual([
      ['received', false],
      ['delivered', false],
      ['opened', true],
    ]);
    const byId = await call('search', {
      account: 'acme',
      dataset: 'acme-reports',
      range: day,
      message_id: '<m4@x>',
    });
    expect(
      byId.body.events.map((event: { event: string; delivery_seconds: number | null }) => [
        event.event,
        event.delivery_seconds,
      ]),
    ).toEqual([
      ['received', null],
      ['deferred', null],
      ['deferred', null],
      ['delivered', 7200],
    ]);
  });

  it('finds the messages that received a response template, with their whole history', async () => {
    const deferrals = await call('deferrals');
    const template = deferrals.body.rows[0].template as string;
    const search = (filters: object[]) =>
      call('search', { account: 'acme', dataset: 'acme-reports', range: day, filters });
    const found = await search([{ field: 'deferral', op: 'IN', values: [template] }]);
    expect(found.status).toBe(200);
    expectContractOutput('member/datasets/search', found.body);
    expect(
      found.body.events.map((event: { event: string; message_id: string }) => [
        event.event,
        event.message_id,
      ]),
    ).toEqual([
      ['received', 'm4@x'],
      ['deferred', 'm4@x'],
      ['deferred', 'm4@x'],
      ['delivered', 'm4@x'],
    ]);
    const elsewhere = await search([
      { field: 'deferral', op: 'IN', values: [template] },
      { field: 'provider', op: 'NOT_IN', values: [found.body.events[0].provider] },
    ]);
    expect(elsewhere.body.events).toEqual([]);
    const unknown = await search([{ field: 'colour', op: 'IN', values: ['blue'] }]);
    expect([unknown.status, unknown.body.name]).toEqual([400, 'ValidationError']);
    const nothing = await call('search', { account: 'acme', dataset: 'acme-reports', range: day });
    expect([nothing.status, nothing.body.name]).toEqual([400, 'ValidationError']);
  });

  it("lists the account's datasets and keeps other accounts' and viewers-only datasets out", async () => {
    const datasets = await call('all', { account: 'acme' });
    expectContractOutput('member/datasets/all', datasets.body);
    expect(datasets.body.map((dataset: { id: string }) => dataset.id)).toEqual([
      'acme-new',
      'acme-reports',
    ]);
    const foreign = await call('totals', { ...query, dataset: 'demo-newsletters' });
    expect(foreign.status).toBe(404);
    const hidden = await call('totals', { ...query, dataset: 'acme-private' });
    expect(hidden.status).toBe(404);
    const notMember = await call('totals', query, outsider);
    expect(notMember.status).toBe(403);
  });

  it("finds no message in another account's dataset or a viewers-only one", async () => {
    const email = fixtureEvents()[0]?.recipient as string;
    const search = (account: string, dataset: string, session = member) =>
      call('search', { account, dataset, range: day, email }, session);
    const found = await search('acme', 'acme-reports');
    expect(found.status).toBe(200);
    expect(found.body.events.length).toBeGreaterThan(0);
    // The same dataset asked for from another account, as its member.
    expect((await search('demo', 'acme-reports', outsider)).status).toBe(404);
    await storeEvents(t().storage.db, 'acme-private', fixtureEvents());
    expect((await search('acme', 'acme-private')).status).toBe(404);
  });
});
