// The calls of DMARC Reports (member/dmarc/*, member/policies/all): the setup (report address
// and the record to publish), per policy domain and per source totals over a range of days,
// one source's records, and the failure reports. Every read is of the caller's account only.
import crypto from 'node:crypto';
import type { ParsedInput, Policy } from '@console/contract';
import { failureReportsMax } from '@console/contract';
import type { z } from 'zod';
import type {
  DmarcSetup,
  DnsRecordsReport,
  DomainDayRow,
  DomainSourceRow,
  FailureReport,
  FailureReportSummary,
  PolicyDomainRow,
  SourceResultRow,
  TlsPolicySummary,
} from '@console/contract';
import { fail, notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import { assetsOf, findAsset } from '../assets/assets.repository.ts';
import {
  claimAddressToken,
  dkimSelectorsSeen,
  domainDayTotals,
  domainSourceTotals,
  failureReportCounts,
  failureReportSummaries,
  findFailureReport,
  hasReportsFor,
  latestPolicies,
  policyDomainTotals,
  reportTotals,
  sourceRecords,
  tlsReportsBetween,
} from './dmarc.repository.ts';
import { checkDomainRecords } from './dns/domainRecords.ts';
import type { TlsPolicyResult } from './parse/types.ts';
import { loadAddedServices } from './services/addedServices.ts';
import { sendingService } from './services/catalogue.ts';
import { summarizeTlsReports } from './tlsSummary.ts';

/** Days of reports whose DKIM selectors the DNS check looks up. */
export const dkimSelectorDays = 90;

/** Rows of source_results, at most. */
export const sourceResultsMax = 5000;

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The account's report address, created at its first use. */
export async function reportAddress(context: AccountContext): Promise<string> {
  const token = await claimAddressToken(
    context.db,
    context.account.id,
    crypto.randomBytes(8).toString('hex'),
  );
  return `dmarc+${token}@${context.config.inbound.mailDomain}`;
}

export async function dmarcSetup(context: AccountContext): Promise<z.infer<typeof DmarcSetup>> {
  const address = await reportAddress(context);
  const totals = await reportTotals(context.db, context.account.id);
  return {
    rua: address,
    ruf: address,
    example_record: `v=DMARC1; p=none; rua=mailto:${address}; ruf=mailto:${address}; fo=1`,
    policy_domains: totals.domains,
    last_report_at: iso(totals.last),
  };
}

export async function policyDomains(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/policy_domains'>,
): Promise<z.infer<typeof PolicyDomainRow>[]> {
  const accountId = context.account.id;
  const [totals, policies, failures, configured] = await Promise.all([
    policyDomainTotals(context.db, accountId, input.from, input.to),
    latestPolicies(context.db, accountId),
    failureReportCounts(context.db, accountId, input.from, input.to),
    assetsOf(context.db, 'policies', accountId),
  ]);
  const policyOf = new Map(policies.map((row) => [row.policy_domain, row]));
  const rows = totals.map((row) => ({ ...row }));
  // domains set up in the console show before their first report arrives
  const seen = new Set(rows.map((row) => row.domain));
  for (const { id } of configured)
    if (!seen.has(id))
      rows.push({
        domain: id,
        messages: 0,
        dmarc_pass: 0,
        spf_aligned: 0,
        dkim_aligned: 0,
        none: 0,
        quarantine: 0,
        reject: 0,
        sources: 0,
        reporters: 0,
      });
  return rows.map((row) => {
    const policy = policyOf.get(row.domain);
    return {
      domain: row.domain,
      messages: row.messages,
      dmarc_pass: row.dmarc_pass,
      dmarc_pass_rate: rate(row.dmarc_pass, row.messages),
      spf_aligned_rate: rate(row.spf_aligned, row.messages),
      dkim_aligned_rate: rate(row.dkim_aligned, row.messages),
      policy: (policy?.p ?? null) as z.infer<typeof PolicyDomainRow>['policy'],
      pct: policy?.pct ?? null,
      sources: row.sources,
      reporters: row.reporters,
      failure_reports: failures.get(row.domain) ?? 0,
      dispositions: { none: row.none, quarantine: row.quarantine, reject: row.reject },
    };
  });
}

/** Days of domain_days at most: a year and a day, whatever the range asked. */
export const domainDaysMax = 366;

/** Every day of the range, a day without reports at zero (the chart shows the gap). */
export async function domainDays(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/domain_days'>,
): Promise<z.infer<typeof DomainDayRow>[]> {
  const span = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 + 1;
  if (span > domainDaysMax)
    throw fail('ValidationError', `A chart covers at most ${domainDaysMax} days`);
  const rows = await domainDayTotals(
    context.db,
    context.account.id,
    input.domain.toLowerCase(),
    input.from,
    input.to,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: z.infer<typeof DomainDayRow>[] = [];
  for (
    let day = Date.parse(`${input.from}T00:00:00Z`);
    day <= Date.parse(`${input.to}T00:00:00Z`);
    day += 86_400_000
  ) {
    const iso = new Date(day).toISOString().slice(0, 10);
    const row = byDay.get(iso);
    days.push({
      day: iso,
      messages: row?.messages ?? 0,
      dmarc_pass: row?.dmarc_pass ?? 0,
      spf_aligned: row?.spf_aligned ?? 0,
      dkim_aligned: row?.dkim_aligned ?? 0,
      dispositions: {
        none: row?.none ?? 0,
        quarantine: row?.quarantine ?? 0,
        reject: row?.reject ?? 0,
      },
    });
  }
  return days;
}

export async function domainSources(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/domain_sources'>,
): Promise<z.infer<typeof DomainSourceRow>[]> {
  const [rows, added] = await Promise.all([
    domainSourceTotals(
      context.db,
      context.account.id,
      input.domain.toLowerCase(),
      input.from,
      input.to,
    ),
    loadAddedServices(context.db),
  ]);
  return rows.map((row) => {
    const service = row.named ? sendingService(row.source, added) : null;
    return {
      source: row.source,
      name: service?.name ?? null,
      type: service?.type ?? 'Unknown',
      ips: row.ips,
      messages: row.messages,
      spf_pass: row.spf_pass,
      spf_aligned: row.spf_aligned,
      dkim_pass: row.dkim_pass,
      dkim_aligned: row.dkim_aligned,
      dmarc_pass: row.dmarc_pass,
      dmarc_pass_rate: rate(row.dmarc_pass, row.messages),
      dispositions: { none: row.none, quarantine: row.quarantine, reject: row.reject },
    };
  });
}

export async function sourceResults(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/source_results'>,
): Promise<z.infer<typeof SourceResultRow>[]> {
  const rows = await sourceRecords(
    context.db,
    context.account.id,
    input.domain.toLowerCase(),
    input.source,
    input.from,
    input.to,
    sourceResultsMax,
  );
  return rows.map((row) => ({
    date: row.day,
    reporter: row.org_name,
    report_id: row.report_id,
    source_ip: row.source_ip,
    ptr: row.ptr,
    country: row.country,
    asn: row.asn,
    as_name: row.as_name,
    messages: row.messages,
    header_from: row.header_from,
    envelope_from: row.envelope_from,
    envelope_to: row.envelope_to,
    disposition: row.disposition as z.infer<typeof SourceResultRow>['disposition'],
    dmarc: row.dmarc_pass ? 'pass' : 'fail',
    spf: row.spf.map((entry) => ({
      domain: entry.domain,
      scope: entry.scope ?? null,
      result: entry.result as z.infer<typeof SourceResultRow>['spf'][number]['result'],
      aligned: entry.aligned,
    })),
    dkim: row.dkim.map((entry) => ({
      domain: entry.domain,
      selector: entry.selector ?? null,
      result: entry.result as z.infer<typeof SourceResultRow>['dkim'][number]['result'],
      aligned: entry.aligned,
    })),
    reasons: row.reasons,
  }));
}

type SummaryRow = Awaited<ReturnType<typeof failureReportSummaries>>[number];

function toSummary(row: SummaryRow): z.infer<typeof FailureReportSummary> {
  return {
    id: String(row.id),
    arrival_date: iso(row.arrival_date),
    received_at: row.received_at.toISOString(),
    reported_domain: row.reported_domain,
    source_ip: row.source_ip,
    auth_failure: row.auth_failure,
    delivery_result: row.delivery_result,
    original_mail_from: row.original_mail_from,
    original_rcpt_to: row.original_rcpt_to,
    reporter: row.reporter,
    parsed: row.parsed,
  };
}

export async function failureReports(
  context: AccountContext,
): Promise<z.infer<typeof FailureReportSummary>[]> {
  const rows = await failureReportSummaries(context.db, context.account.id, failureReportsMax);
  return rows.map(toSummary);
}

export async function failureReport(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/failure_report'>,
): Promise<z.infer<typeof FailureReport>> {
  const id = /^\d{1,15}$/.test(input.id) ? Number(input.id) : null;
  const row = id === null ? undefined : await findFailureReport(context.db, context.account.id, id);
  if (!row) throw notFound('No such failure report');
  return {
    ...toSummary(row),
    dkim_domain: row.dkim_domain,
    dkim_identity: row.dkim_identity,
    dkim_selector: row.dkim_selector,
    spf_dns: row.spf_dns,
    identity_alignment: row.identity_alignment,
    authentication_results: row.authentication_results,
    original_headers: row.original_headers,
    raw: row.raw,
  };
}

export async function tlsReports(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/tls_reports'>,
): Promise<z.infer<typeof TlsPolicySummary>[]> {
  const rows = await tlsReportsBetween(context.db, context.account.id, input.from, input.to);
  return summarizeTlsReports(
    rows.map((row) => ({
      organization: row.organization,
      policies: row.policies as TlsPolicyResult[],
    })),
    input.domain.toLowerCase(),
  );
}

/**
 * The domain's DMARC, SPF, DKIM, MTA-STS, TLS-RPT and BIMI records checked (dns/). Only for a
 * policy domain of the account (set up, or with reports): the server's resolver and its
 * bandwidth are not a service for looking up any domain on the internet, and one account must
 * not learn what another set up by asking. Anything else answers 404, as a missing id does.
 */
export async function dnsRecords(
  context: AccountContext,
  input: ParsedInput<'member/dmarc/dns_records'>,
): Promise<z.infer<typeof DnsRecordsReport>> {
  const domain = input.domain.toLowerCase().replace(/\.$/, '');
  const accountId = context.account.id;
  const known =
    (await findAsset(context.db, 'policies', accountId, domain)) !== undefined ||
    (await hasReportsFor(context.db, accountId, domain));
  if (!known) throw notFound('No such policy domain');
  const since = new Date(Date.now() - dkimSelectorDays * 86_400_000).toISOString().slice(0, 10);
  const [selectors, consoleAddress] = await Promise.all([
    dkimSelectorsSeen(context.db, accountId, domain, since),
    reportAddress(context),
  ]);
  return checkDomainRecords({
    dns: context.dns,
    domain,
    mailDomain: context.config.inbound.mailDomain,
    consoleAddress,
    selectors,
  });
}

export async function policies(context: AccountContext): Promise<Policy[]> {
  const rows = await assetsOf(context.db, 'policies', context.account.id);
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    tags: row.tags,
    guests: row.guests,
  }));
}
