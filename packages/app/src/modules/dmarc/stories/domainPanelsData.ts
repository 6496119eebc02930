// Answers for the domain page's other panels, for news.example.com over the stories' 30 days
// (Oct 21 to Nov 19, 2026): its results per day (a forwarder's failures every day, a spoofing
// burst in the second week), the SMTP TLS reports (one MX with an expired certificate seen by
// Google) and its DNS records checked (a DMARC record still at p=quarantine with pct=50, an SPF
// record with two void lookups, a 1024-bit DKIM key, no BIMI).
import type { DnsRecordsReport, TlsPolicySummary } from '../shared/dmarcTypes.ts';
import type { Output } from '@console/contract';

type DomainDay = Output<'member/dmarc/domain_days'>[number];

export const domainDays: DomainDay[] = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 21 + index)).toISOString().slice(0, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const passing = (weekday === 0 || weekday === 6 ? 21_000 : 48_000) + index * 150;
  const spoofed = index >= 7 && index <= 11 ? 3_900 - (index - 7) * 600 : 40;
  const forwarded = 620 + (index % 4) * 35;
  return {
    day,
    messages: passing + spoofed + forwarded,
    dmarc_pass: passing,
    spf_aligned: passing - 900,
    dkim_aligned: passing,
    dispositions: { none: passing + forwarded, quarantine: spoofed, reject: 0 },
  };
});

export const tlsReports: TlsPolicySummary[] = [
  {
    policy_type: 'sts',
    mx_hosts: ['mx1.news.example.com', 'mx2.news.example.com'],
    successful_sessions: 182_406,
    failed_sessions: 1_214,
    reporters: ['google.com', 'microsoft.com'],
    reports: 58,
    failures: [
      {
        result_type: 'certificate-expired',
        sending_mta_ip: '209.85.220.41',
        receiving_mx_hostname: 'mx2.news.example.com',
        receiving_ip: '192.0.2.26',
        failure_reason_code: null,
        failed_sessions: 1_190,
      },
      {
        result_type: 'starttls-not-supported',
        sending_mta_ip: '40.107.22.53',
        receiving_mx_hostname: 'mx2.news.example.com',
        receiving_ip: null,
        failure_reason_code: 'X-STARTTLS-NOT-OFFERED',
        failed_sessions: 24,
      },
    ],
  },
];

export const dnsRecords: DnsRecordsReport = {
  domain: 'news.example.com',
  checked_at: '2026-11-19T09:12:00.000Z',
  dmarc: {
    name: '_dmarc.news.example.com',
    record: 'v=DMARC1; p=quarantine; pct=50; rua=mailto:dmarc+8f3a2c1d9e7b4a60@reports.example.net',
    status: 'warning',
    findings: [
      {
        severity: 'warning',
        code: 'dmarc.pct-partial',
        message:
          'pct=50: the policy applies to only 50% of the mail that fails DMARC; the rest is treated one step more leniently. Raise pct to 100 (or remove it) once the reports show no legitimate mail failing.',
        params: { pct: 50 },
      },
    ],
  },
  spf: {
    name: 'news.example.com',
    record:
      'v=spf1 ip4:192.0.2.0/24 include:amazonses.com include:_spf.google.com include:servers.mcsv.net include:spf.protection.outlook.com ~all',
    status: 'warning',
    findings: [
      {
        severity: 'warning',
        code: 'spf.void-lookups',
        message:
          '2 of the lookups this record makes find nothing; a third would make SPF fail for all mail. Remove the terms that name domains or hosts that no longer exist.',
        params: { voids: 2 },
      },
    ],
    lookups: 9,
    void_lookups: 2,
  },
  dkim: [
    {
      name: 's1._domainkey.news.example.com',
      selector: 's1',
      record: 'v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC...',
      status: 'warning',
      findings: [
        {
          severity: 'warning',
          code: 'dkim.key-short',
          message:
            'The RSA key is 1024 bits, which is weak today. Publish a 2048-bit key under a new selector, sign with it, then revoke this one.',
          params: { bits: 1024 },
        },
      ],
    },
  ],
  mta_sts: {
    name: '_mta-sts.news.example.com',
    record: 'v=STSv1; id=20261101T000000',
    status: 'ok',
    findings: [],
  },
  tls_rpt: {
    name: '_smtp._tls.news.example.com',
    record: 'v=TLSRPTv1; rua=mailto:dmarc+8f3a2c1d9e7b4a60@reports.example.net',
    status: 'ok',
    findings: [],
  },
  bimi: {
    name: 'default._bimi.news.example.com',
    record: null,
    status: 'missing',
    findings: [],
  },
};
