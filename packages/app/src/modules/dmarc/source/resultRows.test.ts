import { describe, expect, it } from 'vitest';
import type { SourceResultRow } from '../shared/dmarcTypes.ts';
import { dkimText, resultRows, summarise } from './resultRows.ts';

const words = {
  t: (key: string, values?: Record<string, string>) =>
    key === 'source.authText'
      ? `${values?.domain} ${values?.result} ${values?.alignment}`
      : key.replace('source.', ''),
  disposition: (value: string) => value,
  result: (value: string) => value,
} as never;

const record = (changes: Partial<SourceResultRow>): SourceResultRow => ({
  date: '2026-11-18',
  reporter: 'google.com',
  report_id: '1',
  source_ip: '198.51.100.7',
  ptr: 'a7-12.smtp-out.amazonses.com',
  country: null,
  asn: null,
  as_name: null,
  messages: 10,
  header_from: 'mail.example.com',
  envelope_from: 'amazonses.com',
  envelope_to: null,
  disposition: 'none',
  dmarc: 'pass',
  spf: [{ domain: 'amazonses.com', scope: 'mfrom', result: 'pass', aligned: false }],
  dkim: [{ domain: 'mail.example.com', selector: 'ses1', result: 'pass', aligned: true }],
  reasons: [],
  ...changes,
});

describe('source results', () => {
  it('writes SPF and DKIM results with their domain, selector and alignment', () => {
    const [row] = resultRows([record({})], words);
    expect(row?.spf).toBe('amazonses.com pass notAligned');
    expect(dkimText(record({}), words)).toBe('mail.example.com (ses1) pass aligned');
  });

  it('sums what the source was seen with, the busiest first', () => {
    const summary = summarise([
      record({}),
      record({ source_ip: '198.51.100.8', ptr: null, messages: 30, dmarc: 'fail', dkim: [] }),
    ]);
    expect(summary.messages).toBe(40);
    expect(summary.dmarcPass).toBe(10);
    expect(summary.ips.map((ip) => ip.ip)).toEqual(['198.51.100.8', '198.51.100.7']);
    expect(summary.dkim).toEqual([{ name: 'mail.example.com (ses1)', messages: 10 }]);
    expect(summary.spf).toEqual([{ name: 'amazonses.com', messages: 40 }]);
  });
});
