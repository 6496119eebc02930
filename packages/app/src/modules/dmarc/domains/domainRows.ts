// Policy domains as table rows and CSV lines: the answer's figures, the policy in words and what
// receivers did beyond delivering (quarantined, rejected).
import type { CsvCell } from '../../../reportKit/csv/csv.ts';
import type { PolicyDomainRow } from '../shared/dmarcTypes.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';

export interface DomainTableRow extends Record<string, unknown> {
  id: string;
  domain: string;
  messages: number;
  dmarc_pass_rate: number;
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

export function domainRows(rows: readonly PolicyDomainRow[], words: Words): DomainTableRow[] {
  return rows.map((row) => ({
    id: row.domain,
    domain: row.domain,
    messages: row.messages,
    dmarc_pass_rate: row.dmarc_pass_rate,
    spf_aligned_rate: row.spf_aligned_rate,
    dkim_aligned_rate: row.dkim_aligned_rate,
    policy: words.policy(row.policy, row.pct),
    sources: row.sources,
    reporters: row.reporters,
    failure_reports: row.failure_reports,
    quarantined: row.dispositions.quarantine,
    rejected: row.dispositions.reject,
    source: row,
  }));
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
