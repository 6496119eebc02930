// A domain's sending sources as table rows and CSV lines. The SPF and DKIM figures are counts
// in the answer; the table shows them as shares of the source's messages, the CSV keeps both.
import type { CsvCell } from '../../../reportKit/csv/csv.ts';
import type { DomainSourceRow } from '../shared/dmarcTypes.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';

export interface SourceTableRow extends Record<string, unknown> {
  id: string;
  source: string;
  name: string;
  type: string;
  ips: number;
  messages: number;
  spf_pass: number;
  spf_aligned: number;
  dkim_pass: number;
  dkim_aligned: number;
  dmarc_pass_rate: number;
  quarantined: number;
  rejected: number;
  row: DomainSourceRow;
}

type Words = Pick<DmarcTexts, 'sourceType'>;

const share = (count: number, total: number) => (total > 0 ? count / total : 0);

/** A source some of whose mail failed DMARC: what "failures only" keeps. */
export const hasFailures = (row: DomainSourceRow) => row.dmarc_pass < row.messages;

export function sourceRows(
  rows: readonly DomainSourceRow[],
  words: Words,
  failuresOnly: boolean,
): SourceTableRow[] {
  return rows
    .filter((row) => !failuresOnly || hasFailures(row))
    .map((row) => ({
      id: row.source,
      source: row.source,
      name: row.name ?? '',
      type: words.sourceType(row.type),
      ips: row.ips,
      messages: row.messages,
      spf_pass: share(row.spf_pass, row.messages),
      spf_aligned: share(row.spf_aligned, row.messages),
      dkim_pass: share(row.dkim_pass, row.messages),
      dkim_aligned: share(row.dkim_aligned, row.messages),
      dmarc_pass_rate: row.dmarc_pass_rate,
      quarantined: row.dispositions.quarantine,
      rejected: row.dispositions.reject,
      row,
    }));
}

export function sourceCsvRows(
  rows: readonly SourceTableRow[],
  headers: readonly string[],
): CsvCell[][] {
  return [
    [...headers],
    ...rows.map(({ row, type }) => [
      row.source,
      row.name,
      type,
      row.ips,
      row.messages,
      row.spf_pass,
      row.spf_aligned,
      row.dkim_pass,
      row.dkim_aligned,
      row.dmarc_pass,
      row.dmarc_pass_rate,
      row.dispositions.none,
      row.dispositions.quarantine,
      row.dispositions.reject,
    ]),
  ];
}
