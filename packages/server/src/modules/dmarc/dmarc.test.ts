// DMARC Reports through the calls a member makes, on both databases: the report address, real
// reports imported (the fixtures of ../shared/fixtures/dmarc) and read back per domain, per
// source and per record with exact values, duplicates skipped, a repeat with another range
// kept, a multi-day report spread over its days, failure reports listed and shown, and another
// account's reports out of reach.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';
import { buildZip, fixture, zipEntry } from '../../testing/dmarcFixtures.ts';
import { seedDemoDmarc } from './demo.ts';
import { findUpload, finishUpload, insertUpload } from './dmarc.repository.ts';
import { importReports, ReportImport, type ImportSummary } from './reportImport.ts';
import { retryUpload } from './uploads.ts';

const outlook = fixture('aggregate/protection.outlook.com!example.com!1711756800!1711843200.xml');

function report(options: { id: string; begin: string; end: string; count: number }) {
  const seconds = (iso: string) => Date.parse(iso) / 1000;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<feedback xmlns="urn:ietf:params:xml:ns:dmarc-2.0">
  <report_metadata><org_name>google.com</org_name><email>noreply-dmarc-support@google.com</email>
    <report_id>${options.id}</report_id>
    <date_range><begin>${seconds(options.begin)}</begin><end>${seconds(options.end)}</end></date_range>
  </report_metadata>
  <policy_published><domain>news.example.com</domain><adkim>s</adkim><p>quarantine</p><np>reject</np><testing>n</testing></policy_published>
  <record>
    <row><source_ip>192.0.2.10</source_ip><count>${options.count}</count>
      <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>fail</spf></policy_evaluated></row>
    <identifiers><header_from>news.example.com</header_from><envelope_from>bounces.example.com</envelope_from></identifiers>
    <auth_results>
      <dkim><domain>news.example.com</domain><selector>s1</selector><result>pass</result></dkim>
      <dkim><domain>esp.example.net</domain><selector>k1</selector><result>pass</result></dkim>
      <spf><domain>bounces.example.com</domain><scope>mfrom</scope><result>pass</result></spf>
    </auth_results>
  </record>
</feedback>`);
}

describe.each(testDatabases)('DMARC Reports on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let member: TestSession;
  let stranger: TestSession;
  const call = (key: string, input: object, session = member) =>
    t().call(`member/dmarc/${key}`, { account: 'demo', ...input }, session);

  beforeAll(async () => {
    member = await t().signIn(
      'dmarc@demo.example',
      await t().addUser('dmarc@demo.example', { account: 'demo' }),
    );
    await t()
      .services.db.insertInto('accounts')
      .values({ id: 'other', name: 'Other', modules: ['dr'] })
      .execute();
    stranger = await t().signIn(
      'other@other.example',
      await t().addUser('other@other.example', { account: 'other' }),
    );
  });

  it('gives the account its report address and the record to publish', async () => {
    const answer = await call('get', {});
    expect(answer.statusCode).toBe(200);
    const setup = answer.json() as { rua: string; ruf: string; example_record: string };
    expectContractOutput('member/dmarc/get', setup);
    expect(setup.rua).toMatch(/^dmarc\+[0-9a-f]{16}@localhost$/);
    expect(setup).toEqual({
      rua: setup.rua,
      ruf: setup.rua,
      example_record: `v=DMARC1; p=none; rua=mailto:${setup.rua}; ruf=mailto:${setup.rua}; fo=1`,
      policy_domains: 0,
      last_report_at: null,
    });
    // the same address at every call, another one for another account
    expect((await call('get', {})).json()).toMatchObject({ rua: setup.rua });
    const other = (await call('get', { account: 'other' }, stranger)).json() as { rua: string };
    expect(other.rua).not.toBe(setup.rua);
  });

  it('reads a real report back per domain, per source and per record', async () => {
    const summary = await importReports(t().services.db, 'demo', outlook, { name: 'outlook.xml' });
    expect(summary).toMatchObject({ aggregate: 1, duplicates: 0, records: 1, errors: [] });
    const day = { from: '2024-03-30', to: '2024-03-30' };
    const domains = await call('policy_domains', day);
    expectContractOutput('member/dmarc/policy_domains', domains.json());
    expect(domains.json()).toEqual([
      {
        domain: 'example.com',
        messages: 1,
        dmarc_pass: 0,
        dmarc_pass_rate: 0,
        spf_aligned_rate: 0,
        dkim_aligned_rate: 0,
        policy: 'none',
        pct: 100,
        sources: 1,
        reporters: 1,
        failure_reports: 0,
        dispositions: { none: 1, quarantine: 0, reject: 0 },
      },
    ]);
    const sources = await call('domain_sources', { ...day, domain: 'example.com' });
    expectContractOutput('member/dmarc/domain_sources', sources.json());
    expect(sources.json()).toEqual([
      {
        source: '100.24.188.149',
        name: null,
        type: 'Unknown',
        ips: 1,
        messages: 1,
        spf_pass: 0,
        spf_aligned: 0,
        dkim_pass: 0,
        dkim_aligned: 0,
        dmarc_pass: 0,
        dmarc_pass_rate: 0,
        dispositions: { none: 1, quarantine: 0, reject: 0 },
      },
    ]);
    const records = await call('source_results', {
      ...day,
      domain: 'example.com',
      source: '100.24.188.149',
    });
    expectContractOutput('member/dmarc/source_results', records.json());
    expect(records.json()).toEqual([
      {
        date: '2024-03-30',
        reporter: 'Outlook.com',
        report_id: 'cfeafefe4129445e8c81018bd9177197',
        source_ip: '100.24.188.149',
        ptr: null,
        country: null,
        asn: null,
        as_name: null,
        messages: 1,
        header_from: 'example.com',
        envelope_from: 'example.com',
        envelope_to: 'hotmail.com',
        disposition: 'none',
        dmarc: 'fail',
        spf: [{ domain: 'example.com', scope: 'mfrom', result: 'fail', aligned: true }],
        dkim: [],
        reasons: [],
      },
    ]);
    // outside the range, nothing but the domains set up for the account
    const before = await call('policy_domains', { from: '2024-03-29', to: '2024-03-29' });
    expect(
      (before.json() as { domain: string; messages: number }[]).map((row) => [
        row.domain,
        row.messages,
      ]),
    ).toEqual([['example.com', 0]]);
  });

  it('skips a report imported twice and keeps a repeat that covers another range', async () => {
    const again = await importReports(t().services.db, 'demo', outlook);
    expect(again).toMatchObject({ aggregate: 0, duplicates: 1, records: 0 });
    const first = report({
      id: 'r-1',
      begin: '2026-11-01T00:00:00Z',
      end: '2026-11-01T23:59:59Z',
      count: 4,
    });
    const widened = report({
      id: 'r-1',
      begin: '2026-11-01T00:00:00Z',
      end: '2026-11-02T23:59:59Z',
      count: 4,
    });
    expect(await importReports(t().services.db, 'demo', first)).toMatchObject({
      aggregate: 1,
      repeats: 0,
    });
    expect(await importReports(t().services.db, 'demo', widened)).toMatchObject({
      aggregate: 1,
      repeats: 1,
    });
    const rows = (
      await call('policy_domains', { from: '2026-11-01', to: '2026-11-02' })
    ).json() as {
      domain: string;
      messages: number;
    }[];
    expect(rows.find((row) => row.domain === 'news.example.com')?.messages).toBe(8);
  });

  it('spreads a report of several days over them without counting twice', async () => {
    const weekly = report({
      id: 'week-47',
      begin: '2026-11-16T12:00:00Z',
      end: '2026-11-19T00:00:00Z',
      count: 10,
    });
    await importReports(t().services.db, 'demo', weekly);
    const onDay = async (day: string) =>
      (
        (await call('policy_domains', { from: day, to: day })).json() as {
          domain: string;
          messages: number;
        }[]
      ).find((row) => row.domain === 'news.example.com')?.messages ?? 0;
    expect([
      await onDay('2026-11-16'),
      await onDay('2026-11-17'),
      await onDay('2026-11-18'),
    ]).toEqual([2, 4, 4]);
    // the chart's days: every day of the range, those without reports at zero
    const chart = await call('domain_days', {
      domain: 'news.example.com',
      from: '2026-11-15',
      to: '2026-11-19',
    });
    expectContractOutput('member/dmarc/domain_days', chart.json());
    expect(
      (chart.json() as { day: string; messages: number; dmarc_pass: number }[]).map((row) => [
        row.day,
        row.messages,
        row.dmarc_pass,
      ]),
    ).toEqual([
      ['2026-11-15', 0, 0],
      ['2026-11-16', 2, 2],
      ['2026-11-17', 4, 4],
      ['2026-11-18', 4, 4],
      ['2026-11-19', 0, 0],
    ]);
    const tooLong = await call('domain_days', {
      domain: 'news.example.com',
      from: '2025-01-01',
      to: '2026-01-02',
    });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { name: 'ValidationError', message: 'A chart covers at most 366 days' },
    ]);
    const week = (
      await call('domain_sources', {
        domain: 'news.example.com',
        from: '2026-11-16',
        to: '2026-11-18',
      })
    ).json();
    expect(week).toEqual([
      {
        source: '192.0.2.10',
        name: null,
        type: 'Unknown',
        ips: 1,
        messages: 10,
        spf_pass: 10,
        spf_aligned: 0,
        dkim_pass: 10,
        dkim_aligned: 10,
        dmarc_pass: 10,
        dmarc_pass_rate: 1,
        dispositions: { none: 10, quarantine: 0, reject: 0 },
      },
    ]);
    const records = (
      await call('source_results', {
        domain: 'news.example.com',
        source: '192.0.2.10',
        from: '2026-11-18',
        to: '2026-11-18',
      })
    ).json() as { dkim: unknown; spf: unknown; messages: number }[];
    // strict DKIM alignment (adkim=s): only the exact domain aligns; SPF relaxed by default
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      messages: 4,
      dkim: [
        { domain: 'news.example.com', selector: 's1', result: 'pass', aligned: true },
        { domain: 'esp.example.net', selector: 'k1', result: 'pass', aligned: false },
      ],
      spf: [{ domain: 'bounces.example.com', scope: 'mfrom', result: 'pass', aligned: true }],
    });
  });

  it('stores many inputs in batches, each report whole or not at all', async () => {
    const inputs: [string, Buffer][] = [
      [
        'a.xml',
        report({ id: 'b-1', begin: '2026-11-05T00:00:00Z', end: '2026-11-05T23:59:59Z', count: 3 }),
      ],
      [
        'a-again.xml',
        report({ id: 'b-1', begin: '2026-11-05T00:00:00Z', end: '2026-11-05T23:59:59Z', count: 3 }),
      ],
      [
        'b.xml',
        report({ id: 'b-1', begin: '2026-11-05T00:00:00Z', end: '2026-11-06T23:59:59Z', count: 4 }),
      ],
      // more messages than a record can hold: the database refuses the batch holding it
      [
        'c.xml',
        report({
          id: 'b-2',
          begin: '2026-11-06T00:00:00Z',
          end: '2026-11-06T23:59:59Z',
          count: 3_000_000_000,
        }),
      ],
      [
        'd.xml',
        report({ id: 'b-3', begin: '2026-11-07T00:00:00Z', end: '2026-11-07T23:59:59Z', count: 2 }),
      ],
    ];
    const run = new ReportImport(t().services.db, 'demo');
    const heard: [string, ImportSummary][] = [];
    for (const [name, bytes] of inputs)
      await run.add(bytes, { name }, (summary) => void heard.push([name, summary]));
    await run.finish();
    const counts = Object.fromEntries(
      heard.map(([name, summary]) => [
        name,
        [summary.aggregate, summary.duplicates, summary.repeats, summary.records, summary.errors],
      ]),
    );
    expect(counts).toEqual({
      'a.xml': [1, 0, 0, 1, []],
      'a-again.xml': [0, 1, 0, 0, []],
      'b.xml': [1, 0, 1, 1, []],
      'c.xml': [
        0,
        0,
        0,
        0,
        [{ source: 'c.xml', message: 'value "3000000000" is out of range for type integer' }],
      ],
      'd.xml': [1, 0, 0, 1, []],
    });
    const days = (
      (await call('policy_domains', { from: '2026-11-05', to: '2026-11-07' })).json() as {
        domain: string;
        messages: number;
        reporters: number;
      }[]
    ).find((row) => row.domain === 'news.example.com');
    // 3 of b-1, 4 of its repeat over two days, 2 of b-3; nothing of the refused report
    expect(days).toMatchObject({ messages: 9, reporters: 1 });
  });

  it('tells an input of more reports than a batch holds once, with all of them', async () => {
    // a zip of 1,200 daily reports: the batch is stored at 1,000 while the zip is still read
    const zip = buildZip(
      Array.from({ length: 1200 }, (_, index) =>
        zipEntry(
          `r${index}.xml`,
          report({
            id: `zip-${index}`,
            begin: '2026-10-01T00:00:00Z',
            end: '2026-10-01T23:59:59Z',
            count: 1,
          }),
        ),
      ),
    );
    const run = new ReportImport(t().services.db, 'demo');
    const heard: ImportSummary[] = [];
    await run.add(zip, { name: 'year.zip' }, (summary) => void heard.push({ ...summary }));
    await run.finish();
    expect(heard.map((summary) => [summary.aggregate, summary.records])).toEqual([[1200, 1200]]);
  });

  it('imports a failed file again from what was kept, and refuses one that did not fail', async () => {
    const db = t().services.db;
    // a file a former version could not read, kept as failed
    const id = await insertUpload(db, {
      account_id: 'demo',
      source: 'upload',
      name: 'retried.xml',
      size: 0,
      raw: report({
        id: 'retry-1',
        begin: '2026-11-08T00:00:00Z',
        end: '2026-11-08T23:59:59Z',
        count: 6,
      }),
    });
    await finishUpload(db, id, 'retried.xml: The input is not a DMARC report.');
    const summary = await retryUpload(t().services, id);
    expect(summary).toMatchObject({ uploadId: id, aggregate: 1, records: 1, errors: [] });
    expect(await findUpload(db, id)).toMatchObject({ state: 'processed', failure: null });
    await expect(retryUpload(t().services, id)).rejects.toThrow(
      `Upload ${id} is processed: only a failed one is retried`,
    );
  });

  it('lists failure reports newest first and shows one with its ARF fields', async () => {
    const summary = await importReports(
      t().services.db,
      'demo',
      fixture('failure/dmarc_ruf_report_linkedin.eml'),
    );
    expect(summary).toMatchObject({ failure: 1, errors: [] });
    const list = await call('failure_reports', {});
    expectContractOutput('member/dmarc/failure_reports', list.json());
    const [first] = list.json() as { id: string; parsed: boolean; reporter: string | null }[];
    expect(first).toMatchObject({ parsed: true });
    const detail = await call('failure_report', { id: first?.id });
    expect(detail.statusCode).toBe(200);
    expectContractOutput('member/dmarc/failure_report', detail.json());
    expect((detail.json() as { raw: string }).raw.length).toBeGreaterThan(1000);
    // another account cannot read it, nor probe its id
    const foreign = await call('failure_report', { account: 'other', id: first?.id }, stranger);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      { name: 'NotFound', message: 'No such failure report' },
    ]);
  });

  it('sums the TLS reports of a domain per policy, with the failures by kind', async () => {
    const tlsReport = (organization: string, id: string, day: string, failed: number) =>
      Buffer.from(
        JSON.stringify({
          'organization-name': organization,
          'date-range': {
            'start-datetime': `${day}T00:00:00Z`,
            'end-datetime': `${day}T23:59:59Z`,
          },
          'contact-info': `smtp-tls-reporting@${organization}`,
          'report-id': id,
          policies: [
            {
              policy: {
                'policy-type': 'sts',
                'policy-string': [
                  'version: STSv1',
                  'mode: enforce',
                  'mx: mx1.tls.example',
                  'max_age: 604800',
                ],
                'policy-domain': 'tls.example',
                'mx-host': ['mx1.tls.example'],
              },
              summary: {
                'total-successful-session-count': 1000,
                'total-failure-session-count': failed,
              },
              'failure-details': [
                {
                  'result-type': 'certificate-expired',
                  'sending-mta-ip': '192.0.2.25',
                  'receiving-mx-hostname': 'mx1.tls.example',
                  'failed-session-count': failed,
                },
              ],
            },
            {
              policy: { 'policy-type': 'no-policy-found', 'policy-domain': 'other.example' },
              summary: { 'total-successful-session-count': 7, 'total-failure-session-count': 0 },
            },
          ],
        }),
      );
    const db = t().services.db;
    expect(
      await importReports(db, 'demo', tlsReport('google.com', 'g-1', '2026-11-10', 4)),
    ).toMatchObject({ tls: 1 });
    expect(
      await importReports(db, 'demo', tlsReport('microsoft.com', 'm-1', '2026-11-11', 2)),
    ).toMatchObject({ tls: 1 });
    // out of the range asked
    await importReports(db, 'demo', tlsReport('google.com', 'g-2', '2026-11-13', 9));
    const answer = await call('tls_reports', {
      domain: 'TLS.example',
      from: '2026-11-10',
      to: '2026-11-12',
    });
    expectContractOutput('member/dmarc/tls_reports', answer.json());
    expect(answer.json()).toEqual([
      {
        policy_type: 'sts',
        mx_hosts: ['mx1.tls.example'],
        successful_sessions: 2000,
        failed_sessions: 6,
        reporters: ['google.com', 'microsoft.com'],
        reports: 2,
        failures: [
          {
            result_type: 'certificate-expired',
            sending_mta_ip: '192.0.2.25',
            receiving_mx_hostname: 'mx1.tls.example',
            receiving_ip: null,
            failure_reason_code: null,
            failed_sessions: 6,
          },
        ],
      },
    ]);
    // another account sees none of them
    expect(
      (
        await call(
          'tls_reports',
          { account: 'other', domain: 'tls.example', from: '2026-11-10', to: '2026-11-12' },
          stranger,
        )
      ).json(),
    ).toEqual([]);
  });

  it("keeps one account's reports from another", async () => {
    const day = { account: 'other', from: '2024-03-30', to: '2024-03-30' };
    expect((await call('policy_domains', day, stranger)).json()).toEqual([]);
    expect((await call('failure_reports', { account: 'other' }, stranger)).json()).toEqual([]);
    const intruder = await call(
      'policy_domains',
      { from: '2024-03-30', to: '2024-03-30' },
      stranger,
    );
    expect(intruder.statusCode).toBe(403);
  });

  it('takes a report file uploaded by an editor, keeps it, and refuses members and bad files', async () => {
    const upload = (session: TestSession, body: Buffer, account = 'demo') =>
      t().app.inject({
        method: 'POST',
        url: `/api/dmarc/${account}/upload`,
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.token,
          'content-type': 'application/zip',
          'x-file-name': 'infonacot.zip',
        },
        payload: body,
      });
    const zip = fixture(
      'aggregate/estadocuenta1.infonacot.gob.mx!example.com!1536853302!1536939702!2940.xml.zip',
    );
    const editor = await t().signIn(
      'uploader@demo.example',
      await t().addUser('uploader@demo.example', { account: 'demo', role: 'editor' }),
    );
    const answer = await upload(editor, zip);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ aggregate: 1, duplicates: 0, errors: [] });
    const { uploadId } = answer.json() as { uploadId: number };
    const kept = await t()
      .services.db.selectFrom('dmarc_uploads')
      .select(['name', 'size', 'state', 'source'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      name: 'infonacot.zip',
      size: zip.length,
      state: 'processed',
      source: 'upload',
    });
    // a member reads reports but does not add them
    expect((await upload(member, zip)).json()).toEqual({
      name: 'Forbidden',
      message: 'This needs the editor role',
    });
    expect((await upload(editor, zip, 'other')).statusCode).toBe(403);
    const empty = await upload(editor, Buffer.alloc(0));
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { name: 'ValidationError', message: 'Send the report file as the body of the request' },
    ]);
    // not a report: kept as failed, with its reason
    const junk = await upload(editor, Buffer.from('hello, this is not a report'));
    expect(junk.json()).toMatchObject({ aggregate: 0, errors: [{ message: expect.any(String) }] });
    const failed = await t()
      .services.db.selectFrom('dmarc_uploads')
      .select(['state', 'failure'])
      .where('id', '=', (junk.json() as { uploadId: number }).uploadId)
      .executeTakeFirstOrThrow();
    expect(failed.state).toBe('failed');
    expect(failed.failure).toMatch(/not a report/);
  });

  it('shows the demo account a month of reports from three receivers', async () => {
    const now = Date.parse('2026-10-01T08:00:00Z');
    expect(await seedDemoDmarc(t().services.db, 'demo', now)).toBe(90);
    const month = { from: '2026-09-01', to: '2026-09-30' };
    const [domain] = (await call('policy_domains', month)).json() as {
      domain: string;
      messages: number;
      dmarc_pass: number;
      policy: string;
      reporters: number;
      sources: number;
      failure_reports: number;
      dispositions: { none: number; quarantine: number; reject: number };
    }[];
    expect(domain).toMatchObject({
      domain: 'example.com',
      policy: 'quarantine',
      reporters: 3,
      sources: 4,
    });
    const { none, quarantine, reject } = domain?.dispositions ?? {
      none: 0,
      quarantine: 0,
      reject: 0,
    };
    expect(none + quarantine + reject).toBe(domain?.messages);
    const sources = (await call('domain_sources', { ...month, domain: 'example.com' })).json() as {
      source: string;
      name: string | null;
      type: string;
      ips: number;
      messages: number;
      dmarc_pass: number;
    }[];
    expect(sources.map((row) => [row.source, row.name, row.type, row.ips])).toEqual([
      ['example.com', null, 'Unknown', 2],
      ['amazonses.com', 'Amazon SES', 'ESP', 1],
      ['198.51.100.80', null, 'Unknown', 1],
      ['203.0.113.66', null, 'Unknown', 1],
    ]);
    // the spoofer fails every message; the forwarder keeps DKIM and passes
    const spoofer = sources.find((row) => row.source === '203.0.113.66');
    expect(spoofer?.dmarc_pass).toBe(0);
    const forwarder = sources.find((row) => row.source === '198.51.100.80');
    expect(forwarder?.dmarc_pass).toBe(forwarder?.messages);
    // the policy became quarantine mid-month: only the spoofer's later messages were quarantined
    expect(quarantine).toBeGreaterThan(0);
    expect(quarantine).toBeLessThan(spoofer?.messages ?? 0);
    const failures = (await call('failure_reports', {})).json() as {
      source_ip: string;
      parsed: boolean;
    }[];
    expect(failures.filter((row) => row.source_ip === '203.0.113.66')).toHaveLength(6);
  }, 60_000);
});
