import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractReportDocuments } from './inputs.ts';
import { parseTlsReport } from './tlsReport.ts';
import { ReportInputError } from './types.ts';

// After the example of RFC 8460, section 4.4.
const rfcExample = {
  'organization-name': 'Company-X',
  'date-range': {
    'start-datetime': '2016-04-01T00:00:00Z',
    'end-datetime': '2016-04-01T23:59:59Z',
  },
  'contact-info': 'sts-reporting@company-x.example',
  'report-id': '5065427c-23d3-47ca-b6e0-946ea0e8c4be',
  policies: [
    {
      policy: {
        'policy-type': 'sts',
        'policy-string': [
          'version: STSv1',
          'mode: testing',
          'mx: *.mail.company-y.example',
          'max_age: 86400',
        ],
        'policy-domain': 'company-y.example',
        'mx-host': ['*.mail.company-y.example'],
      },
      summary: { 'total-successful-session-count': 5326, 'total-failure-session-count': 303 },
      'failure-details': [
        {
          'result-type': 'certificate-expired',
          'sending-mta-ip': '2001:db8:abcd:0012::1',
          'receiving-mx-hostname': 'mx1.mail.company-y.example',
          'failed-session-count': 100,
        },
        {
          'result-type': 'starttls-not-supported',
          'sending-mta-ip': '2001:db8:abcd:0013::1',
          'receiving-mx-hostname': 'mx2.mail.company-y.example',
          'receiving-ip': '203.0.113.56',
          'failed-session-count': 200,
          'additional-information':
            'https://reports.company-x.example/report_info?id=5065427c-23d3',
        },
        {
          'result-type': 'validation-failure',
          'sending-mta-ip': '198.51.100.62',
          'receiving-ip': '203.0.113.58',
          'receiving-mx-hostname': 'mx-backup.mail.company-y.example',
          'failed-session-count': 3,
          'failure-reason-code': 'X509_V_ERR_PROXY_PATH_LENGTH_EXCEEDED',
        },
      ],
    },
  ],
};

const expected = {
  organizationName: 'Company-X',
  reportId: '5065427c-23d3-47ca-b6e0-946ea0e8c4be',
  contactInfo: 'sts-reporting@company-x.example',
  begin: new Date('2016-04-01T00:00:00Z'),
  end: new Date('2016-04-01T23:59:59Z'),
  policies: [
    {
      policyType: 'sts',
      policyDomain: 'company-y.example',
      policyStrings: [
        'version: STSv1',
        'mode: testing',
        'mx: *.mail.company-y.example',
        'max_age: 86400',
      ],
      mxHosts: ['*.mail.company-y.example'],
      successful: 5326,
      failed: 303,
      failures: [
        {
          resultType: 'certificate-expired',
          sendingMtaIp: '2001:db8:abcd:0012::1',
          receivingMxHostname: 'mx1.mail.company-y.example',
          receivingIp: null,
          failedSessions: 100,
          failureReasonCode: null,
        },
        {
          resultType: 'starttls-not-supported',
          sendingMtaIp: '2001:db8:abcd:0013::1',
          receivingMxHostname: 'mx2.mail.company-y.example',
          receivingIp: '203.0.113.56',
          failedSessions: 200,
          failureReasonCode: null,
        },
        {
          resultType: 'validation-failure',
          sendingMtaIp: '198.51.100.62',
          receivingMxHostname: 'mx-backup.mail.company-y.example',
          receivingIp: '203.0.113.58',
          failedSessions: 3,
          failureReasonCode: 'X509_V_ERR_PROXY_PATH_LENGTH_EXCEEDED',
        },
      ],
    },
  ],
};

describe('parseTlsReport', () => {
  it('reads the RFC 8460 example', () => {
    expect(parseTlsReport(JSON.stringify(rfcExample))).toEqual(expected);
  });

  it('reads it gzipped (application/tlsrpt+gzip) through the input chain', async () => {
    const parts = await extractReportDocuments(gzipSync(JSON.stringify(rfcExample)));
    expect(parts).toMatchObject([{ ok: true, kind: 'tls' }]);
    if (parts[0]?.ok) expect(parseTlsReport(parts[0].bytes)).toEqual(expected);
  });

  it('refuses a report missing a required field, naming it', () => {
    const { summary: _summary, ...policyWithoutSummary } = rfcExample.policies[0]!;
    const broken = { ...rfcExample, policies: [policyWithoutSummary] };
    const error = (() => {
      try {
        parseTlsReport(JSON.stringify(broken));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ReportInputError);
    expect(error).toMatchObject({
      code: 'MissingField',
      message: 'The TLS report has no "policies[0].summary".',
    });
    expect(() => parseTlsReport('{"organization-name": "x",')).toThrow(
      /^The TLS report is not valid JSON/,
    );
  });
});
