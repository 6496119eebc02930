import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv.ts';

const comma = { delimiter: 'comma', bom: false } as const;

describe('toCsv', () => {
  it('writes records separated by CRLF with the chosen delimiter', () => {
    const rows = [
      ['Provider', 'Sent', 'Bounce rate (%)'],
      ['Google', 48210, 0.84],
    ];
    expect(toCsv(rows, comma)).toBe('Provider,Sent,Bounce rate (%)\r\nGoogle,48210,0.84\r\n');
    expect(toCsv(rows, { delimiter: 'semicolon', bom: false })).toBe(
      'Provider;Sent;Bounce rate (%)\r\nGoogle;48210;0.84\r\n',
    );
    expect(toCsv(rows, { delimiter: 'pipe', bom: false })).toBe(
      'Provider|Sent|Bounce rate (%)\r\nGoogle|48210|0.84\r\n',
    );
    expect(toCsv(rows, { delimiter: 'tab', bom: false })).toBe(
      'Provider\tSent\tBounce rate (%)\r\nGoogle\t48210\t0.84\r\n',
    );
  });

  it('starts with a byte-order mark when asked', () => {
    const csv = toCsv([['Domaine'], ['orange.fr']], { delimiter: 'semicolon', bom: true });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Domaine\r\norange.fr\r\n');
  });

  it('quotes fields holding the delimiter, quotes or line breaks, doubling inner quotes', () => {
    const csv = toCsv(
      [['550 5.7.1 Service unavailable; Client host [{ip}] blocked', 'say "hi"', 'a\nb', 'c\rd']],
      comma,
    );
    expect(csv).toBe(
      '550 5.7.1 Service unavailable; Client host [{ip}] blocked,"say ""hi""","a\nb","c\rd"\r\n',
    );
    // the semicolon is the delimiter now, so the same text needs quotes
    expect(toCsv([['unavailable; blocked']], { delimiter: 'semicolon', bom: false })).toBe(
      '"unavailable; blocked"\r\n',
    );
  });

  it('leaves text without special characters unquoted, even with spaces and accents', () => {
    expect(toCsv([['Taux de rebond', 'Zustellrate ü']], comma)).toBe(
      'Taux de rebond,Zustellrate ü\r\n',
    );
  });

  it('writes numbers with the decimal mark of the number format and no grouping', () => {
    const rows = [[1234567.5, 0.0125, -3]];
    expect(toCsv(rows, { delimiter: 'semicolon', bom: false, decimalMark: ',' })).toBe(
      '1234567,5;0,0125;-3\r\n',
    );
    // a decimal comma inside a comma-separated file is quoted
    expect(toCsv(rows, { delimiter: 'comma', bom: false, decimalMark: ',' })).toBe(
      '"1234567,5","0,0125",-3\r\n',
    );
    expect(toCsv([[1e-7]], comma)).toBe('0.0000001\r\n');
  });

  it('writes empty fields for missing and non-finite values', () => {
    expect(toCsv([['a', null, undefined, Number.NaN, 'b']], comma)).toBe('a,,,,b\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-cmd', '@SUM(A1)', 'ok']], comma)).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-cmd,'@SUM(A1),ok\r\n`,
    );
  });

  it('writes an empty file for no rows', () => {
    expect(toCsv([], comma)).toBe('');
    expect(toCsv([], { delimiter: 'comma', bom: true })).toBe('\uFEFF');
  });
});

describe('csvFileName', () => {
  it('joins safe parts with underscores', () => {
    expect(csvFileName(['delivery', 'Mailbox provider', '2026-11-19'])).toBe(
      'delivery_Mailbox-provider_2026-11-19.csv',
    );
    expect(csvFileName(['a/b:c', '', '***'])).toBe('a-b-c.csv');
    expect(csvFileName([])).toBe('report.csv');
  });
});
