import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WebhookOutcome } from '../results.ts';
import { parseSes } from './ses.ts';
import { createSnsSignatureVerifier, snsStringToSign } from './snsSignature.ts';

const topic = 'arn:aws:sns:us-east-1:123456789012:ses-events';
const options = { allowedTopicArns: [topic] };
const fixture = (name: string) =>
  readFileSync(new URL(`../__fixtures__/ses/${name}`, import.meta.url));
const envelope = (name: string) => JSON.parse(fixture(name).toString()) as Record<string, unknown>;

function batchOf(outcome: WebhookOutcome) {
  if (outcome.kind !== 'batch') throw new Error(`expected a batch, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('parseSes', () => {
  it('surfaces a SubscriptionConfirmation with its SubscribeURL', async () => {
    const outcome = await parseSes(fixture('subscription-confirmation.json'), options);
    expect(outcome).toMatchObject({ kind: 'subscription', topicArn: topic });
    if (outcome.kind !== 'subscription') return;
    expect(outcome.subscribeUrl).toMatch(
      /^https:\/\/sns\.us-east-1\.amazonaws\.com\/\?Action=ConfirmSubscription&/,
    );
    expect(outcome.token).toMatch(/^2336412f/);
  });

  it('refuses a topic outside the allow-list and a SubscribeURL off amazonaws.com', async () => {
    expect(await parseSes(fixture('delivery-notification.json'), { allowedTopicArns: [] })).toEqual(
      {
        kind: 'refused',
        status: 403,
        reason: `topic ${topic} is not allowed for this dataset`,
      },
    );
    const forged = {
      ...envelope('subscription-confirmation.json'),
      SubscribeURL: 'https://attacker.example/confirm',
    };
    expect(await parseSes(JSON.stringify(forged), options)).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'SubscribeURL is not an SNS https URL',
    });
  });

  it('maps a Delivery with its processing time and outgoing IP', async () => {
    const batch = batchOf(await parseSes(fixture('delivery-notification.json'), options));
    expect(batch.events).toHaveLength(1);
    expect(batch.events[0]).toMatchObject({
      id: 'ses:7f4c3e5b-9f7a-5c9d-b14e-4d3a9e5f6a73:0',
      type: 'delivered',
      timestamp: Date.parse('2024-05-06T13:00:03.100Z'),
      recipient: 'john.doe@gmail.com',
      sendingIp: '192.0.2.80',
      pool: 'marketing',
      campaign: 'spring-sale',
      deliverySeconds: 3.1,
      smtpCode: 250,
      messageId: '010001234567890a-12345678-abcd-ef01-2345-6789abcdef01-000000',
    });
  });

  it('fans a Permanent bounce out to each bounced recipient', async () => {
    const batch = batchOf(await parseSes(fixture('bounce-notification.json'), options));
    expect(
      batch.events.map((event) => [event.recipient, event.bounceCategory, event.dsnStatus]),
    ).toEqual([
      ['nobody@yahoo.com', 'bad-mailbox', '5.0.0'],
      ['ghost@example-corp.com', 'bad-domain', '5.1.10'],
    ]);
    expect(batch.events[1]?.diagnostic).toBe(
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient ghost@example-corp.com not found by SMTP address lookup',
    );
  });

  it('counts a Transient bounce as a soft bounce, not a deferral', async () => {
    const batch = batchOf(await parseSes(fixture('transient-bounce-notification.json'), options));
    expect(batch.events[0]).toMatchObject({
      type: 'bounced',
      bounceCategory: 'quota-issues',
      dsnStatus: '5.2.2',
    });
  });

  it('maps DeliveryDelay to a deferral, Open with Apple proxy IP to a machine open, and Complaint', async () => {
    const delay = batchOf(await parseSes(fixture('delivery-delay-notification.json'), options));
    expect(delay.events[0]).toMatchObject({
      type: 'deferred',
      bounceCategory: 'spam-related',
      dsnStatus: '4.7.650',
    });
    const open = batchOf(await parseSes(fixture('open-notification.json'), options));
    expect(open.events[0]).toMatchObject({
      type: 'open',
      recipient: 'anna@icloud.com',
      machineOpen: true,
    });
    const complaint = batchOf(await parseSes(fixture('complaint-notification.json'), options));
    expect(complaint.events[0]).toMatchObject({
      type: 'complaint',
      recipient: 'angry@aol.com',
      userAgent: 'Yahoo!-Mail-Feedback/2.0',
    });
  });

  it('rejects a notification whose Message is not JSON, as one rejected record', async () => {
    const broken = { ...envelope('delivery-notification.json'), Message: '{not json' };
    const batch = batchOf(await parseSes(JSON.stringify(broken), options));
    expect(batch.events).toEqual([]);
    expect(batch.rejections[0]?.reason).toMatch(/^Message is not JSON: /);
  });
});

describe('SNS signature verification', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificatePem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const fetched: string[] = [];
  const verifier = createSnsSignatureVerifier(async (url) => {
    fetched.push(url);
    return certificatePem;
  });

  function signed(name: string, version: '1' | '2'): Record<string, unknown> {
    const message = { ...envelope(name), SignatureVersion: version };
    const canonical = snsStringToSign(message) ?? '';
    const signature = crypto.sign(
      version === '1' ? 'RSA-SHA1' : 'RSA-SHA256',
      Buffer.from(canonical),
      privateKey,
    );
    return { ...message, Signature: signature.toString('base64') };
  }

  it('accepts SHA1 and SHA256 signatures and fetches the certificate once', async () => {
    const verify = { ...options, verifySignature: verifier };
    expect(
      (await parseSes(JSON.stringify(signed('delivery-notification.json', '1')), verify)).kind,
    ).toBe('batch');
    expect(
      (await parseSes(JSON.stringify(signed('subscription-confirmation.json', '2')), verify)).kind,
    ).toBe('subscription');
    expect(fetched).toEqual([
      'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem',
    ]);
  });

  it('refuses a tampered message and a certificate URL off SNS with 401', async () => {
    const verify = { ...options, verifySignature: verifier };
    const tampered = {
      ...signed('delivery-notification.json', '2'),
      Message: '{"eventType":"Send"}',
    };
    expect(await parseSes(JSON.stringify(tampered), verify)).toEqual({
      kind: 'refused',
      status: 401,
      reason: 'signature does not match the message',
    });
    const foreign = {
      ...signed('delivery-notification.json', '2'),
      SigningCertURL: 'https://evil.example/cert.pem',
    };
    expect(await parseSes(JSON.stringify(foreign), verify)).toEqual({
      kind: 'refused',
      status: 401,
      reason: 'SigningCertURL is not an SNS certificate URL',
    });
  });
});
