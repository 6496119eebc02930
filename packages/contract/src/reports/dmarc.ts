// Answers of DMARC Reports (member/dmarc/*). Designed here after domain/dmarc.md: the spec shows
// no output. Counts are messages reported by receivers in the date range.
import { z } from 'zod';
import { Id, IsoDate, IsoDateTime } from '../primitives.ts';

/** RFC 7489 / 8601 authentication results, lower-cased. */
export const AuthResult = z.enum([
  'pass',
  'fail',
  'softfail',
  'neutral',
  'none',
  'temperror',
  'permerror',
  'policy',
]);
export const DmarcPolicy = z.enum(['none', 'quarantine', 'reject']);

const Dispositions = z.strictObject({
  none: z.number().int().min(0),
  quarantine: z.number().int().min(0),
  reject: z.number().int().min(0),
});

/** dmarc/get: how to set DMARC reporting up for the account (setup screen). */
export const DmarcSetup = z.strictObject({
  /** address aggregate reports are sent to (rua=mailto:) */
  rua: z.string(),
  /** address failure reports are sent to (ruf=mailto:) */
  ruf: z.string(),
  /** a record to publish at _dmarc.{domain}, with the product's addresses */
  example_record: z.string(),
  policy_domains: z.number().int().min(0),
  last_report_at: IsoDateTime.nullable(),
});

/** dmarc/policy_domains rows. */
export const PolicyDomainRow = z.strictObject({
  domain: z.string(),
  messages: z.number().int().min(0),
  dmarc_pass: z.number().int().min(0),
  dmarc_pass_rate: z.number().min(0).max(1),
  spf_aligned_rate: z.number().min(0).max(1),
  dkim_aligned_rate: z.number().min(0).max(1),
  /** the published policy seen in the latest report */
  policy: DmarcPolicy.nullable(),
  pct: z.number().int().min(0).max(100).nullable(),
  sources: z.number().int().min(0),
  reporters: z.number().int().min(0),
  failure_reports: z.number().int().min(0),
  dispositions: Dispositions,
});

/** dmarc/domain_days rows: one policy domain's results per day, every day of the range. */
export const DomainDayRow = z.strictObject({
  day: IsoDate,
  messages: z.number().int().min(0),
  dmarc_pass: z.number().int().min(0),
  spf_aligned: z.number().int().min(0),
  dkim_aligned: z.number().int().min(0),
  dispositions: Dispositions,
});

/**
 * dmarc/domain_sources rows: a source is a sending service identified by the base domain of
 * its PTR names (or the IP when it has none), named from a map of known services.
 */
export const DomainSourceRow = z.strictObject({
  source: z.string(),
  name: z.string().nullable(),
  type: z.enum(['ESP', 'ISP', 'Web host', 'Security', 'Unknown']),
  ips: z.number().int().min(0),
  messages: z.number().int().min(0),
  spf_pass: z.number().int().min(0),
  spf_aligned: z.number().int().min(0),
  dkim_pass: z.number().int().min(0),
  dkim_aligned: z.number().int().min(0),
  dmarc_pass: z.number().int().min(0),
  dmarc_pass_rate: z.number().min(0).max(1),
  dispositions: Dispositions,
});

/** dmarc/source_results rows: one aggregate record of the source, per day and reporter. */
export const SourceResultRow = z.strictObject({
  date: IsoDate,
  reporter: z.string(),
  report_id: z.string(),
  source_ip: z.string(),
  ptr: z.string().nullable(),
  /** ISO 3166-1 alpha-2, from the offline IP data */
  country: z.string().nullable(),
  /** the network (autonomous system) and its organisation */
  asn: z.number().int().min(0).nullable(),
  as_name: z.string().nullable(),
  messages: z.number().int().min(0),
  header_from: z.string(),
  envelope_from: z.string().nullable(),
  envelope_to: z.string().nullable(),
  disposition: DmarcPolicy,
  dmarc: z.enum(['pass', 'fail']),
  spf: z.array(
    z.strictObject({
      domain: z.string(),
      scope: z.string().nullable(),
      result: AuthResult,
      aligned: z.boolean(),
    }),
  ),
  dkim: z.array(
    z.strictObject({
      domain: z.string(),
      selector: z.string().nullable(),
      result: AuthResult,
      aligned: z.boolean(),
    }),
  ),
  reasons: z.array(z.strictObject({ type: z.string(), comment: z.string().nullable() })),
});

const failureSummaryShape = {
  id: Id,
  arrival_date: IsoDateTime.nullable(),
  received_at: IsoDateTime,
  reported_domain: z.string().nullable(),
  source_ip: z.string().nullable(),
  auth_failure: z.string().nullable(),
  delivery_result: z.string().nullable(),
  original_mail_from: z.string().nullable(),
  original_rcpt_to: z.string().nullable(),
  reporter: z.string().nullable(),
  /** false for plain-text reports without a machine-readable part */
  parsed: z.boolean(),
};

/** dmarc/failure_reports rows, newest first, at most `failureReportsMax`. */
export const FailureReportSummary = z.strictObject(failureSummaryShape);
export const failureReportsMax = 1000;

/** dmarc/failure_report: one failure (forensic) report with its ARF fields and the original. */
export const FailureReport = z.strictObject({
  ...failureSummaryShape,
  dkim_domain: z.string().nullable(),
  dkim_identity: z.string().nullable(),
  dkim_selector: z.string().nullable(),
  spf_dns: z.string().nullable(),
  identity_alignment: z.string().nullable(),
  authentication_results: z.string().nullable(),
  /** the original message's headers, as received */
  original_headers: z.string().nullable(),
  /** the whole report message, as received */
  raw: z.string(),
});

export const Finding = z.strictObject({
  severity: z.enum(['info', 'warning', 'error']),
  code: z.string(),
  /** in English, for API users; the app says it in the user's language from code and params */
  message: z.string(),
  /** the values interpolated into the message, by name (absent when it has none) */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One DNS record checked: the text found (null when missing) and what is wrong with it. */
export const RecordCheck = z.strictObject({
  name: z.string(),
  record: z.string().nullable(),
  status: z.enum(['ok', 'warning', 'error', 'missing']),
  findings: z.array(Finding),
});

/** dmarc/dns_records: the domain's DMARC, SPF, DKIM, MTA-STS, TLS-RPT and BIMI records. */
export const DnsRecordsReport = z.strictObject({
  domain: z.string(),
  checked_at: IsoDateTime,
  dmarc: RecordCheck,
  spf: RecordCheck.extend({
    /** DNS-querying mechanisms counted against the limit of 10 */
    lookups: z.number().int().min(0).nullable(),
    void_lookups: z.number().int().min(0).nullable(),
  }),
  /** one per selector seen in reports */
  dkim: z.array(RecordCheck.extend({ selector: z.string() })),
  mta_sts: RecordCheck,
  tls_rpt: RecordCheck,
  bimi: RecordCheck,
});

/** A session count of a TLS report. */
const Sessions = z.number().int().min(0);

/** One kind of failure a TLS report counts: RFC 8460's result type and where it happened. */
export const TlsFailure = z.strictObject({
  /** RFC 8460 result type, e.g. starttls-not-supported, certificate-expired */
  result_type: z.string(),
  sending_mta_ip: z.string().nullable(),
  receiving_mx_hostname: z.string().nullable(),
  receiving_ip: z.string().nullable(),
  failure_reason_code: z.string().nullable(),
  failed_sessions: Sessions,
});

/**
 * dmarc/tls_reports: SMTP TLS reports (RFC 8460) about a domain over the days, one row per
 * policy the senders applied (sts, tlsa, no-policy-found) and its MX hosts.
 */
export const TlsPolicySummary = z.strictObject({
  policy_type: z.string(),
  mx_hosts: z.array(z.string()),
  successful_sessions: Sessions,
  failed_sessions: Sessions,
  /** the organisations that reported, by name */
  reporters: z.array(z.string()),
  reports: z.number().int().min(0),
  /** the failures summed by kind and place, the most sessions first, at most 100 */
  failures: z.array(TlsFailure),
});
