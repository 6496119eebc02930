// The calls of DMARC Reports (module dr).
import { handle } from '../../http/routes.ts';
import {
  dmarcSetup,
  dnsRecords,
  domainDays,
  domainSources,
  failureReport,
  failureReports,
  policies,
  policyDomains,
  sourceResults,
  tlsReports,
} from './dmarc.service.ts';

export const dmarcRoutes = [
  handle('member/dmarc/get', (_input, context) => dmarcSetup(context)),
  handle('member/dmarc/policy_domains', (input, context) => policyDomains(context, input)),
  handle('member/dmarc/domain_days', (input, context) => domainDays(context, input)),
  handle('member/dmarc/domain_sources', (input, context) => domainSources(context, input)),
  handle('member/dmarc/source_results', (input, context) => sourceResults(context, input)),
  handle('member/dmarc/failure_reports', (_input, context) => failureReports(context)),
  handle('member/dmarc/failure_report', (input, context) => failureReport(context, input)),
  handle('member/dmarc/tls_reports', (input, context) => tlsReports(context, input)),
  handle('member/dmarc/dns_records', (input, context) => dnsRecords(context, input)),
  handle('member/policies/all', (_input, context) => policies(context)),
];
