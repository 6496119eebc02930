import { createDeflateRaw, crc32, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readAggregateReport } from './aggregate.ts';
import { ExpansionBudget, gunzipCapped } from './decompress.ts';
import { extractReportDocuments, type ExtractedPart } from './inputs.ts';
import { sniffInput } from './sniff.ts';
import { buildZip, fixture, zipEntry } from '../../../testing/dmarcFixtures.ts';
import type { ReportInputError } from './types.ts';

const MiB = 1024 * 1024;
const CAP = 16 * MiB;
const BOMB_SIZE = 200 * MiB;
const addisonXml = fixture('aggregate/addisonfoods.com!example.com!1536105600!1536191999.xml');

/** 200 MiB of zeros, deflated a mebibyte at a time (never held whole). */
async function zerosDeflated(): Promise<{ deflated: Buffer; crc: number }> {
  const zeros = Buffer.alloc(MiB);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  let crc = 0;
  for (let written = 0; written < BOMB_SIZE; written += MiB) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return { deflated: Buffer.concat(output), crc };
}

/** gzip = header + raw deflate + CRC-32 + size (mod 2^32). */
function gzipOf(deflated: Buffer, crc: number, size: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), deflated, trailer]);
}

async function extractMeasured(input: Buffer) {
  const before = process.memoryUsage().rss;
  const parts = await extractReportDocuments(input, { maxExpandedBytes: CAP });
  return { parts, rssGrowth: process.memoryUsage().rss - before };
}

const errorOf = (part: ExtractedPart | undefined) => {
  if (!part || part.ok) throw new Error(`expected an error part, got ${JSON.stringify(part)}`);
  return part.error;
};

describe('extractReportDocuments against bombs', () => {
  it('refuses a gzip bomb as TooLarge, inflating no more than the cap', async () => {
    const { deflated, crc } = await zerosDeflated();
    const bomb = gzipOf(deflated, crc, BOMB_SIZE);
    expect(bomb.length).toBeLessThan(MiB);
    const { parts, rssGrowth } = await extractMeasured(bomb);
    expect(parts).toHaveLength(1);
    const error = errorOf(parts[0]);
    expect(error.code).toBe('TooLarge');
    expect(error.message).toBe(
      'Decompressed, the input is larger than 16 MiB; refused (a zip or gzip bomb?).',
    );
    expect(rssGrowth).toBeLessThan(2 * CAP);
  }, 60_000);

  it('refuses a zip bomb from its declared size, before inflating it', async () => {
    const { deflated, crc } = await zerosDeflated();
    const honest = buildZip([{ name: 'bomb.xml', deflated, crc, size: BOMB_SIZE }]);
    const { parts, rssGrowth } = await extractMeasured(honest);
    expect(errorOf(parts[0]).code).toBe('TooLarge');
    expect(rssGrowth).toBeLessThan(2 * CAP);
  }, 60_000);

  it('refuses a zip entry that is larger than its header says', async () => {
    const { deflated, crc } = await zerosDeflated();
    const liar = buildZip([
      { name: 'liar.xml', deflated, crc, size: BOMB_SIZE, declaredSize: 1000 },
      zipEntry('good.xml', addisonXml),
    ]);
    const { parts, rssGrowth } = await extractMeasured(liar);
    expect(parts).toHaveLength(2);
    const error = errorOf(parts[0]);
    expect([error.code, error.message]).toEqual([
      'BrokenArchive',
      'Entry liar.xml is larger than the archive says (1000 bytes); refused.',
    ]);
    // the honest entry beside it is still read
    expect(parts[1]).toMatchObject({ ok: true, kind: 'aggregate', source: 'input › good.xml' });
    expect(rssGrowth).toBeLessThan(2 * CAP);
  }, 60_000);
});

describe('extractReportDocuments', () => {
  it('tells inputs apart by their bytes', () => {
    expect(sniffInput(Buffer.from([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(sniffInput(buildZip([zipEntry('a.xml', addisonXml)]))).toBe('zip');
    expect(sniffInput(Buffer.from('\uFEFF  \r\n<?xml version="1.0"?><feedback/>'))).toBe('xml');
    expect(sniffInput(Buffer.from('\n { "organization-name": "x" }'))).toBe('json');
    expect(sniffInput(Buffer.from('From a@b Thu Jan  1 00:00:00 2026\nSubject: x\n'))).toBe('mbox');
    expect(sniffInput(Buffer.from('Received: from x\r\nSubject: y\r\n\r\nbody'))).toBe('email');
    expect(sniffInput(Buffer.from('name: value\nother: value\n'))).toBe('unknown');
    expect(sniffInput(Buffer.from(' \n\t'))).toBe('empty');
    expect(sniffInput(Buffer.from('%PDF-1.7'))).toBe('unknown');
  });

  it('reads zip entries nested as .xml.gz, and reports the junk beside them', async () => {
    const zip = buildZip([
      zipEntry('one.xml.gz', gzipSync(addisonXml)),
      zipEntry('README.txt', Buffer.from('not a report')),
      zipEntry('two.xml', addisonXml),
    ]);
    const parts = await extractReportDocuments(zip, { name: 'reports.zip' });
    expect(parts.map((part) => [part.ok, part.source])).toEqual([
      [true, 'reports.zip › one.xml.gz'],
      [true, 'reports.zip › two.xml'],
    ]);
  });

  it('keeps what a gzip cut off at the end holds, with a warning', async () => {
    const gz = gzipSync(Buffer.from(addisonXml));
    const parts = await extractReportDocuments(gz.subarray(0, gz.length - 12));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({
      ok: true,
      warnings: ['the gzip data was cut off; what could be inflated was kept'],
    });
  });

  it('gives the bytes of a refused part back to the budget', async () => {
    const budget = new ExpansionBudget(1000);
    const big = gzipSync(Buffer.alloc(5000));
    const error = await gunzipCapped(big, budget).catch((caught: unknown) => caught);
    expect((error as ReportInputError).code).toBe('TooLarge');
    expect(budget.remaining).toBe(1000);
  });

  it('reads the good attachment of an email whose other attachment is corrupt', async () => {
    const corruptZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 7)]);
    const email = [
      'From: DMARC Reporter <dmarc@receiver.example>',
      'To: rua@example.com',
      'Subject: Report domain: example.com',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Two reports attached.',
      '--b1',
      'Content-Type: application/gzip; name="good.xml.gz"',
      'Content-Disposition: attachment; filename="good.xml.gz"',
      'Content-Transfer-Encoding: base64',
      '',
      gzipSync(addisonXml).toString('base64'),
      '--b1',
      'Content-Type: application/zip; name="bad.zip"',
      'Content-Disposition: attachment; filename="bad.zip"',
      'Content-Transfer-Encoding: base64',
      '',
      corruptZip.toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const parts = await extractReportDocuments(Buffer.from(email), { name: 'report.eml' });
    expect(parts).toHaveLength(2);
    const [good, bad] = parts;
    expect(good).toMatchObject({ ok: true, kind: 'aggregate', source: 'report.eml › good.xml.gz' });
    if (!good?.ok) return;
    const { report } = await readAggregateReport(good.bytes);
    expect(report.reportId).toBe('3ceb5548498640beaeb47327e202b0b9');
    expect(bad).toMatchObject({ ok: false, source: 'report.eml › bad.zip' });
    expect(errorOf(bad).code).toBe('BrokenArchive');
    expect(errorOf(bad).message).toMatch(/^The zip archive is corrupt: /);
  });

  it('opens every message of an mbox', async () => {
    const message = (id: string) =>
      [
        `From: reporter@${id}.example`,
        'Subject: report',
        'Content-Type: text/xml',
        '',
        addisonXml.toString('latin1').replace('3ceb5548498640beaeb47327e202b0b9', id),
      ].join('\n');
    const mbox = ['a', 'b'].map((id) => `From MAILER ${id}\n${message(id)}\n`).join('\n');
    const parts = await extractReportDocuments(Buffer.from(mbox), { name: 'export.mbox' });
    expect(parts.map((part) => [part.ok, part.source])).toEqual([
      [true, 'export.mbox › message 1 › part 1 (text/xml)'],
      [true, 'export.mbox › message 2 › part 1 (text/xml)'],
    ]);
    const ids = [];
    for (const part of parts) {
      if (part.ok) ids.push((await readAggregateReport(part.bytes)).report.reportId);
    }
    expect(ids).toEqual(['a', 'b']);
  });

  it('tags failure and TLS reports, and refuses what is none of them', async () => {
    const failure = await extractReportDocuments(fixture('failure/dmarc_ruf_report_linkedin.eml'));
    expect(failure).toMatchObject([{ ok: true, kind: 'failure', source: 'input › message 1' }]);
    const tls = await extractReportDocuments(gzipSync('{"organization-name":"x"}'));
    expect(tls).toMatchObject([{ ok: true, kind: 'tls' }]);
    const pdf = await extractReportDocuments(Buffer.from('%PDF-1.7'));
    expect(errorOf(pdf[0]).code).toBe('UnknownFormat');
  });
});
