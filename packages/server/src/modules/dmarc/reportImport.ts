// One import for every way reports arrive (mail to the report address, an IMAP mailbox, an
// upload, `pnpm console import-dmarc`): the input is already stored raw by its caller; here its
// report documents are found (parse/inputs.ts) and stored.
//
// Small aggregate reports (most receivers send one to five records) are parsed whole and wait
// for a batch: a thousand reports or 5,000 records of one or many inputs go to the database in
// one transaction of four statements, which is what makes a mailbox of 100,000 reports quick.
// Should a batch fail, its reports are stored again one transaction each, so a broken report
// never takes the others down and a report is stored whole or not at all. A large report
// streams in its own transaction, its records going to the database a batch at a time as the
// parser hands them over: memory stays bounded by the batch, not by the report. Source IPs are
// noted for the enrichment job; no look-up happens during an import.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema/index.ts';
import { DailyTotals } from './dailyTotals.ts';
import {
  addDailyTotals,
  addReporterDays,
  insertFailureReport,
  insertRecords,
  insertReports,
  insertTlsReport,
  noteSources,
  type NewReport,
} from './dmarc.repository.ts';
import { parseAggregateReport, readAggregateReport } from './parse/aggregate.ts';
import { parseFailureReport } from './parse/failure.ts';
import { extractReportDocuments, type ReportDocument } from './parse/inputs.ts';
import { parseTlsReport } from './parse/tlsReport.ts';
import type { AggregateRecord, AggregateReport } from './parse/types.ts';
import { reportDays } from './reportDays.ts';
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

/** A report document larger than this streams in its own transaction. */
const wholeReportBytes = 1024 * 1024;
/** A batch is stored once it holds this many reports or records. */
const batchReports = 1000;
const batchRecords = 5000;

/** An input whose summary is complete once its last waiting report is stored. */
interface InputState {
  summary: ImportSummary;
  waiting: number;
  onStored: (summary: ImportSummary) => void | Promise<void>;
}

interface WaitingReport {
  input: InputState;
  source: string;
  values: NewReport;
  report: AggregateReport;
  records: AggregateRecord[];
}

/**
 * Imports inputs of one account: `add` reads an input and stores what it can at once (failure
 * and TLS reports, large aggregate reports); its small aggregate reports wait for the batch.
 * Each input's `onStored` runs with its summary once all its reports are stored; `finish`
 * stores the last batch.
 */
export class ReportImport {
  private batch: WaitingReport[] = [];
  private batchedRecords = 0;
  /** reporter and report id of the batch's reports: a repeat waits for the next batch */
  private batchedIds = new Set<string>();

  private readonly db: Kysely<Database>;
  private readonly accountId: string;

  constructor(db: Kysely<Database>, accountId: string) {
    this.db = db;
    this.accountId = accountId;
  }

  async add(
    input: Buffer,
    origin: ImportOrigin,
    onStored: (summary: ImportSummary) => void | Promise<void> = () => undefined,
  ): Promise<void> {
    // waiting holds one for the reading itself: a batch stored while this input is still being
    // read (an mbox of 5,000 reports) cannot finish it early
    const state: InputState = { summary: emptySummary(), waiting: 1, onStored };
    const parts = await extractReportDocuments(input, {
      name: origin.name,
      maxExpandedBytes: origin.maxExpandedBytes,
    });
    for (const part of parts) {
      if (!part.ok) state.summary.errors.push({ source: part.source, message: part.error.message });
      else if (part.kind === 'aggregate' && part.bytes.length <= wholeReportBytes)
        await this.readIntoBatch(state, part, origin);
      else await this.storeAlone(state, part, origin);
    }
    await done(state);
  }

  async finish(): Promise<void> {
    await this.storeBatch();
  }

  private async readIntoBatch(state: InputState, part: ReportDocument, origin: ImportOrigin) {
    let read: Awaited<ReturnType<typeof readAggregateReport>>;
    try {
      read = await readAggregateReport(part.bytes);
    } catch (error) {
      state.summary.errors.push({ source: part.source, message: messageOf(error) });
      return;
    }
    const id = `${read.report.orgName}\u0000${read.report.reportId}`;
    if (this.batchedIds.has(id)) await this.storeBatch();
    this.batchedIds.add(id);
    state.waiting += 1;
    this.batch.push({
      input: state,
      source: part.source,
      values: reportValues(this.accountId, read.report, origin),
      ...read,
    });
    this.batchedRecords += read.records.length;
    if (this.batch.length >= batchReports || this.batchedRecords >= batchRecords)
      await this.storeBatch();
  }

  private async storeBatch(): Promise<void> {
    const batch = this.batch;
    if (batch.length === 0) return;
    this.batch = [];
    this.batchedRecords = 0;
    this.batchedIds.clear();
    try {
      await this.db.transaction().execute((tx) => storeReports(tx, this.accountId, batch));
    } catch {
      // one transaction each: the report that broke the batch is the only one lost
      for (const waiting of batch)
        try {
          await this.db.transaction().execute((tx) => storeReports(tx, this.accountId, [waiting]));
        } catch (error) {
          waiting.input.summary.errors.push({ source: waiting.source, message: messageOf(error) });
        }
    }
    for (const { input } of batch) await done(input);
  }

  private async storeAlone(state: InputState, part: ReportDocument, origin: ImportOrigin) {
    try {
      await this.db
        .transaction()
        .execute((tx) => storeDocument(tx, this.accountId, part, origin, state.summary));
    } catch (error) {
      if (error instanceof Duplicate) state.summary.duplicates += 1;
      else state.summary.errors.push({ source: part.source, message: messageOf(error) });
    }
  }
}

/** One more of the input's reports stored (or its reading over): told once the last one is. */
async function done(input: InputState): Promise<void> {
  input.waiting -= 1;
  if (input.waiting === 0) await input.onStored(input.summary);
}

/** Imports one input: its summary once every report in it is stored. */
export async function importReports(
  db: Kysely<Database>,
  accountId: string,
  input: Buffer,
  origin: ImportOrigin = {},
): Promise<ImportSummary> {
  const run = new ReportImport(db, accountId);
  let result = emptySummary();
  await run.add(input, origin, (summary) => {
    result = summary;
  });
  await run.finish();
  return result;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stores whole reports of a batch (no duplicate reporter and id among them) and counts them. */
async function storeReports(tx: Db, accountId: string, batch: WaitingReport[]): Promise<void> {
  const stored = await insertReports(
    tx,
    batch.map((waiting) => waiting.values),
  );
  const rows = batch.flatMap((waiting, index) => {
    const outcome = stored[index];
    return outcome ? recordRows(accountId, outcome.no, waiting.report, waiting.records) : [];
  });
  await insertRecords(tx, rows);
  await addReporterDays(
    tx,
    batch.filter((_, index) => stored[index]).map((waiting) => waiting.values),
  );
  const daily = new DailyTotals();
  daily.add(rows);
  await addDailyTotals(tx, daily.rows());
  await noteSources(tx, [...new Set(rows.map((row) => row.source_ip))]);
  // counted once the transaction holds them all
  batch.forEach(({ input: { summary }, report }, index) => {
    const outcome = stored[index];
    if (!outcome) return void (summary.duplicates += 1);
    summary.aggregate += 1;
    summary.records += report.recordCount;
    if (outcome.repeat) summary.repeats += 1;
  });
}

class Duplicate extends Error {}

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

/** A large report, its records stored as the parser hands them over. */
async function storeAggregate(tx: Db, accountId: string, bytes: Buffer, origin: ImportOrigin) {
  let stored: { no: number; repeat: boolean } | null = null;
  const daily = new DailyTotals();
  const begin = async (report: AggregateReport) => {
    const values = reportValues(accountId, report, origin);
    const [outcome] = await insertReports(tx, [values]);
    if (!outcome) throw new Duplicate();
    await addReporterDays(tx, [values]);
    return (stored = outcome);
  };
  const report = await parseAggregateReport(bytes, {
    // as many as one statement of insertRecords takes
    batchSize: 5000,
    onRecords: async (records, metadata) => {
      const { no } = stored ?? (await begin(metadata));
      const rows = recordRows(accountId, no, metadata, records);
      await insertRecords(tx, rows);
      daily.add(rows);
      await noteSources(tx, [...new Set(rows.map((row) => row.source_ip))]);
    },
  });
  const { no, repeat } = stored ?? (await begin(report));
  await addDailyTotals(tx, daily.rows());
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

/** The report's row; its totals are those read so far (all of them for a whole report). */
function reportValues(accountId: string, report: AggregateReport, origin: ImportOrigin): NewReport {
  const { policy } = report;
  const days = reportDays(report.begin, report.end);
  return {
    account_id: accountId,
    policy_domain: policy.domain,
    org_name: report.orgName,
    email: report.email,
    extra_contact_info: report.extraContactInfo,
    report_id: report.reportId,
    begin_at: new Date(report.begin * 1000),
    end_at: new Date(report.end * 1000),
    first_day: days[0]?.day as string,
    last_day: days.at(-1)?.day as string,
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
    records: report.recordCount,
    messages: report.messageCount,
    skipped: report.skipped,
    ...originColumns(origin),
  };
}
