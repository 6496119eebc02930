// A parsed aggregate record as the rows stored for it: one per day the report is charted on
// (reportDays.ts), its messages apportioned, with DMARC's verdicts and each authentication
// result's alignment with the header From domain.
//
// Decided where RFC 7489 leaves room: `dmarc_pass`, `spf_aligned` and `dkim_aligned` are the
// reporter's own policy_evaluated verdicts (what its disposition followed), while the `aligned`
// flag of each SPF and DKIM result is ours, from the published adkim / aspf (relaxed unless
// strict), so a result that passed for an unaligned domain (a sending service's own bounce
// domain) shows why DMARC failed.
import type { NewRecord } from './dmarc.repository.ts';
import { aligned } from './alignment.ts';
import type { AggregateRecord, AggregateReport } from './parse/types.ts';
import { apportion, reportDays, type DayShare } from './reportDays.ts';

/** The rows of a report's records (a batch of them, for a large report). */
export function recordRows(
  accountId: string,
  reportNo: number,
  report: AggregateReport,
  records: AggregateRecord[],
): NewRecord[] {
  const days = reportDays(report.begin, report.end);
  return records.flatMap((record) => rowsOfRecord(accountId, reportNo, report, days, record));
}

function rowsOfRecord(
  accountId: string,
  reportNo: number,
  report: AggregateReport,
  days: DayShare[],
  record: AggregateRecord,
): NewRecord[] {
  const headerFrom = record.headerFrom;
  const dkim = record.dkimResults.map((result) => ({
    domain: result.domain,
    selector: result.selector,
    result: result.result,
    aligned: aligned(result.domain, headerFrom, report.policy.adkim ?? 'r'),
  }));
  const spf = record.spfResults.map((result) => ({
    domain: result.domain,
    scope: result.scope,
    result: result.result,
    aligned: aligned(result.domain, headerFrom, report.policy.aspf ?? 'r'),
  }));
  const base = {
    report_no: reportNo,
    account_id: accountId,
    policy_domain: report.policy.domain,
    source_ip: record.sourceIp,
    disposition: record.disposition,
    dkim_evaluated: record.dkim,
    spf_evaluated: record.spf,
    dmarc_pass: record.dkim === 'pass' || record.spf === 'pass',
    spf_pass: record.spfResults.some((result) => result.result === 'pass'),
    spf_aligned: record.spf === 'pass',
    dkim_pass: record.dkimResults.some((result) => result.result === 'pass'),
    dkim_aligned: record.dkim === 'pass',
    header_from: headerFrom,
    envelope_from: record.envelopeFrom,
    envelope_to: record.envelopeTo,
    dkim,
    spf,
    reasons: record.reasons,
  };
  const counts = apportion(record.count, days);
  const rows: NewRecord[] = [];
  days.forEach((share, index) => {
    const messages = counts[index] as number;
    // a share of no message is left out, unless the record has no messages at all
    if (messages > 0 || (record.count === 0 && index === 0))
      rows.push({ ...base, day: share.day, messages });
  });
  return rows;
}
