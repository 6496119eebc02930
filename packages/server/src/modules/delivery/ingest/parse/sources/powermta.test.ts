import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collect } from '../results.ts';
import { parsePowerMta } from './powermta.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../__fixtures__/powermta/${name}`, import.meta.url));

describe('parsePowerMta', () => {
  it('maps every record type of an accounting file', async () => {
    const batch = await collect(parsePowerMta(fixture('acct-2024-05-06.csv')));
    expect(batch.rejections).toEqual([]);
    expect(batch.events.map((event) => [event.line, event.type])).toEqual([
      [2, 'submitted'],
      [3, 'delivered'],
      [4, 'bounced'],
      [5, 'deferred'],
      [6, 'deferred'],
      [7, 'complaint'],
      [8, 'bounced'],
      [10, 'bounced'],
      [11, 'delivered'],
    ]);
    expect(batch.skipped).toEqual([
      { line: 9, index: null, reason: 'remote status delivered carries no delivery outcome' },
    ]);
  });

  it('reads a delivered record with its delivery time, IP, VMTA, pool, job and MX', async () => {
    const { events } = await collect(parsePowerMta(fixture('acct-2024-05-06.csv')));
    const delivered = events[1];
    expect(delivered).toMatchObject({
      type: 'delivered',
      timestamp: Date.UTC(2024, 4, 6, 7, 0, 2),
      recipient: 'john.doe@gmail.com',
      recipientDomain: 'gmail.com',
      provider: 'google',
      sendingIp: '192.0.2.10',
      vmta: 'mta1-ip10',
      pool: 'marketing',
      campaign: 'newsletter-2024-05-06',
      sender: 'bounces@news.example-shop.com',
      senderDomain: 'news.example-shop.com',
      dsnStatus: '2.0.0',
      smtpCode: 250,
      remoteMx: 'gmail-smtp-in.l.google.com',
      messageId: '20240506070000.1@news.example-shop.com',
      deliverySeconds: 2,
      bounceCategory: null,
      platform: 'powermta',
      source: 'powermta',
    });
    expect(delivered?.id).toMatch(/^powermta:h:[\w-]{22}$/);
  });

  it('keeps the bounce category PowerMTA logged and reads Unix-second times', async () => {
    const { events } = await collect(parsePowerMta(fixture('acct-2024-05-06.csv')));
    expect(events[2]).toMatchObject({
      type: 'bounced',
      timestamp: 1_715_000_405_000,
      bounceCategory: 'bad-mailbox',
      dsnStatus: '5.0.0',
      smtpCode: 554,
      deliverySeconds: 5,
      diagnosticTemplate:
        "554 delivery error: dd This user doesn't have a yahoo.com account ({email}) [0] - {host}",
    });
    expect(events[7]).toMatchObject({
      recipient: 'slow@orange.fr',
      bounceCategory: 'message-expired',
      dsnStatus: '4.4.7',
      deliverySeconds: 259_200,
    });
  });

  it('takes the domain of a queue-level tq record from its queue and marks remote bounces', async () => {
    const { events } = await collect(parsePowerMta(fixture('acct-2024-05-06.csv')));
    expect(events[4]).toMatchObject({
      type: 'deferred',
      recipient: null,
      recipientDomain: 'example-corp.de',
      bounceCategory: 'no-answer-from-host',
      remoteMx: 'mx.example-corp.de',
    });
    expect(events[6]).toMatchObject({
      type: 'bounced',
      outOfBand: true,
      bounceCategory: 'bad-mailbox',
    });
    expect(events[5]).toMatchObject({
      type: 'complaint',
      recipient: 'complainer@aol.com',
      provider: 'yahoo',
    });
  });

  it('reads gzip by its magic bytes, from a stream of small chunks', async () => {
    const packed = gzipSync(fixture('acct-2024-05-06.csv'));
    const chunks = Array.from({ length: Math.ceil(packed.length / 7) }, (_, index) =>
      packed.subarray(index * 7, index * 7 + 7),
    );
    const batch = await collect(parsePowerMta(Readable.from(chunks)));
    const plain = await collect(parsePowerMta(fixture('acct-2024-05-06.csv')));
    expect(batch.events.length).toBe(9);
    expect(batch.events.map((event) => event.id)).toEqual(plain.events.map((event) => event.id));
  });

  it('rejects malformed records with their line and reason and keeps the others', async () => {
    const batch = await collect(parsePowerMta(fixture('acct-malformed.csv')));
    expect(batch.events.map((event) => [event.line, event.type, event.recipient])).toEqual([
      [2, 'delivered', 'ok.one@gmail.com'],
      [6, 'bounced', 'multi@gmail.com'],
      [9, 'deferred', 'later@yahoo.com'],
      [11, 'delivered', 'second.file@gmx.de'],
    ]);
    const rejections = batch.rejections
      .map((rejection) => [rejection.line, rejection.reason])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(rejections).toEqual([
      [3, 'expected 11 fields as in the header, got 4'],
      [4, 'timestamp missing or unreadable'],
      [5, 'unknown record type x'],
      [12, 'sendingIp is not an IP address: 999.1.1.1'],
      [13, 'malformed CSV: quote not closed'],
    ]);
    expect(batch.rejections.find((rejection) => rejection.line === 5)?.raw).toBe(
      'x,2024-05-06 09:00:04+0000,,bounces@news.example-shop.com,weird@gmail.com,,,,,mta1,job-1',
    );
  });

  it('loses only the line of a quote that never closes, not the records after it', async () => {
    const text = [
      'type,timeLogged,rcpt,dsnDiag',
      'b,1715000500,a@gmail.com,"smtp;550 cut here',
      'd,1715000501,b@gmail.com,smtp;250 OK',
      'd,1715000502,c@gmail.com,"smtp;250 ""quoted"" fine"',
      'b,1715000503,d@gmail.com,smtp;550 o"k stray quote',
    ].join('\n');
    const batch = await collect(parsePowerMta(text, { maxRecordBytes: 60 }));
    expect(batch.rejections.map((rejection) => [rejection.line, rejection.reason])).toEqual([
      [2, 'malformed CSV: quote not closed'],
    ]);
    expect(batch.events.map((event) => [event.line, event.recipient, event.diagnostic])).toEqual([
      [3, 'b@gmail.com', '250 OK'],
      [4, 'c@gmail.com', '250 "quoted" fine'],
      [5, 'd@gmail.com', '550 o"k stray quote'],
    ]);
  });

  it('joins a quoted multi-line diagnostic and follows a repeated header with other columns', async () => {
    const { events } = await collect(parsePowerMta(fixture('acct-malformed.csv')));
    expect(events[1]?.diagnosticTemplate).toBe(
      "550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos",
    );
    expect(events[3]).toMatchObject({
      timestamp: 1_715_000_500_000,
      vmta: 'mta2',
      campaign: 'job-2',
    });
  });

  it('gives a record the same id whatever the column order', async () => {
    const first = 'type,timeLogged,rcpt,dsnStatus\nd,1715000500,a@gmail.com,2.0.0\n';
    const second = 'type,dsnStatus,rcpt,timeLogged\nd,2.0.0,a@gmail.com,1715000500\n';
    const [a, b] = await Promise.all([
      collect(parsePowerMta(first)),
      collect(parsePowerMta(second)),
    ]);
    expect(a.events[0]?.id).toBe(b.events[0]?.id);
    const other = await collect(
      parsePowerMta('type,timeLogged,rcpt,dsnStatus\nd,1715000501,a@gmail.com,2.0.0\n'),
    );
    expect(other.events[0]?.id).not.toBe(a.events[0]?.id);
  });

  it('rejects rows before any header and a truncated gzip stream after the good part', async () => {
    const headless = await collect(parsePowerMta('d,1715000500,a@gmail.com\n'));
    expect(headless.rejections[0]?.reason).toBe(
      'no header line before the first record (first column must be "type")',
    );
    const packed = gzipSync(fixture('acct-2024-05-06.csv'));
    const truncated = await collect(parsePowerMta(packed.subarray(0, packed.length - 20)));
    expect(truncated.events.length).toBeGreaterThanOrEqual(8);
    expect(truncated.rejections.at(-1)?.reason).toMatch(/^input ended abruptly: /);
  });
});
