// member: reading a workspace's reports (section 7). Every input carries `account`, attached by
// the client; each call names the module the workspace needs.
import { z } from 'zod';
import { Policy } from '../entities/assets.ts';
import { Dataset } from '../entities/dataset.ts';
import { Filters } from '../entities/filters.ts';
import { maxLength } from '../limits.ts';
import { MetricId } from '../metrics.ts';
import {
  DatasetId,
  DimensionId,
  DomainName,
  Email,
  Id,
  IpTarget,
  IsoDate,
  MessageId,
  WorkspaceId,
} from '../primitives.ts';
import { EmailAuditDetail, EmailAuditInbox } from '../reports/audit.ts';
import {
  CategoriesReport,
  DelaysReport,
  DiagnosticsReport,
  GroupingReport,
  SearchReport,
  TimeseriesReport,
  TotalsReport,
} from '../reports/delivery.ts';
import {
  DmarcSetup,
  DnsRecordsReport,
  DomainDayRow,
  DomainSourceRow,
  FailureReport,
  FailureReportSummary,
  PolicyDomainRow,
  SourceResultRow,
  TlsPolicySummary,
} from '../reports/dmarc.ts';
import {
  BlocklistStatus,
  DomainDetail,
  DomainOverview,
  IpDetail,
  IpOverview,
  ListingChange,
} from '../reports/reputation.ts';
import { ReportRange } from '../timeRanges.ts';
import { accountInput, callsOf } from './define.ts';

const call = callsOf('member');

/** What every delivery report reads: a dataset, a range and filters (none by default). */
export const reportQueryShape = {
  dataset: DatasetId,
  range: ReportRange,
  filters: Filters.default([]),
};
export const ReportQuery = accountInput(reportQueryShape);

export const GroupingQuery = accountInput({
  ...reportQueryShape,
  groupBy: DimensionId,
  /** a metric, or `key` to sort by the group value */
  order: z.enum([...MetricId.options, 'key']),
  direction: z.enum(['ASC', 'DESC']),
});

/**
 * Message search needs a recipient, a Message-ID (the run bar's constraint) or a filter: the
 * report's filters narrow it, and a `bounce` or `deferral` filter (a response template of Top
 * Bounces or Top Deferrals) finds the messages that received that response.
 */
export const SearchQuery = accountInput({
  dataset: DatasetId,
  range: ReportRange,
  email: Email.optional(),
  message_id: MessageId.optional(),
  filters: Filters.default([]),
}).refine(
  (query) =>
    query.email !== undefined || query.message_id !== undefined || query.filters.length > 0,
  { message: 'Give a recipient, a Message-ID or a filter' },
);

/** DMARC ranges are whole days: aggregate reports cover days. */
function dayRangeInput<S extends z.ZodRawShape>(shape: S) {
  return accountInput({ ...shape, from: IsoDate, to: IsoDate }).refine(
    (query) => {
      const { from, to } = query as unknown as { from: string; to: string };
      return from <= to;
    },
    { message: 'The end lies before the start', path: ['to'] },
  );
}

/** A DMARC source: the base domain of its PTR names, or its IP. */
const SourceKey = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.domain)
  .regex(/^[A-Za-z0-9.:-]+$/)
  .meta({ examples: ['google.com'] });

export const memberCalls = [
  call({
    resource: 'datasets',
    action: 'all',
    input: accountInput({}),
    output: z.array(Dataset),
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'totals',
    input: ReportQuery,
    output: TotalsReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'timeseries',
    input: ReportQuery,
    output: TimeseriesReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'categories',
    input: ReportQuery,
    output: CategoriesReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'deferrals',
    input: ReportQuery,
    output: DiagnosticsReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'bounces',
    input: ReportQuery,
    output: DiagnosticsReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'delays',
    input: ReportQuery,
    output: DelaysReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'grouping',
    input: GroupingQuery,
    output: GroupingReport,
    module: 'da',
  }),
  call({
    resource: 'datasets',
    action: 'search',
    input: SearchQuery,
    output: SearchReport,
    module: 'da',
  }),

  call({
    resource: 'ips',
    action: 'all',
    input: accountInput({ workspace: WorkspaceId }),
    output: z.array(IpOverview),
    module: 'rm',
  }),
  call({
    resource: 'ips',
    action: 'get',
    input: accountInput({ address: IpTarget, since: IsoDate }),
    output: IpDetail,
    module: 'rm',
  }),
  call({
    resource: 'domains',
    action: 'all',
    input: accountInput({ workspace: WorkspaceId }),
    output: z.array(DomainOverview),
    module: 'rm',
  }),
  call({
    resource: 'domains',
    action: 'get',
    input: accountInput({ name: DomainName, since: IsoDate }),
    output: DomainDetail,
    module: 'rm',
  }),

  /** the active blocklists with their health and how many of the workspace's assets they list */
  call({
    resource: 'blocklists',
    action: 'all',
    input: accountInput({ workspace: WorkspaceId }),
    output: z.array(BlocklistStatus),
    module: 'rm',
  }),
  /** listings of the workspace's IPs and domains that started or ended since a day, newest first */
  call({
    resource: 'reputation',
    action: 'changes',
    input: accountInput({ workspace: WorkspaceId, since: IsoDate }),
    output: z.array(ListingChange),
    module: 'rm',
  }),

  call({
    resource: 'dmarc',
    action: 'get',
    input: accountInput({}),
    output: DmarcSetup,
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'failure_reports',
    input: accountInput({}),
    output: z.array(FailureReportSummary),
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'failure_report',
    input: accountInput({ id: Id }),
    output: FailureReport,
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'policy_domains',
    input: dayRangeInput({}),
    output: z.array(PolicyDomainRow),
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'domain_days',
    input: dayRangeInput({ domain: DomainName }),
    output: z.array(DomainDayRow),
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'domain_sources',
    input: dayRangeInput({ domain: DomainName }),
    output: z.array(DomainSourceRow),
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'source_results',
    input: dayRangeInput({ domain: DomainName, source: SourceKey }),
    output: z.array(SourceResultRow),
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'dns_records',
    input: accountInput({ domain: DomainName }),
    output: DnsRecordsReport,
    module: 'dr',
  }),
  call({
    resource: 'dmarc',
    action: 'tls_reports',
    input: dayRangeInput({ domain: DomainName }),
    output: z.array(TlsPolicySummary),
    module: 'dr',
  }),

  call({
    resource: 'emailaudit',
    action: 'all',
    input: accountInput({ workspace: WorkspaceId }),
    output: EmailAuditInbox,
    module: 'ea',
  }),
  call({
    resource: 'emailaudit',
    action: 'get',
    input: accountInput({ id: Id }),
    output: EmailAuditDetail,
    module: 'ea',
  }),

  call({
    resource: 'policies',
    action: 'all',
    input: accountInput({}),
    output: z.array(Policy),
    module: 'dr',
  }),
] as const;
