// KumoMTA, Halon and MailerQ: the MTAs that push JSON.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collect, type WebhookOutcome } from '../results.ts';
import { parseHalon } from './halon.ts';
import { parseKumoMta } from './kumomta.ts';
import { parseMailerQ } from './mailerq.ts';

const fixture = (path: string) => readFileSync(new URL(`../__fixtures__/${path}`, import.meta.url));

function batchOf(outcome: WebhookOutcome) {
  if (outcome.kind !== 'batch') throw new Error(`expected a batch, got ${outcome.kind}`);
  return outcome;
}

describe('parseKumoMta', () => {
  const batch = batchOf(parseKumoMta(fixture('kumomta/log-hooks-batch.json')));

  it('maps record types, skips Rejection and rejects what is not a record', () => {
    expect(batch.events.map((event) => [event.index, event.type])).toEqual([
      [0, 'submitted'],
      [1, 'delivered'],
      [2, 'deferred'],
      [3, 'bounced'],
      [4, 'bounced'],
      [5, 'bounced'],
      [6, 'bounced'],
      [7, 'complaint'],
    ]);
    expect(batch.skipped).toEqual([
      { line: null, index: 8, reason: 'Rejection record carries no delivery outcome' },
    ]);
    expect(batch.rejections.map((rejection) => [rejection.index, rejection.reason])).toEqual([
      [9, 'record is not a JSON object'],
      [10, 'timestamp missing or unreadable'],
    ]);
  });

  it('reads a delivery: campaign from the queue, pool and source, IP without port, MX', () => {
    expect(batch.events[1]).toMatchObject({
      timestamp: 1_715_000_403_000,
      recipient: 'john.doe@gmail.com',
      campaign: 'spring-sale',
      pool: 'marketing',
      vmta: 'ip-20',
      sendingIp: '192.0.2.20',
      remoteMx: 'gmail-smtp-in.l.google.com',
      dsnStatus: '2.0.0',
      smtpCode: 250,
      messageId: 'spring-sale.1@news.example-shop.com',
      deliverySeconds: 3,
      provider: 'google',
    });
  });

  it('uses KumoMTA classes when set and classifies Uncategorized answers itself', () => {
    expect(batch.events[2]).toMatchObject({ dsnStatus: '4.7.0', bounceCategory: 'spam-related' });
    expect(batch.events[3]).toMatchObject({ bounceCategory: 'bad-mailbox', dsnStatus: '5.1.1' });
    expect(batch.events[3]?.diagnosticTemplate).toBe(
      "550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. {url} {id} - gsmtp",
    );
    expect(batch.events[4]).toMatchObject({ bounceCategory: 'spam-related', provider: 'outlook' });
    expect(batch.events[5]).toMatchObject({
      bounceCategory: 'message-expired',
      deliverySeconds: 259_200,
    });
    expect(batch.events[6]).toMatchObject({ outOfBand: true, deliverySeconds: null });
    expect(batch.events[7]).toMatchObject({
      recipient: 'complainer@aol.com',
      userAgent: 'Yahoo!-Mail-Feedback/2.0',
    });
  });

  it('gives a retried batch the same ids', () => {
    const again = batchOf(parseKumoMta(fixture('kumomta/log-hooks-batch.json')));
    expect(again.events.map((event) => event.id)).toEqual(batch.events.map((event) => event.id));
    expect(new Set(batch.events.map((event) => event.id)).size).toBe(8);
  });

  it('refuses a body that is not a JSON array', () => {
    expect(parseKumoMta('{"type":"Delivery"}')).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'body is not a JSON array',
    });
    expect(parseKumoMta('[{')).toMatchObject({ kind: 'refused', status: 400 });
  });
});

describe('parseHalon', () => {
  const batch = batchOf(parseHalon(fixture('halon/jsonarray-batch.json')));

  it('maps attempts by status and skips removed messages', () => {
    expect(batch.events.map((event) => [event.index, event.type, event.recipient])).toEqual([
      [0, 'delivered', 'anna@icloud.com'],
      [1, 'deferred', 'accounts@example-corp.com'],
      [2, 'bounced', 'old@gmx.de'],
      [3, 'deferred', 'info@example-shop-partner.fr'],
    ]);
    expect(batch.skipped[0]).toMatchObject({
      index: 4,
      reason: 'attempt status removed carries no delivery outcome',
    });
    expect(batch.rejections.map((rejection) => [rejection.index, rejection.reason])).toEqual([
      [5, 'recipient missing'],
    ]);
  });

  it('joins reply lines and enhanced codes given as arrays or strings', () => {
    expect(batch.events[0]).toMatchObject({
      dsnStatus: '2.0.0',
      diagnostic: '250 2.0.0 Ok: queued as 4VXhDq0Ly9z2xGN',
      deliverySeconds: 4.113,
      sendingIp: '192.0.2.30',
      remoteMx: 'mx01.mail.icloud.com',
      campaign: 'invoice-run-0506',
    });
    expect(batch.events[1]).toMatchObject({
      dsnStatus: '4.7.500',
      bounceCategory: 'policy-related',
      remoteMx: 'example-corp-com.mail.protection.outlook.com',
    });
    expect(batch.events[2]).toMatchObject({
      dsnStatus: '5.1.1',
      bounceCategory: 'bad-mailbox',
      remoteMx: 'mx00.emig.gmx.net',
      provider: 'gmx',
    });
    expect(batch.events[3]).toMatchObject({
      diagnostic: 'Connection timed out',
      bounceCategory: 'no-answer-from-host',
      smtpCode: null,
    });
  });
});

describe('parseMailerQ', () => {
  it('streams NDJSON, takes the last attempt as the news and keeps going after a bad line', async () => {
    const batch = await collect(parseMailerQ(fixture('mailerq/results.ndjson')));
    expect(batch.events.map((event) => [event.line, event.type, event.bounceCategory])).toEqual([
      [1, 'delivered', null],
      [2, 'deferred', 'spam-related'],
      [4, 'bounced', 'bad-mailbox'],
      [5, 'bounced', 'bad-domain'],
      [6, 'bounced', 'message-expired'],
    ]);
    expect(batch.rejections.map((rejection) => rejection.line)).toEqual([7]);
    expect(batch.rejections[0]?.reason).toMatch(/^line is not JSON: /);
    expect(batch.skipped).toEqual([
      { line: 8, index: null, reason: 'message without delivery attempts' },
    ]);
  });

  it('reads zone-less MailerQ times as UTC and the header Message-ID', async () => {
    const { events } = await collect(parseMailerQ(gzipSync(fixture('mailerq/results.ndjson'))));
    expect(events[0]).toMatchObject({
      timestamp: Date.UTC(2024, 4, 6, 13, 0, 3),
      recipient: 'john.doe@gmail.com',
      sender: 'bounces@news.example-shop.com',
      sendingIp: '192.0.2.40',
      remoteMx: 'mx.google.com',
      campaign: 'spring-sale',
      messageId: 'spring.1@news.example-shop.com',
    });
  });
});
