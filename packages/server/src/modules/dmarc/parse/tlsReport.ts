// SMTP TLS reports (RFC 8460, TLS-RPT): the JSON a receiver sends to the `rua` of a domain's
// _smtp._tls record, telling how many TLS sessions to its MX hosts succeeded or failed and why.
// Validated with zod; a missing required field is refused naming the field, so the admin sees
// what the reporter got wrong. Optional parts (contact-info, mx-host, failure-details) that
// reporters often leave out or write as a single string instead of a list are accepted.

import { z } from 'zod';
import { ReportInputError, type TlsReport } from './types.ts';

const count = z.number().int().nonnegative();
const isoDate = z.string().refine((value) => Number.isFinite(Date.parse(value)), {
  message: 'is not a date',
});
// RFC 8460 says arrays; single strings are seen in the wild.
const stringList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const tlsReportSchema = z.object({
  'organization-name': z.string().min(1),
  'date-range': z.object({ 'start-datetime': isoDate, 'end-datetime': isoDate }),
  'contact-info': optionalString,
  'report-id': z.string().min(1),
  policies: z.array(
    z.object({
      policy: z.object({
        'policy-type': z.string(),
        'policy-string': stringList,
        'policy-domain': z.string().min(1),
        'mx-host': stringList,
      }),
      summary: z.object({
        'total-successful-session-count': count,
        'total-failure-session-count': count,
      }),
      'failure-details': z
        .array(
          z.object({
            'result-type': z.string(),
            'sending-mta-ip': optionalString,
            'receiving-mx-hostname': optionalString,
            'receiving-ip': optionalString,
            'failed-session-count': count,
            'failure-reason-code': optionalString,
          }),
        )
        .optional()
        .transform((value) => value ?? []),
    }),
  ),
});

function describeIssue(issue: z.core.$ZodIssue): ReportInputError {
  const where = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return missing
    ? new ReportInputError('MissingField', `The TLS report has no "${where}".`)
    : new ReportInputError('NotAReport', `The TLS report's "${where}" ${issue.message}.`);
}

/** Parses an RFC 8460 report (JSON text, already decompressed). */
export function parseTlsReport(json: Buffer | string): TlsReport {
  const text = typeof json === 'string' ? json : new TextDecoder('utf-8').decode(json);
  if (text.trim() === '') throw new ReportInputError('Empty', 'The TLS report is empty.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReportInputError('NotAReport', `The TLS report is not valid JSON: ${reason}`);
  }
  const parsed = tlsReportSchema.safeParse(data);
  if (!parsed.success) {
    throw describeIssue(parsed.error.issues[0] as z.core.$ZodIssue);
  }
  const report = parsed.data;
  return {
    organizationName: report['organization-name'],
    reportId: report['report-id'],
    contactInfo: report['contact-info'],
    begin: new Date(report['date-range']['start-datetime']),
    end: new Date(report['date-range']['end-datetime']),
    policies: report.policies.map(({ policy, summary, 'failure-details': details }) => ({
      policyType: policy['policy-type'].toLowerCase(),
      policyDomain: policy['policy-domain'].toLowerCase(),
      policyStrings: policy['policy-string'],
      mxHosts: policy['mx-host'],
      successful: summary['total-successful-session-count'],
      failed: summary['total-failure-session-count'],
      failures: details.map((detail) => ({
        resultType: detail['result-type'].toLowerCase(),
        sendingMtaIp: detail['sending-mta-ip'],
        receivingMxHostname: detail['receiving-mx-hostname'],
        receivingIp: detail['receiving-ip'],
        failedSessions: detail['failed-session-count'],
        failureReasonCode: detail['failure-reason-code'],
      })),
    })),
  };
}
