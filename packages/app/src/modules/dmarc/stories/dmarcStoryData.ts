// Answers for the DMARC stories, in the shapes of the contract's DMARC calls: the demo sender's
// domains over the last 30 days (its own pool and Amazon SES pass; a mailing list forwarder
// breaks SPF but keeps DKIM; a spoofer fails and is quarantined as the policy tightens), a
// source's daily records from three receivers, and failure reports, one of them plain text.
import type {
  DmarcSetup,
  DomainSourceRow,
  FailureReport,
  FailureReportSummary,
  PolicyDomainRow,
  SourceResultRow,
} from '../shared/dmarcTypes.ts';

export { storyNow } from '../../delivery/search/searchStoryData.ts';

export const setup: DmarcSetup = {
  rua: 'dmarc+5f3a9c01d2e4b687@reports.console.example.net',
  ruf: 'dmarc+5f3a9c01d2e4b687@reports.console.example.net',
  example_record:
    'v=DMARC1; p=none; rua=mailto:dmarc+5f3a9c01d2e4b687@reports.console.example.net; ruf=mailto:dmarc+5f3a9c01d2e4b687@reports.console.example.net; fo=1',
  policy_domains: 3,
  last_report_at: '2026-11-20T06:42:00.000Z',
};

export const newSetup: DmarcSetup = { ...setup, policy_domains: 0, last_report_at: null };

export const policyDomains: PolicyDomainRow[] = [
  {
    domain: 'news.example.com',
    messages: 412_380,
    dmarc_pass: 409_910,
    dmarc_pass_rate: 0.99401,
    spf_aligned_rate: 0.9712,
    dkim_aligned_rate: 0.9938,
    policy: 'quarantine',
    pct: 50,
    sources: 4,
    reporters: 3,
    failure_reports: 6,
    dispositions: { none: 411_104, quarantine: 1_264, reject: 12 },
  },
  {
    domain: 'mail.example.com',
    messages: 31_240,
    dmarc_pass: 31_240,
    dmarc_pass_rate: 1,
    spf_aligned_rate: 0,
    dkim_aligned_rate: 1,
    policy: 'reject',
    pct: 100,
    sources: 1,
    reporters: 3,
    failure_reports: 0,
    dispositions: { none: 31_240, quarantine: 0, reject: 0 },
  },
  {
    domain: 'example.com',
    messages: 2_118,
    dmarc_pass: 1_603,
    dmarc_pass_rate: 0.75685,
    spf_aligned_rate: 0.7568,
    dkim_aligned_rate: 0.5212,
    policy: 'none',
    pct: null,
    sources: 5,
    reporters: 2,
    failure_reports: 3,
    dispositions: { none: 2_118, quarantine: 0, reject: 0 },
  },
  {
    domain: 'shop.example.com',
    messages: 0,
    dmarc_pass: 0,
    dmarc_pass_rate: 0,
    spf_aligned_rate: 0,
    dkim_aligned_rate: 0,
    policy: null,
    pct: null,
    sources: 0,
    reporters: 0,
    failure_reports: 0,
    dispositions: { none: 0, quarantine: 0, reject: 0 },
  },
];

/** The same domains in the 30 days before: news and example.com passed DMARC less and more. */
const previousRates: Record<string, number> = {
  'news.example.com': 0.972,
  'mail.example.com': 1,
  'example.com': 0.81,
};
export const previousPolicyDomains: PolicyDomainRow[] = policyDomains
  .filter((row) => row.domain in previousRates)
  .map((row) => {
    const rate = previousRates[row.domain] as number;
    return { ...row, dmarc_pass_rate: rate, dmarc_pass: Math.round(row.messages * rate) };
  });

/** policy_domains over the stories' 30 days, or over the 30 before (the trend). */
export const policyDomainsOf = (input: { from: string }) =>
  input.from < '2026-10-21' ? previousPolicyDomains : policyDomains;

export const domainSources: DomainSourceRow[] = [
  {
    source: 'example.com',
    name: null,
    type: 'Unknown',
    ips: 2,
    messages: 380_120,
    spf_pass: 380_120,
    spf_aligned: 380_120,
    dkim_pass: 380_120,
    dkim_aligned: 380_120,
    dmarc_pass: 380_120,
    dmarc_pass_rate: 1,
    dispositions: { none: 380_120, quarantine: 0, reject: 0 },
  },
  {
    source: 'amazonses.com',
    name: 'Amazon SES',
    type: 'ESP',
    ips: 6,
    messages: 27_430,
    spf_pass: 27_430,
    spf_aligned: 0,
    dkim_pass: 27_430,
    dkim_aligned: 27_430,
    dmarc_pass: 27_430,
    dmarc_pass_rate: 1,
    dispositions: { none: 27_430, quarantine: 0, reject: 0 },
  },
  {
    source: 'lists.example.org',
    name: null,
    type: 'Unknown',
    ips: 1,
    messages: 3_550,
    spf_pass: 0,
    spf_aligned: 0,
    dkim_pass: 2_360,
    dkim_aligned: 2_360,
    dmarc_pass: 2_360,
    dmarc_pass_rate: 0.66479,
    dispositions: { none: 2_978, quarantine: 572, reject: 0 },
  },
  {
    source: '203.0.113.66',
    name: null,
    type: 'Unknown',
    ips: 1,
    messages: 1_280,
    spf_pass: 0,
    spf_aligned: 0,
    dkim_pass: 0,
    dkim_aligned: 0,
    dmarc_pass: 0,
    dmarc_pass_rate: 0,
    dispositions: { none: 576, quarantine: 692, reject: 12 },
  },
];

const sesRecord = (
  date: string,
  reporter: string,
  ip: string,
  messages: number,
): SourceResultRow => ({
  date,
  reporter,
  report_id: `${reporter}-${date.replaceAll('-', '')}-ses`,
  source_ip: ip,
  ptr: `a${ip.split('.').at(-1)}-12.smtp-out.amazonses.com`,
  country: 'US',
  asn: 16509,
  as_name: 'Amazon.com, Inc.',
  messages,
  header_from: 'news.example.com',
  envelope_from: 'amazonses.com',
  envelope_to: null,
  disposition: 'none',
  dmarc: 'pass',
  spf: [{ domain: 'amazonses.com', scope: 'mfrom', result: 'pass', aligned: false }],
  dkim: [
    { domain: 'news.example.com', selector: 'ses1', result: 'pass', aligned: true },
    { domain: 'amazonses.com', selector: 'ug7nbtf4', result: 'pass', aligned: false },
  ],
  reasons: [],
});

export const sourceResults: SourceResultRow[] = [
  sesRecord('2026-11-19', 'google.com', '198.51.100.7', 612),
  sesRecord('2026-11-19', 'Yahoo', '198.51.100.8', 233),
  sesRecord('2026-11-19', 'Outlook.com', '198.51.100.7', 198),
  sesRecord('2026-11-18', 'google.com', '198.51.100.7', 655),
  {
    ...sesRecord('2026-11-18', 'Yahoo', '198.51.100.9', 41),
    disposition: 'quarantine',
    dmarc: 'fail',
    spf: [{ domain: 'amazonses.com', scope: 'mfrom', result: 'softfail', aligned: false }],
    dkim: [{ domain: 'news.example.com', selector: 'ses1', result: 'fail', aligned: true }],
    reasons: [{ type: 'sampled_out', comment: 'pct=50' }],
  },
  sesRecord('2026-11-17', 'google.com', '198.51.100.8', 630),
];

const newestReport: FailureReportSummary = {
  id: 'fr-1042',
  arrival_date: '2026-11-20T05:12:44.000Z',
  received_at: '2026-11-20T05:20:03.000Z',
  reported_domain: 'example.com',
  source_ip: '203.0.113.66',
  auth_failure: 'dmarc',
  delivery_result: 'reject',
  original_mail_from: 'billing@example.com',
  original_rcpt_to: 'j.doe@mail.example.net',
  reporter: 'mail.example.net',
  parsed: true,
};

export const failureReports: FailureReportSummary[] = [
  newestReport,
  {
    id: 'fr-1041',
    arrival_date: null,
    received_at: '2026-11-19T21:03:10.000Z',
    reported_domain: null,
    source_ip: null,
    auth_failure: null,
    delivery_result: null,
    original_mail_from: null,
    original_rcpt_to: null,
    reporter: 'mx.example-isp.fr',
    parsed: false,
  },
  {
    id: 'fr-1038',
    arrival_date: '2026-11-18T14:55:02.000Z',
    received_at: '2026-11-18T15:01:40.000Z',
    reported_domain: 'news.example.com',
    source_ip: '198.51.100.80',
    auth_failure: 'spf',
    delivery_result: 'delivered',
    original_mail_from: 'bounce+x7@lists.example.org',
    original_rcpt_to: 'members@lists.example.org',
    reporter: 'lists.example.org',
    parsed: true,
  },
];

export const failureReport: FailureReport = {
  ...newestReport,
  dkim_domain: 'example.com',
  dkim_identity: '@example.com',
  dkim_selector: 'billing2025',
  spf_dns: 'txt : example.com : "v=spf1 include:amazonses.com -all"',
  identity_alignment: 'none',
  authentication_results:
    'mx.mail.example.net; dkim=fail header.d=example.com header.s=billing2025; spf=fail smtp.mailfrom=example.com; dmarc=fail (p=quarantine) header.from=example.com',
  original_headers: [
    'Received: from unknown (HELO invoice-mailer) (203.0.113.66)',
    '  by mx.mail.example.net with ESMTP; Fri, 20 Nov 2026 05:12:44 +0000',
    'From: "Example Billing" <billing@example.com>',
    'To: j.doe@mail.example.net',
    'Subject: Your invoice #88123 is overdue',
    'Date: Fri, 20 Nov 2026 05:12:40 +0000',
    'Message-ID: <88123.1763615560@invoice-mailer>',
    'Content-Type: text/html; charset=utf-8',
  ].join('\n'),
  raw: [
    'From: dmarc-noreply@mail.example.net',
    'To: dmarc+5f3a9c01d2e4b687@reports.console.example.net',
    'Subject: Report domain: example.com Submitter: mail.example.net',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
    '',
    '--b1',
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: auth-failure',
    'Auth-Failure: dmarc',
    'Source-IP: 203.0.113.66',
    'Reported-Domain: example.com',
    '',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    '<html><body><script>alert("never run")</script><a href="https://phish.example">Pay now</a></body></html>',
    '--b1--',
  ].join('\n'),
};
