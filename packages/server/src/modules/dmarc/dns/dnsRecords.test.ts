// member/dmarc/dns_records against a real DNS server on loopback, on both databases: a healthy
// domain (every record ok but the MTA-STS policy, whose host is not on the internet), a broken
// one (DMARC inherited from its parent with sp=none and unauthorised report addresses, SPF past
// 10 lookups with +all, short, revoked and missing DKIM keys, no TLS-RPT, a BIMI record over
// http), one with no records at all (missing, not error), one whose lookups SERVFAIL (error, not
// missing), and domains that are not the account's (404).
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractOutput } from '../../../testing/contractOutput.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { useTestDnsServer } from '../../../testing/dnsServer.ts';
import { useTestApp, type TestSession } from '../../../testing/testApp.ts';
import { importReports } from '../reportImport.ts';

const dnsHolder = useTestDnsServer();
const mailDomain = 'console.example.org';

/** A DKIM key record of `bits`, its p= split into the 255-byte strings TXT holds. */
function dkimKey(bits: number): string[] {
  const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: bits });
  const text = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  return text.match(/.{1,255}/g) as string[];
}

interface Signed {
  ip: string;
  count: number;
  dkim: Array<[domain: string, selector: string]>;
}

/** An aggregate report about `domain` covering yesterday. */
function report(domain: string, id: string, records: Signed[]): Buffer {
  const end = Math.floor(Date.now() / 1000) - 86_400;
  const rows = records.map(
    (record) =>
      `<record><row><source_ip>${record.ip}</source_ip><count>${record.count}</count><policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated></row><identifiers><header_from>${domain}</header_from></identifiers><auth_results>${record.dkim
        .map(
          ([signer, selector]) =>
            `<dkim><domain>${signer}</domain><selector>${selector}</selector><result>pass</result></dkim>`,
        )
        .join(
          '',
        )}<spf><domain>${domain}</domain><result>pass</result></spf></auth_results></record>`,
  );
  return Buffer.from(
    `<feedback><report_metadata><org_name>google.com</org_name><report_id>${id}</report_id><date_range><begin>${end - 86_399}</begin><end>${end}</end></date_range></report_metadata><policy_published><domain>${domain}</domain><p>reject</p></policy_published>${rows.join('')}</feedback>`,
  );
}

type Check = {
  name: string;
  record: string | null;
  status: string;
  findings: Array<{
    severity: string;
    code: string;
    message: string;
    params?: Record<string, string | number>;
  }>;
};
type Report = Record<'dmarc' | 'spf' | 'mta_sts' | 'tls_rpt' | 'bimi', Check> & {
  domain: string;
  checked_at: string;
  spf: Check & { lookups: number | null; void_lookups: number | null };
  dkim: Array<Check & { selector: string }>;
};

/** A check without its messages: name, status and [severity, code] of each finding. */
const summary = (check: Check) => ({
  name: check.name,
  status: check.status,
  findings: check.findings.map((finding) => `${finding.severity} ${finding.code}`),
});

describe.each(testDatabases)('DNS records of a policy domain on %s', (kind) => {
  const holder = useTestApp(kind, {
    get DNS_SERVERS() {
      return dnsHolder.server.hostPort;
    },
    MAIL_DOMAIN: mailDomain,
  });
  const t = () => holder.app;
  let member: TestSession;
  let consoleAddress: string;
  const check = (domain: string, session = member) =>
    t().call('member/dmarc/dns_records', { account: 'demo', domain }, session);

  beforeAll(async () => {
    member = await t().signIn(
      'dns@demo.example',
      await t().addUser('dns@demo.example', { account: 'demo' }),
    );
    consoleAddress = (
      (await t().call('member/dmarc/get', { account: 'demo' }, member)).json() as { rua: string }
    ).rua;
    const { db } = t().services;
    await db
      .insertInto('accounts')
      .values({ id: 'other', name: 'Other', modules: ['dr'] })
      .execute();
    const policy = (account: string, id: string) => ({
      account_id: account,
      id,
      description: '',
      tags: [],
      guests: [],
    });
    await db
      .insertInto('policies')
      .values([
        policy('demo', 'empty.example'),
        policy('demo', 'failing.example'),
        policy('other', 'other.example'),
      ])
      .execute();
    await importReports(
      db,
      'demo',
      report('healthy.example', `healthy-${kind}`, [
        { ip: '192.0.2.1', count: 9, dkim: [['healthy.example', 's2048']] },
        // a service signing with its own domain: not the domain's key to check
        { ip: '192.0.2.2', count: 5, dkim: [['esp.example.net', 'k1']] },
      ]),
    );
    await importReports(
      db,
      'demo',
      report('news.broken.example', `broken-${kind}`, [
        { ip: '198.51.100.1', count: 30, dkim: [['news.broken.example', 's1024']] },
        { ip: '198.51.100.2', count: 20, dkim: [['news.broken.example', 'old']] },
        { ip: '198.51.100.3', count: 10, dkim: [['News.Broken.Example', 'Gone']] },
      ]),
    );

    const dns = dnsHolder.server;
    // healthy.example
    dns.set('_dmarc.healthy.example', 'TXT', [
      `v=DMARC1; p=reject; rua=mailto:${consoleAddress},mailto:dmarc@reports.example.net; ruf=mailto:${consoleAddress}`,
    ]);
    dns.set('healthy.example._report._dmarc.reports.example.net', 'TXT', ['v=DMARC1']);
    dns.set(`healthy.example._report._dmarc.${mailDomain}`, 'TXT', ['v=DMARC1;']);
    dns.set('healthy.example', 'TXT', [
      'google-site-verification=abc',
      'v=spf1 include:spf-a.healthy.example include:spf-b.healthy.example include:spf-c.healthy.example -all',
    ]);
    for (const [index, name] of ['spf-a', 'spf-b', 'spf-c'].entries())
      dns.set(`${name}.healthy.example`, 'TXT', [`v=spf1 ip4:192.0.2.${index}/32 -all`]);
    dns.set('s2048._domainkey.healthy.example', 'TXT', [dkimKey(2048)]);
    dns.set('healthy.example', 'MX', [{ exchange: 'mx.healthy.example', priority: 10 }]);
    dns.set('_mta-sts.healthy.example', 'TXT', ['v=STSv1; id=20260101T000000']);
    dns.set('mta-sts.healthy.example', 'A', ['127.0.0.1']);
    dns.set('_smtp._tls.healthy.example', 'TXT', ['v=TLSRPTv1; rua=mailto:tls@healthy.example']);
    dns.set('default._bimi.healthy.example', 'TXT', [
      'v=BIMI1; l=https://healthy.example/logo.svg; a=https://healthy.example/vmc.pem',
    ]);

    // news.broken.example: no DMARC record of its own, its parent's applies
    dns.set('_dmarc.broken.example', 'TXT', [
      `v=DMARC1; p=quarantine; sp=none; rua=mailto:${consoleAddress},mailto:dmarc@thirdparty.example.net`,
    ]);
    dns.set('news.broken.example', 'A', ['192.0.2.80']);
    // 2 includes of 5 includes each: 12 lookups, the 11th ends the evaluation
    dns.set('news.broken.example', 'TXT', [
      'v=spf1 include:a.spf.broken.example include:b.spf.broken.example +all',
    ]);
    for (const branch of ['a', 'b']) {
      const leaves = [1, 2, 3, 4, 5].map((n) => `${branch}${n}.spf.broken.example`);
      dns.set(`${branch}.spf.broken.example`, 'TXT', [
        `v=spf1 ${leaves.map((leaf) => `include:${leaf}`).join(' ')} -all`,
      ]);
      for (const [n, leaf] of leaves.entries())
        dns.set(leaf, 'TXT', [`v=spf1 ip4:198.51.100.${n + 10} -all`]);
    }
    dns.set('s1024._domainkey.news.broken.example', 'TXT', [dkimKey(1024)]);
    dns.set('old._domainkey.news.broken.example', 'TXT', ['v=DKIM1; k=rsa; p=']);
    dns.set('default._bimi.news.broken.example', 'TXT', [
      'v=BIMI1; l=http://broken.example/logo.svg',
    ]);

    // empty.example takes no mail and publishes nothing else
    dns.set('empty.example', 'MX', [{ exchange: '.', priority: 0 }]);

    for (const name of [
      '_dmarc.failing.example',
      'failing.example',
      '_mta-sts.failing.example',
      '_smtp._tls.failing.example',
      'default._bimi.failing.example',
    ])
      dns.fail(name, 'SERVFAIL');
  }, 60_000);

  it('finds a healthy domain ok, but for an MTA-STS policy no sender can fetch', async () => {
    const answer = await check('Healthy.Example');
    expect(answer.statusCode).toBe(200);
    expectContractOutput('member/dmarc/dns_records', answer.json());
    const result = answer.json() as Report;
    expect(result.domain).toBe('healthy.example');
    expect(Date.now() - Date.parse(result.checked_at)).toBeLessThan(60_000);
    expect(result.dmarc).toEqual({
      name: '_dmarc.healthy.example',
      record: `v=DMARC1; p=reject; rua=mailto:${consoleAddress},mailto:dmarc@reports.example.net; ruf=mailto:${consoleAddress}`,
      status: 'ok',
      findings: [],
    });
    expect(result.spf).toEqual({
      name: 'healthy.example',
      record:
        'v=spf1 include:spf-a.healthy.example include:spf-b.healthy.example include:spf-c.healthy.example -all',
      status: 'ok',
      findings: [],
      lookups: 3,
      void_lookups: 0,
    });
    expect(result.dkim.map((key) => ({ ...summary(key), selector: key.selector }))).toEqual([
      { name: 's2048._domainkey.healthy.example', selector: 's2048', status: 'ok', findings: [] },
    ]);
    expect(result.dkim[0]?.record).toMatch(/^v=DKIM1; k=rsa; p=MIIBIjAN[A-Za-z0-9+/=]{380,}$/);
    expect(summary(result.tls_rpt)).toEqual({
      name: '_smtp._tls.healthy.example',
      status: 'ok',
      findings: [],
    });
    expect(summary(result.bimi)).toEqual({
      name: 'default._bimi.healthy.example',
      status: 'ok',
      findings: [],
    });
    expect(result.mta_sts).toMatchObject({
      name: '_mta-sts.healthy.example',
      record: 'v=STSv1; id=20260101T000000',
      status: 'error',
    });
    expect(result.mta_sts.findings).toEqual([
      {
        severity: 'error',
        code: 'mta-sts.policy-host-private',
        message: expect.stringContaining(
          'https://mta-sts.healthy.example/.well-known/mta-sts.txt: mta-sts.healthy.example points at 127.0.0.1',
        ),
        params: {
          url: 'https://mta-sts.healthy.example/.well-known/mta-sts.txt',
          host: 'mta-sts.healthy.example',
          address: '127.0.0.1',
        },
      },
    ]);
  });

  it('names every problem of a broken domain, with the records to publish', async () => {
    const result = (await check('news.broken.example')).json() as Report;
    expectContractOutput('member/dmarc/dns_records', result);
    expect(summary(result.dmarc)).toEqual({
      name: '_dmarc.broken.example',
      status: 'error',
      findings: [
        'info dmarc.inherited',
        'warning dmarc.policy-none',
        'warning dmarc.ruf-missing',
        'error dmarc.external-unauthorized',
        'error dmarc.external-unauthorized',
      ],
    });
    const [, , , toConsole, toThirdParty] = result.dmarc.findings;
    expect(toConsole?.message).toContain(
      "The console's operator must publish this TXT record at the console's mail domain: " +
        `broken.example._report._dmarc.${mailDomain} "v=DMARC1".`,
    );
    expect(toThirdParty?.message).toContain(
      'The owner of thirdparty.example.net must publish this TXT record: ' +
        'broken.example._report._dmarc.thirdparty.example.net "v=DMARC1".',
    );
    // who must publish it goes in params as a key, never in English
    expect([toConsole?.params?.publisher, toThirdParty?.params?.publisher]).toEqual([
      'console',
      'owner',
    ]);
    expect({ ...summary(result.spf), lookups: result.spf.lookups }).toEqual({
      name: 'news.broken.example',
      status: 'error',
      findings: ['error spf.all-pass', 'error spf.too-many-lookups'],
      lookups: 11,
    });
    expect(result.dkim.map(summary)).toEqual([
      {
        name: 's1024._domainkey.news.broken.example',
        status: 'warning',
        findings: ['warning dkim.key-short'],
      },
      {
        name: 'old._domainkey.news.broken.example',
        status: 'error',
        findings: ['error dkim.revoked'],
      },
      {
        name: 'gone._domainkey.news.broken.example',
        status: 'missing',
        findings: ['error dkim.missing'],
      },
    ]);
    expect(summary(result.mta_sts)).toEqual({
      name: '_mta-sts.news.broken.example',
      status: 'missing',
      findings: ['warning mx.missing', 'info mta-sts.missing'],
    });
    expect(summary(result.tls_rpt)).toEqual({
      name: '_smtp._tls.news.broken.example',
      status: 'missing',
      findings: ['warning tls-rpt.missing'],
    });
    expect(summary(result.bimi)).toEqual({
      name: 'default._bimi.news.broken.example',
      status: 'error',
      findings: [
        'error bimi.logo-not-https',
        'info bimi.no-certificate',
        'warning bimi.dmarc-too-lax',
      ],
    });
  });

  it('says missing when a domain publishes nothing', async () => {
    const result = (await check('empty.example')).json() as Report;
    expectContractOutput('member/dmarc/dns_records', result);
    expect(
      [result.dmarc, result.spf, result.mta_sts, result.tls_rpt, result.bimi].map(summary),
    ).toEqual([
      { name: '_dmarc.empty.example', status: 'missing', findings: ['error dmarc.missing'] },
      { name: 'empty.example', status: 'missing', findings: ['error spf.missing'] },
      {
        name: '_mta-sts.empty.example',
        status: 'missing',
        findings: ['info mx.null', 'info mta-sts.missing'],
      },
      {
        name: '_smtp._tls.empty.example',
        status: 'missing',
        findings: ['warning tls-rpt.missing'],
      },
      { name: 'default._bimi.empty.example', status: 'missing', findings: ['info bimi.missing'] },
    ]);
    expect(result.dmarc.findings[0]?.message).toContain(
      `"v=DMARC1; p=none; rua=mailto:${consoleAddress}"`,
    );
    expect([result.spf.lookups, result.spf.void_lookups, result.dkim]).toEqual([null, null, []]);
  });

  it('reports lookups that fail as errors, not as missing records', async () => {
    const result = (await check('failing.example')).json() as Report;
    expectContractOutput('member/dmarc/dns_records', result);
    expect(
      [result.dmarc, result.spf, result.mta_sts, result.tls_rpt, result.bimi].map(summary),
    ).toEqual([
      {
        name: '_dmarc.failing.example',
        status: 'error',
        findings: ['error dmarc.lookup-failed'],
      },
      { name: 'failing.example', status: 'error', findings: ['error spf.lookup-failed'] },
      {
        name: '_mta-sts.failing.example',
        status: 'error',
        findings: ['error mx.lookup-failed', 'error mta-sts.lookup-failed'],
      },
      {
        name: '_smtp._tls.failing.example',
        status: 'error',
        findings: ['error tls-rpt.lookup-failed'],
      },
      {
        name: 'default._bimi.failing.example',
        status: 'error',
        findings: ['error bimi.lookup-failed'],
      },
    ]);
    expect(result.dmarc.findings[0]?.message).toContain(
      'The TXT lookup of _dmarc.failing.example failed: the DNS server failed (SERVFAIL)',
    );
    // the kind of failure goes in params as a key, never in English
    expect(result.dmarc.findings[0]?.params).toMatchObject({
      type: 'TXT',
      name: '_dmarc.failing.example',
      failure: 'servfail',
    });
  });

  it("refuses domains that are not the account's", async () => {
    for (const domain of ['unknown.example', 'other.example']) {
      const answer = await check(domain);
      expect([answer.statusCode, answer.json()]).toEqual([
        404,
        { name: 'NotFound', message: 'No such policy domain' },
      ]);
    }
  });
});
