// One import for every way reports arrive (mail to the report address, an IMAP mailbox, an
// upload, `pnpm console import-dmarc`): the input is already stored raw by its caller; here its
// report documents are found (parse/inputs.ts), each parsed and stored in a transaction of its
// own, so a broken report never takes the others down and a report is stored whole or not at
// all. Records go to the database a batch at a time as the parser hands them over: memory stays
// bounded by the batch, not by the report. Source IPs are noted for the enrichment job; no
// look-up happens during an import.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema/index.ts';
import {
  insertFailureReport,
  insertRecords,
  insertReport,
  insertTlsReport,
  noteSources,
} from './dmarc.repository.ts';
import { parseAggregateReport } from './parse/aggregate.ts';
import { parseFailureReport } from './parse/failure.ts';
import { extractReportDocuments, type ReportDocument } from './parse/inputs.ts';
import { parseTlsReport } from './parse/tlsReport.ts';
import type { AggregateReport } from './parse/types.ts';
import { recordRows } from './reportRows.ts';

export interface ImportOrigin {
  inboundMessageId?: number;
  uploadId?: number;
  /** the input's name (a file name), for the summary's sources */
  name?: string;
  /** cap on decompressed bytes of the whole input */
  maxExpandedBytes?: number;
}

export interface ImportSummary {
  /** aggregate reports stored */
  aggregate: number;
  /** aggregate reports already stored (same reporter, report id and range) */
  duplicates: number;
  /** of the stored ones, those repeating an earlier report id with another range */
  repeats: number;
  records: number;
  failure: number;
  /** failure reports already stored (the same message) */
  failureDuplicates: number;
  tls: number;
  /** TLS reports already stored */
  tlsDuplicates: number;
  /** what could not be read, by where it was found */
  errors: { source: string; message: string }[];
}

export const emptySummary = (): ImportSummary => ({
  aggregate: 0,
  duplicates: 0,
  repeats: 0,
  records: 0,
  failure: 0,
  failureDuplicates: 0,
  tls: 0,
  tlsDuplicates: 0,
  errors: [],
});

/** Reports found in the input, stored now or before: 0 means nothing in it could be read. */
export const reportsRead = (summary: ImportSummary) =>
  summary.aggregate +
  summary.duplicates +
  summary.failure +
  summary.failureDuplicates +
  summary.tls +
  summary.tlsDuplicates;

class Duplicate extends Error {}

export async function importReports(
  db: Kysely<Database>,
  accountId: string,
  input: Buffer,
  origin: ImportOrigin = {},
): Promise<ImportSummary> {
  const summary = emptySummary();
  const parts = await extractReportDocuments(input, {
    name: origin.name,
    maxExpandedBytes: origin.maxExpandedBytes,
  });
  for (const part of parts) {
    if (!part.ok) {
      summary.errors.push({ source: part.source, message: part.error.message });
      continue;
    }
    try {
      await db.transaction().execute((tx) => storeDocument(tx, accountId, part, origin, summary));
    } catch (error) {
      if (error instanceof Duplicate) summary.duplicates += 1;
      else
        summary.errors.push({
          source: part.source,
          message: error instanceof Error ? error.message : String(error),
        });
    }
  }
  return summary;
}

const originColumns = (origin: ImportOrigin) => ({
  inbound_message_id: origin.inboundMessageId ?? null,
  upload_id: origin.uploadId ?? null,
});

async function storeDocument(
  tx: Db,
  accountId: string,
  document: ReportDocument,
  origin: ImportOrigin,
  summary: ImportSummary,
): Promise<void> {
  if (document.kind === 'aggregate') {
    const stored = await storeAggregate(tx, accountId, document.bytes, origin);
    summary.aggregate += 1;
    summary.records += stored.records;
    if (stored.repeat) summary.repeats += 1;
  } else if (document.kind === 'failure') {
    const report = await parseFailureReport(document.bytes);
    const stored = await insertFailureReport(tx, {
      account_id: accountId,
      parsed: report.parsed,
      reporter: report.reporter,
      feedback_type: report.feedbackType,
      arrival_date: report.arrivalDate,
      reported_domain: report.reportedDomain,
      source_ip: report.sourceIp,
      auth_failure: report.authFailure,
      delivery_result: report.deliveryResult,
      dkim_domain: report.dkimDomain,
      dkim_identity: report.dkimIdentity,
      dkim_selector: report.dkimSelector,
      spf_dns: report.spfDns,
      identity_alignment: report.identityAlignment,
      original_mail_from: report.originalMailFrom,
      original_rcpt_to: report.originalRcptTo,
      authentication_results: report.authenticationResults,
      original_headers: report.originalHeaders,
      fields: report.fields,
      raw: document.bytes.toString('utf8'),
      raw_sha256: crypto.createHash('sha256').update(document.bytes).digest('hex'),
      ...originColumns(origin),
    });
    if (stored === null) {
      summary.failureDuplicates += 1;
      return;
    }
    if (report.sourceIp) await noteSources(tx, [report.sourceIp]);
    summary.failure += 1;
  } else {
    const report = parseTlsReport(document.bytes);
    const stored = await insertTlsReport(tx, {
      account_id: accountId,
      organization: report.organizationName,
      report_id: report.reportId,
      contact_info: report.contactInfo,
      begin_at: report.begin,
      end_at: report.end,
      policies: report.policies,
      ...originColumns(origin),
    });
    if (stored) summary.tls += 1;
    else summary.tlsDuplicates += 1;
  }
}

async function storeAggregate(tx: Db, accountId: string, bytes: Buffer, origin: ImportOrigin) {
  let reportNo: number | null = null;
  let repeat = false;
  const begin = async (report: AggregateReport) => {
    reportNo = await insertReport(tx, reportValues(accountId, report, origin));
    if (reportNo === null) throw new Duplicate();
    const row = await tx
      .selectFrom('dmarc_reports')
      .select('repeat_of')
      .where('no', '=', reportNo)
      .executeTakeFirstOrThrow();
    repeat = row.repeat_of !== null;
    return reportNo;
  };
  const report = await parseAggregateReport(bytes, {
    onRecords: async (records, metadata) => {
      const no = reportNo ?? (await begin(metadata));
      await insertRecords(
        tx,
        records.flatMap((record) => recordRows(accountId, no, metadata, record)),
      );
      await noteSources(tx, [...new Set(records.map((record) => record.sourceIp))]);
    },
  });
  const no = reportNo ?? (await begin(report));
  await tx
    .updateTable('dmarc_reports')
    .set({
      records: report.recordCount,
      messages: report.messageCount,
      skipped: report.skipped,
      warnings: report.warnings,
    })
    .where('no', '=', no)
    .execute();
  return { records: report.recordCount, repeat };
}

function reportValues(accountId: string, report: AggregateReport, origin: ImportOrigin) {
  const { policy } = report;
  return {
    account_id: accountId,
    policy_domain: policy.domain,
    org_name: report.orgName,
    email: report.email,
    extra_contact_info: report.extraContactInfo,
    report_id: report.reportId,
    begin_at: new Date(report.begin * 1000),
    end_at: new Date(report.end * 1000),
    schema: report.schema,
    version: report.version,
    generator: report.generator,
    adkim: policy.adkim,
    aspf: policy.aspf,
    p: policy.p,
    sp: policy.sp,
    np: policy.np,
    pct: policy.pct,
    fo: policy.fo,
    testing: policy.testing,
    discovery_method: policy.discoveryMethod,
    errors: report.errors,
    warnings: report.warnings,
    records: 0,
    messages: 0,
    skipped: 0,
    ...originColumns(origin),
  };
}
