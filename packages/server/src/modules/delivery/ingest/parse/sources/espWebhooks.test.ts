// SendGrid, Mailgun and SparkPost webhooks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WebhookOutcome } from '../results.ts';
import { parseMailgun } from './mailgun.ts';
import { mailgunSignatureOf, verifyMailgunSignature } from './mailgunSignature.ts';
import { parseSendGrid } from './sendgrid.ts';
import { parseSparkPost } from './sparkpost.ts';

const fixture = (path: string) => readFileSync(new URL(`../__fixtures__/${path}`, import.meta.url));

function batchOf(outcome: WebhookOutcome) {
  if (outcome.kind !== 'batch') throw new Error(`expected a batch, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('parseSendGrid', () => {
  const batch = batchOf(parseSendGrid(fixture('sendgrid/event-webhook.json')));

  it('maps events, skips dropped and rejects an event without timestamp', () => {
    expect(batch.events.map((event) => [event.index, event.type])).toEqual([
      [0, 'submitted'],
      [1, 'delivered'],
      [2, 'deferred'],
      [3, 'bounced'],
      [4, 'bounced'],
      [6, 'open'],
      [7, 'open'],
      [8, 'click'],
      [9, 'complaint'],
      [10, 'unsubscribe'],
    ]);
    expect(batch.skipped).toEqual([
      { line: null, index: 5, reason: 'dropped event carries no delivery outcome' },
    ]);
    expect(batch.rejections.map((rejection) => [rejection.index, rejection.reason])).toEqual([
      [11, 'timestamp missing or unreadable'],
    ]);
  });

  it('keys events on sg_event_id and messages on sg_message_id', () => {
    expect(batch.events[1]).toMatchObject({
      id: 'sendgrid:sg_event_id_delivered_1',
      messageId: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
      sendingIp: '192.0.2.50',
      campaign: 'spring-sale',
      diagnostic: '250 2.0.0 OK  1715000403 a1si1234567qkb.123 - gsmtp',
    });
    expect(batch.events[7]?.messageId).toBe(batch.events[1]?.messageId);
  });

  it('classifies bounce and blocked replies', () => {
    expect(batch.events[3]).toMatchObject({ dsnStatus: '5.1.1', bounceCategory: 'bad-mailbox' });
    expect(batch.events[4]).toMatchObject({ dsnStatus: '5.7.1', bounceCategory: 'spam-related' });
    expect(batch.events[2]).toMatchObject({ bounceCategory: 'spam-related', smtpCode: 421 });
  });

  it('uses sg_machine_open and the opener IP, which is not the sending IP', () => {
    expect(batch.events[5]).toMatchObject({
      machineOpen: true,
      clientIp: '17.58.63.12',
      sendingIp: null,
    });
    expect(batch.events[6]).toMatchObject({ machineOpen: false, clientIp: '66.102.8.15' });
    expect(batch.events[7]).toMatchObject({ machineOpen: false, clientIp: '203.0.113.77' });
  });
});

describe('parseMailgun', () => {
  const signingKey = 'test-signing-key-0f1e2d3c4b5a';
  const signedAt = 1_715_000_403_000;
  const options = { signingKey, now: () => signedAt + 10_000 };

  it('verifies the signature and maps a delivered event', () => {
    const batch = batchOf(parseMailgun(fixture('mailgun/delivered.json'), options));
    expect(batch.events).toHaveLength(1);
    expect(batch.events[0]).toMatchObject({
      id: 'mailgun:CPgfbmQMTCKtHW6uIWtuVe',
      type: 'delivered',
      timestamp: 1_715_000_403_204,
      recipient: 'john.doe@gmail.com',
      sendingIp: '192.0.2.60',
      remoteMx: 'gmail-smtp-in.l.google.com',
      smtpCode: 250,
      diagnostic: '250 OK',
      campaign: 'spring-sale',
      messageId: '20240506130000.1.ABCDEF@mg.example-shop.com',
      sender: 'bounce+1a2b3c@mg.example-shop.com',
    });
  });

  it('maps failed with severity temporary to a deferral', () => {
    const batch = batchOf(parseMailgun(fixture('mailgun/failed-temporary.json'), options));
    expect(batch.events[0]).toMatchObject({
      type: 'deferred',
      dsnStatus: '4.7.0',
      smtpCode: 421,
      bounceCategory: 'spam-related',
      campaign: 'spring-sale-2024',
      remoteMx: 'mta6.am0.yahoodns.net',
    });
  });

  it('refuses a wrong key, a tampered or missing signature and a stale or future timestamp with 406', () => {
    const body = JSON.parse(fixture('mailgun/delivered.json').toString()) as Record<
      string,
      Record<string, string>
    >;
    const signature = body.signature ?? {};
    expect(parseMailgun(JSON.stringify(body), { ...options, signingKey: 'other-key' })).toEqual({
      kind: 'refused',
      status: 406,
      reason: 'signature does not match the signing key',
    });
    const tampered = { ...body, signature: { ...signature, token: `${signature.token ?? ''}x` } };
    expect(parseMailgun(JSON.stringify(tampered), options)).toMatchObject({
      kind: 'refused',
      status: 406,
    });
    expect(parseMailgun(JSON.stringify({ ...body, signature: undefined }), options)).toEqual({
      kind: 'refused',
      status: 406,
      reason: 'signature missing',
    });
    const nineHoursLater = { ...options, now: () => signedAt + 9 * 3_600_000 };
    expect(parseMailgun(JSON.stringify(body), nineHoursLater)).toEqual({
      kind: 'refused',
      status: 406,
      reason: 'signature is stale (signed 32400 s ago)',
    });
    const tenMinutesEarlier = { ...options, now: () => signedAt - 600_000 };
    expect(verifyMailgunSignature(signature, tenMinutesEarlier)).toEqual({
      ok: false,
      reason: 'signature timestamp is in the future',
    });
  });

  it('accepts the parent-signature of a subaccount event', () => {
    const timestamp = '1715000403';
    const token = 'b'.repeat(50);
    const check = verifyMailgunSignature(
      {
        timestamp,
        token,
        signature: '00'.repeat(32),
        'parent-signature': mailgunSignatureOf(signingKey, timestamp, token),
      },
      options,
    );
    expect(check).toEqual({ ok: true });
  });
});

describe('parseSparkPost', () => {
  it('answers an empty msys batch as a ping', () => {
    expect(parseSparkPost(fixture('sparkpost/ping.json'))).toEqual({
      kind: 'ping',
      reason: 'SparkPost webhook test (empty msys)',
    });
  });

  it('maps message, track and unsubscribe events and skips policy rejections', () => {
    const batch = batchOf(parseSparkPost(fixture('sparkpost/batch.json'), { platform: 'bird' }));
    expect(batch.events.map((event) => [event.index, event.type])).toEqual([
      [0, 'delivered'],
      [1, 'bounced'],
      [2, 'deferred'],
      [3, 'bounced'],
      [4, 'open'],
      [5, 'click'],
      [6, 'complaint'],
      [7, 'unsubscribe'],
    ]);
    expect(batch.skipped).toEqual([
      { line: null, index: 8, reason: 'policy_rejection event carries no delivery outcome' },
    ]);
    expect(batch.rejections.map((rejection) => [rejection.index, rejection.reason])).toEqual([
      [9, 'timestamp missing or unreadable'],
      [10, 'record is not a JSON object'],
    ]);
    expect(batch.events[0]).toMatchObject({
      id: 'sparkpost:92356927693813856',
      platform: 'bird',
      source: 'sparkpost',
      recipient: 'john.doe@gmail.com',
      sendingIp: '192.0.2.70',
      pool: 'marketing',
      campaign: 'spring-sale',
      deliverySeconds: 3.012,
      messageId: '000443ee14578172be22',
    });
    expect(batch.events[1]).toMatchObject({
      bounceCategory: 'bad-mailbox',
      smtpCode: 554,
      deliverySeconds: 4.1,
    });
    expect(batch.events[2]).toMatchObject({
      bounceCategory: 'policy-related',
      dsnStatus: '4.7.500',
    });
    expect(batch.events[3]).toMatchObject({
      outOfBand: true,
      dsnStatus: '5.1.1',
      bounceCategory: 'bad-mailbox',
    });
    expect(batch.events[4]).toMatchObject({
      machineOpen: true,
      clientIp: '17.58.63.12',
      sendingIp: null,
    });
    expect(batch.events[5]).toMatchObject({ machineOpen: false, clientIp: '203.0.113.77' });
  });
});
