import { describe, expect, it } from 'vitest';
import { validateEvent, type NormalisedEvent } from './event.ts';
import { canonicalJson, recordEventId } from './ingest/parse/eventId.ts';
import { parseTimestamp } from './ingest/parse/time.ts';
import { enhancedCodeOf, replyCodeOf, stripDiagnosticType } from './ingest/parse/smtp.ts';

const valid: NormalisedEvent = {
  id: 'powermta:h:abc',
  type: 'bounced',
  timestamp: Date.UTC(2024, 4, 6),
  recipient: 'a@gmail.com',
  recipientDomain: 'gmail.com',
  provider: 'google',
  sendingIp: '192.0.2.1',
  vmta: 'mta1',
  pool: 'marketing',
  campaign: 'job-1',
  sender: 'b@example.com',
  senderDomain: 'example.com',
  bounceCategory: 'bad-mailbox',
  dsnStatus: '5.1.1',
  smtpCode: 550,
  diagnostic: '550 5.1.1 unknown',
  diagnosticTemplate: '550 5.1.1 unknown',
  remoteMx: 'mx.google.com',
  messageId: 'm1@example.com',
  deliverySeconds: 3,
  machineOpen: false,
  clientIp: null,
  userAgent: null,
  outOfBand: false,
  platform: 'powermta',
  source: 'powermta',
  line: 2,
  index: null,
};

describe('validateEvent', () => {
  it('accepts a complete event', () => {
    expect(validateEvent(valid)).toEqual({ ok: true, event: valid });
  });

  it.each([
    [{ type: 'opened' }, 'unknown event type opened'],
    [{ timestamp: 1_715_000_400 }, 'timestamp out of range: 1715000400'],
    [{ recipient: null, recipientDomain: null }, 'recipient missing'],
    [{ recipient: 'nobody' }, 'recipient is not an address: nobody'],
    [{ sendingIp: '300.1.1.1' }, 'sendingIp is not an IP address: 300.1.1.1'],
    [{ bounceCategory: 'hard' }, 'unknown bounce category hard'],
    [{ dsnStatus: '5.1' }, 'malformed DSN status 5.1'],
    [{ smtpCode: 99 }, 'malformed SMTP code 99'],
    [{ deliverySeconds: -1 }, 'delivery seconds must be a number >= 0: -1'],
    [{ machineOpen: 'no' }, 'machineOpen must be a boolean'],
  ])('rejects %o: %s', (change, reason) => {
    expect(validateEvent({ ...valid, ...change })).toEqual({ ok: false, reason });
  });
});

describe('timestamps, reply parts and record hashes', () => {
  it.each([
    [1_715_000_400, 1_715_000_400_000],
    ['1715000400.25', 1_715_000_400_250],
    [1_715_000_400_123, 1_715_000_400_123],
    ['2013-07-01 13:32:03+0200', Date.UTC(2013, 6, 1, 11, 32, 3)],
    ['2013-07-01 13:32:03-0700', Date.UTC(2013, 6, 1, 20, 32, 3)],
    ['2016-02-04 13:45:15', Date.UTC(2016, 1, 4, 13, 45, 15)],
    ['2024-05-06T13:00:03.100Z', Date.UTC(2024, 4, 6, 13, 0, 3, 100)],
    ['yesterday', null],
    ['', null],
  ])('parses %s', (value, expected) => {
    expect(parseTimestamp(value)).toBe(expected);
  });

  it('splits SMTP replies', () => {
    expect(stripDiagnosticType('smtp;550 5.1.1 user unknown')).toBe('550 5.1.1 user unknown');
    expect(stripDiagnosticType('X-Postfix; host not found')).toBe('host not found');
    expect(replyCodeOf('421-4.7.0 try later')).toBe(421);
    expect(enhancedCodeOf('5.1.1 (bad destination mailbox address)')).toBe('5.1.1');
    expect(enhancedCodeOf('deferred from 192.0.2.1 - 4.16.55.1;')).toBeNull();
  });

  it('hashes records independently of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,2]},"b":1}',
    );
    expect(recordEventId('kumomta', { a: 1, b: 2 })).toBe(recordEventId('kumomta', { b: 2, a: 1 }));
  });
});
