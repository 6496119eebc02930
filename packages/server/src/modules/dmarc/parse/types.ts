// What the DMARC parsers produce (parse/), before anything is stored: an aggregate report with
// its records, a failure (forensic) report with its ARF fields, or an SMTP TLS report. Values
// are as the reporter wrote them once trimmed; results, dispositions and domains lower-cased.

/** RFC 7489 / RFC 9990 `report_metadata` and `policy_published`. */
export interface AggregateReport {
  /** the schema seen: RFC 9990's namespace, RFC 7489 (or no namespace), or an old draft */
  schema: 'dmarc-2.0' | 'rfc7489' | 'draft';
  version: string | null;
  orgName: string;
  email: string | null;
  extraContactInfo: string | null;
  reportId: string;
  /** Unix seconds, as reported */
  begin: number;
  end: number;
  errors: string[];
  generator: string | null;
  policy: PublishedPolicy;
  /** records delivered to the caller, and the sum of their counts (messages) */
  recordCount: number;
  messageCount: number;
  /** records the parser had to drop (cut off at the end of the file, unreadable) */
  skipped: number;
  /** what was odd but read anyway (an unknown result value, a record without a count) */
  warnings: string[];
}

export interface PublishedPolicy {
  domain: string;
  adkim: 'r' | 's' | null;
  aspf: 'r' | 's' | null;
  p: DmarcPolicyValue | null;
  sp: DmarcPolicyValue | null;
  np: DmarcPolicyValue | null;
  pct: number | null;
  fo: string | null;
  /** RFC 9990 */
  testing: 'y' | 'n' | null;
  discoveryMethod: string | null;
}

export type DmarcPolicyValue = 'none' | 'quarantine' | 'reject';

/** RFC 7489 / 8601 results, lower-cased; anything else becomes 'none' with a warning. */
export type AuthResultValue =
  'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'policy';

export interface AggregateRecord {
  sourceIp: string;
  count: number;
  disposition: DmarcPolicyValue;
  /** policy_evaluated: the DMARC result of each mechanism as the reporter judged it */
  dkim: 'pass' | 'fail';
  spf: 'pass' | 'fail';
  reasons: { type: string; comment: string | null }[];
  headerFrom: string;
  envelopeFrom: string | null;
  envelopeTo: string | null;
  dkimResults: {
    domain: string;
    selector: string | null;
    result: AuthResultValue;
    humanResult: string | null;
  }[];
  spfResults: { domain: string; scope: string | null; result: AuthResultValue }[];
}

/** An RFC 5965 / 6591 / 9991 failure report (ARF `Feedback-Type: auth-failure`). */
export interface FailureReportFields {
  /** false for a report without a machine-readable part (plain text) */
  parsed: boolean;
  feedbackType: string | null;
  userAgent: string | null;
  version: string | null;
  arrivalDate: Date | null;
  reportedDomain: string | null;
  sourceIp: string | null;
  authFailure: string | null;
  deliveryResult: string | null;
  dkimDomain: string | null;
  dkimIdentity: string | null;
  dkimSelector: string | null;
  spfDns: string | null;
  identityAlignment: string | null;
  originalMailFrom: string | null;
  originalRcptTo: string | null;
  authenticationResults: string | null;
  /** the reporting organisation, from the report's From address domain */
  reporter: string | null;
  /** the original message's headers (text/rfc822-headers or the header of message/rfc822) */
  originalHeaders: string | null;
  /** every field of the machine part, as written (name lower-cased; repeated fields kept) */
  fields: [string, string][];
}

/** RFC 8460 SMTP TLS report. */
export interface TlsReport {
  organizationName: string;
  reportId: string;
  contactInfo: string | null;
  begin: Date;
  end: Date;
  policies: TlsPolicyResult[];
}

export interface TlsPolicyResult {
  policyType: string;
  policyDomain: string;
  policyStrings: string[];
  mxHosts: string[];
  successful: number;
  failed: number;
  failures: {
    resultType: string;
    sendingMtaIp: string | null;
    receivingMxHostname: string | null;
    receivingIp: string | null;
    failedSessions: number;
    failureReasonCode: string | null;
  }[];
}

/** Why an input was refused: shown to the admin with the stored raw input, which can be parsed again. */
export type ReportInputErrorCode =
  'Empty' | 'NotAReport' | 'TooLarge' | 'BrokenArchive' | 'UnknownFormat' | 'MissingField';

// A plain field rather than a constructor parameter property: the server runs its .ts files
// with Node's type stripping (erasableSyntaxOnly), which has no parameter properties.
export class ReportInputError extends Error {
  readonly code: ReportInputErrorCode;

  constructor(code: ReportInputErrorCode, message: string) {
    super(message);
    this.name = 'ReportInputError';
    this.code = code;
  }
}
