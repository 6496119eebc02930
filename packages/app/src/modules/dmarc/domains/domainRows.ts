// Policy domains as table rows and CSV lines: the answer's figures, the policy in words, what
// receivers did beyond delivering (quarantined, rejected), and the trend: the change of the
// DMARC pass rate since the days before (as many), null when the domain had no mail then.
import type { CsvCell } from '../../../reportKit/csv/csv.ts';
import type { PolicyDomainRow } from '../shared/dmarcTypes.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';

export interface DomainTableRow extends Record<string, unknown> {
  id: string;
  domain: string;
  messages: number;
  dmarc_pass_rate: number;
  /** DMARC pass rate now minus before, in rate units (0.02 is 2 points) */
  trend: number | null;
  spf_aligned_rate: number;
  dkim_aligned_rate: number;
  policy: string;
  sources: number;
  reporters: number;
  failure_reports: number;
  quarantined: number;
  rejected: number;
  source: PolicyDomainRow;
}

type Words = Pick<DmarcTexts, 'policy'>;

export function domainRows(
  rows: readonly PolicyDomainRow[],
  before: readonly PolicyDomainRow[] | undefined,
  words: Words,
): DomainTableRow[] {
  const earlier = new Map((before ?? []).map((row) => [row.domain, row]));
  return rows.map((row) => {
    const then = earlier.get(row.domain);
    return {
      id: row.domain,
      domain: row.domain,
      messages: row.messages,
      dmarc_pass_rate: row.dmarc_pass_rate,
      trend:
        then && then.messages > 0 && row.messages > 0
          ? row.dmarc_pass_rate - then.dmarc_pass_rate
          : null,
      spf_aligned_rate: row.spf_aligned_rate,
      dkim_aligned_rate: row.dkim_aligned_rate,
      policy: words.policy(row.policy, row.pct),
      sources: row.sources,
      reporters: row.reporters,
      failure_reports: row.failure_reports,
      quarantined: row.dispositions.quarantine,
      rejected: row.dispositions.reject,
      source: row,
    };
  });
}

export function domainCsvRows(
  rows: readonly PolicyDomainRow[],
  headers: readonly string[],
  words: Words,
): CsvCell[][] {
  return [
    [...headers],
    ...rows.map((row) => [
      row.domain,
      row.messages,
      row.dmarc_pass,
      row.dmarc_pass_rate,
      row.spf_aligned_rate,
      row.dkim_aligned_rate,
      words.policy(row.policy, null),
      row.pct,
      row.sources,
      row.reporters,
      row.failure_reports,
      row.dispositions.none,
      row.dispositions.quarantine,
      row.dispositions.reject,
    ]),
  ];
}
