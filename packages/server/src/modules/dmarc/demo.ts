// The demo account's DMARC reports: the last 30 days of aggregate reports for example.com from
// three receivers, as XML imported through the same path as mail (reportImport.ts), and a few
// failure reports. The traffic tells the usual story: the account's own pool and its
// transactional service pass; a forwarder breaks SPF but keeps DKIM; a spoofer fails and is
// quarantined more and more as the policy tightens. Google's SMTP TLS reports of two weeks show
// a few days of an expired certificate on one MX. The sources are given their PTR names
// (documentation addresses have none in the DNS), so the screens show the services.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { saveSource } from './dmarc.repository.ts';
import { ReportImport } from './reportImport.ts';

const dayMs = 86_400_000;

interface DemoSource {
  ip: string;
  ptr: string;
  baseDomain: string | null;
  /** messages a day reported by the largest receiver */
  daily: number;
  headerFrom: string;
  envelopeFrom: string;
  dkim: { domain: string; selector: string; result: 'pass' | 'fail' } | null;
  spf: { domain: string; result: 'pass' | 'fail' | 'softfail' };
}

const sources: DemoSource[] = [
  {
    ip: '192.0.2.10',
    ptr: 'mta1.news.example.com',
    baseDomain: 'example.com',
    daily: 5200,
    headerFrom: 'news.example.com',
    envelopeFrom: 'bounces.news.example.com',
    dkim: { domain: 'news.example.com', selector: 'news2026', result: 'pass' },
    spf: { domain: 'bounces.news.example.com', result: 'pass' },
  },
  {
    ip: '192.0.2.11',
    ptr: 'mta2.news.example.com',
    baseDomain: 'example.com',
    daily: 4900,
    headerFrom: 'news.example.com',
    envelopeFrom: 'bounces.news.example.com',
    dkim: { domain: 'news.example.com', selector: 'news2026', result: 'pass' },
    spf: { domain: 'bounces.news.example.com', result: 'pass' },
  },
  {
    ip: '198.51.100.7',
    ptr: 'a7-12.smtp-out.amazonses.com',
    baseDomain: 'amazonses.com',
    daily: 800,
    headerFrom: 'mail.example.com',
    envelopeFrom: 'amazonses.com',
    dkim: { domain: 'mail.example.com', selector: 'ses1', result: 'pass' },
    spf: { domain: 'amazonses.com', result: 'pass' },
  },
  {
    ip: '198.51.100.80',
    ptr: 'forward.lists.example.org',
    baseDomain: null,
    daily: 40,
    headerFrom: 'news.example.com',
    envelopeFrom: 'lists.example.org',
    dkim: { domain: 'news.example.com', selector: 'news2026', result: 'pass' },
    spf: { domain: 'lists.example.org', result: 'pass' },
  },
  {
    ip: '203.0.113.66',
    ptr: 'host-66.dsl.example.net',
    baseDomain: null,
    daily: 25,
    headerFrom: 'example.com',
    envelopeFrom: 'example.com',
    dkim: null,
    spf: { domain: 'example.com', result: 'softfail' },
  },
];

const receivers = [
  { org: 'google.com', email: 'noreply-dmarc-support@google.com', share: 1 },
  { org: 'Outlook.com', email: 'dmarcreport@microsoft.com', share: 0.45 },
  { org: 'Yahoo', email: 'dmarchelp@yahooinc.com', share: 0.3 },
];

function record(source: DemoSource, count: number, policy: 'none' | 'quarantine'): string {
  const dkimPass = source.dkim?.result === 'pass';
  const spfAligned = source.spf.result === 'pass' && source.spf.domain.endsWith('example.com');
  const pass = dkimPass || spfAligned;
  const disposition = pass ? 'none' : policy;
  return `<record><row><source_ip>${source.ip}</source_ip><count>${count}</count><policy_evaluated><disposition>${disposition}</disposition><dkim>${dkimPass ? 'pass' : 'fail'}</dkim><spf>${spfAligned ? 'pass' : 'fail'}</spf>${source.baseDomain === null && pass ? '<reason><type>forwarded</type><comment>mailing list</comment></reason>' : ''}</policy_evaluated></row><identifiers><header_from>${source.headerFrom}</header_from><envelope_from>${source.envelopeFrom}</envelope_from></identifiers><auth_results>${source.dkim ? `<dkim><domain>${source.dkim.domain}</domain><selector>${source.dkim.selector}</selector><result>${source.dkim.result}</result></dkim>` : ''}<spf><domain>${source.spf.domain}</domain><scope>mfrom</scope><result>${source.spf.result}</result></spf></auth_results></record>`;
}

/** Aggregate reports for each of the `days` UTC days before `now`. */
export function demoReports(now: number, days = 30): { name: string; xml: string }[] {
  const today = Math.floor(now / dayMs) * dayMs;
  const reports: { name: string; xml: string }[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const begin = (today - back * dayMs) / 1000;
    const end = begin + 86_399;
    // the policy moved from none to quarantine two weeks ago
    const policy = back > 14 ? 'none' : 'quarantine';
    // a weekday rhythm: less on weekends
    const weekday = new Date(begin * 1000).getUTCDay();
    const volume = weekday === 0 || weekday === 6 ? 0.55 : 1;
    for (const receiver of receivers) {
      const records = sources
        .map((source) => {
          const count = Math.round(
            source.daily * receiver.share * volume * (0.9 + ((back * 7) % 5) / 20),
          );
          return count > 0 ? record(source, count, policy) : '';
        })
        .join('');
      const id = `${receiver.org.toLowerCase()}-${begin}`;
      reports.push({
        name: `${receiver.org}!example.com!${begin}!${end}.xml`,
        xml: `<?xml version="1.0" encoding="UTF-8"?><feedback><version>1.0</version><report_metadata><org_name>${receiver.org}</org_name><email>${receiver.email}</email><report_id>${id}</report_id><date_range><begin>${begin}</begin><end>${end}</end></date_range></report_metadata><policy_published><domain>example.com</domain><adkim>r</adkim><aspf>r</aspf><p>${policy}</p><sp>${policy}</sp><pct>100</pct></policy_published>${records}</feedback>`,
      });
    }
  }
  return reports;
}

/** A failure report of the spoofer, as a receiver sends it (ARF, RFC 6591). */
function demoFailureReport(at: Date, index: number): string {
  const date = at.toUTCString().replace('GMT', '+0000');
  return [
    'From: DMARC failure reports <dmarc-noreply@mail.example.org>',
    'To: dmarc-reports@example.com',
    `Subject: DMARC failure report for example.com (${index})`,
    `Date: ${date}`,
    `Message-ID: <ruf-${index}-${at.getTime()}@mail.example.org>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'A message claiming to be from example.com failed DMARC.',
    '--b1',
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: auth-failure',
    'User-Agent: demo-receiver/1.0',
    'Version: 1',
    `Arrival-Date: ${date}`,
    'Source-IP: 203.0.113.66',
    'Reported-Domain: example.com',
    'Auth-Failure: dmarc',
    'Delivery-Result: spam',
    'Original-Mail-From: <billing@example.com>',
    'Original-Rcpt-To: <someone@mail.example.org>',
    'Authentication-Results: mail.example.org; dmarc=fail (p=quarantine) header.from=example.com; spf=softfail smtp.mailfrom=example.com; dkim=none',
    'Identity-Alignment: none',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    'Received: from host-66.dsl.example.net (host-66.dsl.example.net [203.0.113.66])',
    'From: "Example Billing" <billing@example.com>',
    'To: someone@mail.example.org',
    `Subject: Your invoice ${1000 + index} is overdue`,
    `Date: ${date}`,
    '--b1--',
    '',
  ].join('\r\n');
}

/**
 * Google's SMTP TLS report about example.com for one day: its MTA-STS policy held, except on the
 * days mx2's certificate had expired.
 */
function demoTlsReport(day: Date, index: number): string {
  const start = day.toISOString().slice(0, 10);
  const expired = index >= 3 && index <= 5;
  return JSON.stringify({
    'organization-name': 'Google Inc.',
    'date-range': {
      'start-datetime': `${start}T00:00:00Z`,
      'end-datetime': `${start}T23:59:59Z`,
    },
    'contact-info': 'smtp-tls-reporting@google.com',
    'report-id': `${start}T00:00:00Z_example.com`,
    policies: [
      {
        policy: {
          'policy-type': 'sts',
          'policy-string': [
            'version: STSv1',
            'mode: enforce',
            'mx: *.example.com',
            'max_age: 604800',
          ],
          'policy-domain': 'example.com',
          'mx-host': ['*.example.com'],
        },
        summary: {
          'total-successful-session-count': 4200 + index * 37,
          'total-failure-session-count': expired ? 180 + index : 0,
        },
        'failure-details': expired
          ? [
              {
                'result-type': 'certificate-expired',
                'sending-mta-ip': '209.85.220.41',
                'receiving-mx-hostname': 'mx2.example.com',
                'receiving-ip': '192.0.2.26',
                'failed-session-count': 180 + index,
              },
            ]
          : [],
      },
    ],
  });
}

/** Imports the demo reports into the account; answers the aggregate reports stored. */
export async function seedDemoDmarc(
  db: Kysely<Database>,
  accountId: string,
  now = Date.now(),
): Promise<number> {
  let stored = 0;
  const run = new ReportImport(db, accountId);
  for (const report of demoReports(now))
    await run.add(Buffer.from(report.xml), { name: report.name }, (summary) => {
      stored += summary.aggregate;
    });
  for (let index = 1; index <= 6; index += 1)
    await run.add(Buffer.from(demoFailureReport(new Date(now - index * 2.5 * dayMs), index)), {});
  for (let index = 1; index <= 14; index += 1)
    await run.add(Buffer.from(demoTlsReport(new Date(now - index * dayMs), index)), {});
  await run.finish();
  for (const source of sources)
    await saveSource(db, {
      ip: source.ip,
      ptr: source.ptr,
      base_domain: source.baseDomain,
      country: null,
      asn: null,
      as_name: null,
      lookup_error: null,
    });
  return stored;
}
