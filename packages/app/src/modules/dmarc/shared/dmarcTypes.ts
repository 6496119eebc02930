// The DMARC answers as the app reads them, from the contract's calls (the contract names the
// schemas, not their types).
import type { Output } from '@console/contract';

export type DmarcSetup = Output<'member/dmarc/get'>;
export type PolicyDomainRow = Output<'member/dmarc/policy_domains'>[number];
export type DomainSourceRow = Output<'member/dmarc/domain_sources'>[number];
export type SourceResultRow = Output<'member/dmarc/source_results'>[number];
export type FailureReportSummary = Output<'member/dmarc/failure_reports'>[number];
export type FailureReport = Output<'member/dmarc/failure_report'>;
export type TlsPolicySummary = Output<'member/dmarc/tls_reports'>[number];
export type DnsRecordsReport = Output<'member/dmarc/dns_records'>;
export type RecordCheck = DnsRecordsReport['dmarc'];
export type Finding = RecordCheck['findings'][number];

export type Policy = SourceResultRow['disposition'];
export type Result = SourceResultRow['spf'][number]['result'];
export type SourceType = DomainSourceRow['type'];
export type Dispositions = PolicyDomainRow['dispositions'];
