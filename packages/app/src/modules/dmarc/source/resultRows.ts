// One source's aggregate records as table rows (a line per day and reporter, SPF and DKIM
// results in short words) and what the source was seen with: its IPs and their PTR names, the
// DKIM domains and selectors and the SPF domains, which is what a sender checks first.
import type { CsvCell } from '../../../reportKit/csv/csv.ts';
import type { SourceResultRow } from '../shared/dmarcTypes.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';

export interface ResultTableRow extends Record<string, unknown> {
  id: string;
  date: string;
  reporter: string;
  source_ip: string;
  messages: number;
  disposition: string;
  dmarc: string;
  spf: string;
  dkim: string;
  reasons: string;
  row: SourceResultRow;
}

type Words = Pick<DmarcTexts, 't' | 'disposition' | 'result'>;

export function spfText(row: SourceResultRow, words: Words): string {
  return row.spf
    .map((spf) =>
      words.t('source.authText', {
        domain: spf.domain,
        result: words.result(spf.result),
        alignment: spf.aligned ? words.t('source.aligned') : words.t('source.notAligned'),
      }),
    )
    .join('; ');
}

export function dkimText(row: SourceResultRow, words: Words): string {
  return row.dkim
    .map((dkim) =>
      words.t('source.authText', {
        domain: dkim.selector ? `${dkim.domain} (${dkim.selector})` : dkim.domain,
        result: words.result(dkim.result),
        alignment: dkim.aligned ? words.t('source.aligned') : words.t('source.notAligned'),
      }),
    )
    .join('; ');
}

export function reasonsText(row: SourceResultRow): string {
  return row.reasons
    .map((reason) => (reason.comment ? `${reason.type}: ${reason.comment}` : reason.type))
    .join('; ');
}

export function resultRows(rows: readonly SourceResultRow[], words: Words): ResultTableRow[] {
  return rows.map((row, index) => ({
    id: `${row.date}|${row.reporter}|${row.report_id}|${row.source_ip}|${index}`,
    date: row.date,
    reporter: row.reporter,
    source_ip: row.source_ip,
    messages: row.messages,
    disposition: words.disposition(row.disposition),
    dmarc: words.result(row.dmarc),
    spf: spfText(row, words),
    dkim: dkimText(row, words),
    reasons: reasonsText(row),
    row,
  }));
}

export interface SourceSummary {
  messages: number;
  dmarcPass: number;
  ips: (Pick<SourceResultRow, 'ptr' | 'country' | 'asn' | 'as_name'> & {
    ip: string;
    messages: number;
  })[];
  dkim: { name: string; messages: number }[];
  spf: { name: string; messages: number }[];
  reporters: string[];
}

function countInto(map: Map<string, number>, key: string, messages: number) {
  map.set(key, (map.get(key) ?? 0) + messages);
}

const byMessages = (map: Map<string, number>) =>
  [...map]
    .map(([name, messages]) => ({ name, messages }))
    .sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));

export function summarise(rows: readonly SourceResultRow[]): SourceSummary {
  const ips = new Map<string, number>();
  const known = new Map<string, SourceResultRow>();
  const dkim = new Map<string, number>();
  const spf = new Map<string, number>();
  const reporters = new Set<string>();
  let messages = 0;
  let dmarcPass = 0;
  for (const row of rows) {
    messages += row.messages;
    if (row.dmarc === 'pass') dmarcPass += row.messages;
    countInto(ips, row.source_ip, row.messages);
    if (row.ptr || !known.has(row.source_ip)) known.set(row.source_ip, row);
    for (const entry of row.dkim)
      countInto(
        dkim,
        entry.selector ? `${entry.domain} (${entry.selector})` : entry.domain,
        row.messages,
      );
    for (const entry of row.spf) countInto(spf, entry.domain, row.messages);
    reporters.add(row.reporter);
  }
  return {
    messages,
    dmarcPass,
    ips: byMessages(ips).map(({ name, messages: count }) => {
      const row = known.get(name);
      return {
        ip: name,
        ptr: row?.ptr ?? null,
        country: row?.country ?? null,
        asn: row?.asn ?? null,
        as_name: row?.as_name ?? null,
        messages: count,
      };
    }),
    dkim: byMessages(dkim),
    spf: byMessages(spf),
    reporters: [...reporters].sort(),
  };
}

export function resultCsvRows(
  rows: readonly ResultTableRow[],
  headers: readonly string[],
): CsvCell[][] {
  return [
    [...headers],
    ...rows.map((entry) => [
      entry.date,
      entry.reporter,
      entry.row.report_id,
      entry.source_ip,
      entry.row.ptr,
      entry.messages,
      entry.row.header_from,
      entry.row.envelope_from,
      entry.disposition,
      entry.dmarc,
      entry.spf,
      entry.dkim,
      entry.reasons,
    ]),
  ];
}
