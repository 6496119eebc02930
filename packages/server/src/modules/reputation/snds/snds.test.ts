// The daily SNDS fetch against a local server that answers like Microsoft's (testing/
// sndsServer.ts), on both databases: a first fetch asks for 30 days and the IP status and
// stores them exactly; the next asks again from the last day; the IPs SNDS turned red are
// returned; a refused key is recorded and raised as an issue without the key, and the other
// accounts are fetched all the same; a row that does not read loses no other row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../http/context.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { startSndsServer, type SndsServer } from '../../../testing/sndsServer.ts';
import { useTestApp } from '../../../testing/testApp.ts';
import {
  latestSndsDays,
  latestSndsOverview,
  sndsBlockedStatus,
  sndsDaysSince,
  sndsFetchOf,
} from './snds.repository.ts';
import { fetchSnds, sndsDaysToFetch } from './sndsFetch.ts';

const acmeKey = 'acme-7f3a9c1e-snds-key';
const lapsedKey = 'lapsed-51d0e2b4-snds-key';
const pagedKey = 'paged-c8e6a7f0-snds-key';
const oddKey = 'odd-93b4d1aa-snds-key';

/** An SNDS data line: ip, start and end hour of 11/DD/2026, filter, complaint rate, trap hits. */
function row(ip: string, day: number, filter: string, rate = '< 0.1%', traps = 0): string {
  const trap = traps > 0 ? `11/${day}/2026 9:00 AM,11/${day}/2026 9:40 AM` : ',';
  return `${ip},11/${day}/2026 1:00 AM,11/${day}/2026 11:00 PM,1200,1180,1190,${filter},${rate},${trap},${traps},mta.acme.example,bounce@acme.example,`;
}

describe('SNDS days to fetch', () => {
  const now = new Date('2026-11-25T07:00:00Z');
  it('asks for the last 30 days the first time, through yesterday', () => {
    const days = sndsDaysToFetch(null, now);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-26', '2026-11-24']);
  });
  it('asks again from the last day fetched, never before the 90 days SNDS keeps', () => {
    expect(sndsDaysToFetch('2026-11-23', now)).toEqual(['2026-11-23', '2026-11-24']);
    expect(sndsDaysToFetch('2026-11-24', now)).toEqual(['2026-11-24']);
    const late = sndsDaysToFetch('2026-01-01', now);
    expect([late.length, late[0]]).toEqual([90, '2026-08-27']);
  });
});

describe.each(testDatabases)('SNDS fetch on %s', (kind) => {
  const holder = useTestApp(kind);
  let snds: SndsServer;
  let services: Services;

  beforeAll(async () => {
    snds = await startSndsServer();
    const base = holder.app.services;
    services = {
      ...base,
      config: { ...base.config, reputation: { ...base.config.reputation, sndsUrl: snds.url } },
    };
    await base.db
      .insertInto('accounts')
      .values({ id: 'acme', name: 'Acme', modules: ['rm'], snds: base.secrets.seal(acmeKey) })
      .execute();
  });
  afterAll(async () => {
    await snds?.close();
  });

  it('fetches the last 30 days and the IP status the first time', async () => {
    const { db } = services;
    snds.setData(
      acmeKey,
      '112326',
      [row('192.0.2.10', 23, 'GREEN'), row('192.0.2.11', 23, 'GREEN'), row('192.0.2.13', 23, 'RED')]
        .map((line) => `${line}\r\n`)
        .join(''),
    );
    snds.setData(
      acmeKey,
      '112426',
      [
        row('192.0.2.10', 24, 'GREEN'),
        row('192.0.2.11', 24, 'YELLOW', '0.3%', 4),
        '192.0.2.99,11/24/2026 1:00 AM,11/24/2026 11:00 PM,lots,1,1,GREEN,< 0.1%,,,0,,,',
        row('192.0.2.13', 24, 'RED', '1.2%'),
        row('192.0.2.12', 24, 'RED', '0.5%', 2),
      ].join('\r\n'),
    );
    snds.setIpStatus(
      acmeKey,
      '192.0.2.12,192.0.2.13,Yes,Blocked due to user complaints or other evidence of spamming\r\n',
    );

    const changes = await fetchSnds(services, new Date('2026-11-25T07:00:00Z'));

    expect(changes).toEqual([
      { accountId: 'acme', ip: '192.0.2.12', date: '2026-11-24', previous: null },
    ]);
    expect(snds.requests).toHaveLength(31);
    const query = new URLSearchParams({ key: acmeKey });
    expect(snds.requests.slice(0, 1)).toEqual([`data.aspx?${query}&date=102626`]);
    expect(snds.requests.slice(-2)).toEqual([
      `data.aspx?${query}&date=112426`,
      `ipStatus.aspx?${query}`,
    ]);
    const stored = await db
      .selectFrom('snds_days')
      .selectAll()
      .where('account_id', '=', 'acme')
      .orderBy('date')
      .orderBy('ip')
      .execute();
    expect(stored.map((day) => [day.date, day.ip, day.filter])).toEqual([
      ['2026-11-23', '192.0.2.10', 'GREEN'],
      ['2026-11-23', '192.0.2.11', 'GREEN'],
      ['2026-11-23', '192.0.2.13', 'RED'],
      ['2026-11-24', '192.0.2.10', 'GREEN'],
      ['2026-11-24', '192.0.2.11', 'YELLOW'],
      ['2026-11-24', '192.0.2.12', 'RED'],
      ['2026-11-24', '192.0.2.13', 'RED'],
    ]);
    expect(stored.find((day) => day.date === '2026-11-24' && day.ip === '192.0.2.11')).toEqual({
      account_id: 'acme',
      ip: '192.0.2.11',
      date: '2026-11-24',
      activity_start: new Date('2026-11-24T01:00:00Z'),
      activity_end: new Date('2026-11-24T23:00:00Z'),
      rcpt_commands: 1200,
      data_commands: 1180,
      recipients: 1190,
      filter: 'YELLOW',
      complaint_rate: 0.003,
      trap_hits: 4,
      sample_helo: 'mta.acme.example',
      sample_mail_from: 'bounce@acme.example',
      comments: null,
    });
    expect(stored.find((day) => day.ip === '192.0.2.10')?.complaint_rate).toBe(0.001);
    // the line that did not read (RCPT commands "lots") lost no other line, and was counted
    expect(holder.app.logs.find((line) => line.includes('SNDS data fetched'))).toContain(
      '"malformed":1',
    );

    expect(
      await db.selectFrom('snds_ip_status').selectAll().where('account_id', '=', 'acme').execute(),
    ).toEqual([
      {
        account_id: 'acme',
        first_ip: '192.0.2.12',
        last_ip: '192.0.2.13',
        blocked: true,
        reason: 'Blocked due to user complaints or other evidence of spamming',
        fetched_at: new Date('2026-11-25T07:00:00Z'),
      },
    ]);
    expect(await sndsFetchOf(db, 'acme')).toEqual({
      account_id: 'acme',
      fetched_at: new Date('2026-11-25T07:00:00Z'),
      last_date: '2026-11-24',
      error: null,
    });
    expect(await sndsBlockedStatus(db, 'acme', '192.0.2.13')).toMatchObject({
      blocked: true,
      first_ip: '192.0.2.12',
    });
    expect(await sndsBlockedStatus(db, 'acme', '192.0.2.14')).toBeUndefined();
  });

  it('asks again from the last day and returns the IPs SNDS turned red', async () => {
    const { db } = services;
    snds.requests.length = 0;
    // 11/24 revised: .11 turned from YELLOW to RED; 11/25: .10 turns red, .12 and .13 stay red
    snds.setData(
      acmeKey,
      '112426',
      [
        row('192.0.2.10', 24, 'GREEN'),
        row('192.0.2.11', 24, 'RED', '0.6%', 4),
        row('192.0.2.12', 24, 'RED', '0.5%', 2),
        row('192.0.2.13', 24, 'RED', '1.2%'),
      ].join('\r\n'),
    );
    snds.setData(
      acmeKey,
      '112526',
      [
        row('192.0.2.10', 25, 'RED', '0.9%', 3),
        row('192.0.2.12', 25, 'RED', '0.4%'),
        row('192.0.2.13', 25, 'RED'),
      ].join('\r\n'),
    );

    const changes = await fetchSnds(services, new Date('2026-11-26T06:30:00Z'));

    expect(changes).toEqual([
      { accountId: 'acme', ip: '192.0.2.10', date: '2026-11-25', previous: 'GREEN' },
      { accountId: 'acme', ip: '192.0.2.11', date: '2026-11-24', previous: 'YELLOW' },
    ]);
    const query = new URLSearchParams({ key: acmeKey });
    expect(snds.requests).toEqual([
      `data.aspx?${query}&date=112426`,
      `data.aspx?${query}&date=112526`,
      `ipStatus.aspx?${query}`,
    ]);
    const ips = ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13'];
    expect(await latestSndsDays(db, 'acme', ips)).toEqual([
      { ip: '192.0.2.10', date: '2026-11-25', filter: 'RED' },
      { ip: '192.0.2.11', date: '2026-11-24', filter: 'RED' },
      { ip: '192.0.2.12', date: '2026-11-25', filter: 'RED' },
      { ip: '192.0.2.13', date: '2026-11-25', filter: 'RED' },
    ]);
    expect((await latestSndsOverview(db, 'acme')).get('192.0.2.10')).toEqual({
      ip: '192.0.2.10',
      date: '2026-11-25',
      filter: 'RED',
      complaint_rate: 0.009,
      trap_hits: 3,
    });
    const since = await sndsDaysSince(db, 'acme', ['192.0.2.10'], '2026-11-24');
    expect(since.map((day) => [day.date, day.filter, day.trap_hits])).toEqual([
      ['2026-11-24', 'GREEN', 0],
      ['2026-11-25', 'RED', 3],
    ]);
    expect((await sndsFetchOf(db, 'acme'))?.last_date).toBe('2026-11-25');
  });

  it('records a refused key and raises an issue without it; other accounts go on', async () => {
    const { db, secrets } = services;
    snds.requests.length = 0;
    await db
      .insertInto('accounts')
      .values([
        // before acme in the order accounts are fetched: its failure must not stop acme
        { id: 'abandoned', name: 'Abandoned', modules: ['rm'], snds: secrets.seal(lapsedKey) },
        { id: 'paged', name: 'Paged', modules: ['rm'], snds: secrets.seal(pagedKey) },
        { id: 'quirky', name: 'Quirky', modules: ['rm'], snds: secrets.seal(oddKey) },
      ])
      .execute();
    snds.refuseWithPage(pagedKey);
    snds.refuseWithPage(oddKey, 'text/plain');
    snds.setData(acmeKey, '112626', row('192.0.2.10', 26, 'GREEN'));

    const at = new Date('2026-11-27T06:30:00Z');
    const changes = await fetchSnds(services, at);

    expect(changes).toEqual([]);
    expect(await sndsFetchOf(db, 'acme')).toMatchObject({ last_date: '2026-11-26', error: null });
    const fetches = await db
      .selectFrom('snds_fetches')
      .selectAll()
      .where('account_id', 'in', ['abandoned', 'paged', 'quirky'])
      .orderBy('account_id')
      .execute();
    expect(fetches).toEqual([
      {
        account_id: 'abandoned',
        fetched_at: at,
        last_date: null,
        error: 'data.aspx for 2026-10-28: SNDS refused the key (HTTP 401)',
      },
      {
        account_id: 'paged',
        fetched_at: at,
        last_date: null,
        error: 'data.aspx for 2026-10-28: SNDS answered a web page, not CSV (key refused?)',
      },
      {
        account_id: 'quirky',
        fetched_at: at,
        last_date: null,
        error:
          'data.aspx for 2026-10-28: the answer is not SNDS CSV (2 lines did not read; key refused?)',
      },
    ]);
    const issues = await db
      .selectFrom('issues')
      .selectAll()
      .where('source', '=', 'snds')
      .orderBy('id')
      .execute();
    expect(issues.map((issue) => [issue.id, issue.account_id])).toEqual([
      ['snds:abandoned', 'abandoned'],
      ['snds:paged', 'paged'],
      ['snds:quirky', 'quirky'],
    ]);
    expect(issues[0]).toEqual({
      id: 'snds:abandoned',
      severity: 'WARNING',
      source: 'snds',
      account_id: 'abandoned',
      dataset_id: null,
      module: 'rm',
      title: 'Microsoft SNDS data could not be fetched',
      detail: 'data.aspx for 2026-10-28: SNDS refused the key (HTTP 401)',
      resolved_at: null,
    });
    // one request each for the refused keys: they stop at the first answer
    expect(snds.requests.filter((request) => !request.includes(acmeKey))).toHaveLength(3);
    const told = JSON.stringify(issues) + JSON.stringify(fetches) + holder.app.logs.join('\n');
    for (const key of [acmeKey, lapsedKey, pagedKey, oddKey]) expect(told).not.toContain(key);
    expect(told).not.toContain('key=');
  });
});
