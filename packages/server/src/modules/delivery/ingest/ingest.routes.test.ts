// POST /api/ingest/{dataset}/{source} on both databases: the access key (raw, Bearer, Basic;
// wrong, foreign or missing: 401), every source with its fixture, gzip bodies, duplicates on a
// resend, malformed records answered with their line while the rest is stored, a SparkPost
// ping, an SNS subscription confirmed, a Mailgun body signed with the dataset's key.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../auth/tokens.ts';
import { mailgunSignatureOf } from './parse/sources/mailgunSignature.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { useTestDnsServer } from '../../../testing/dnsServer.ts';
import { useTestApp } from '../../../testing/testApp.ts';
import { updateIngestSettings } from '../datasets.repository.ts';
import { createTestDataset } from '../../../testing/delivery/helpers.ts';

const fixture = (path: string) =>
  readFileSync(new URL(`./parse/__fixtures__/${path}`, import.meta.url));
const secret = 'key-of-acme-events-0123456789';
const otherSecret = 'key-of-another-dataset-987654';
const topic = 'arn:aws:sns:us-east-1:123456789012:ses-events';
const mailgunKey = 'mailgun-signing-key-for-acme';

describe.each(testDatabases)('ingest over HTTP on %s', (kind) => {
  const confirmed: string[] = [];
  // The server's resolver asks a DNS server on loopback without records (no lookup leaves the
  // machine); its address is known once it listens, before useTestApp reads `env`.
  const dns = useTestDnsServer();
  const env: Record<string, string> = {};
  beforeAll(() => {
    env.DNS_SERVERS = dns.server.hostPort;
  });
  const holder = useTestApp(kind, env, {
    ingest: { confirmSubscription: async (url) => void confirmed.push(url) },
  });

  beforeAll(async () => {
    const db = holder.app.services.db;
    await createTestDataset(db, 'acme', 'acme-events');
    await createTestDataset(db, 'acme', 'acme-other');
    for (const [id, dataset, key] of [
      ['k1', 'acme-events', secret],
      ['k2', 'acme-other', otherSecret],
    ] as const) {
      await db
        .insertInto('dataset_keys')
        .values({
          description: '',
          id,
          dataset_id: dataset,
          prefix: key.slice(0, 6),
          secret_hash: sha256(key),
          created_by: 'admin@example.com',
        })
        .execute();
    }
    await updateIngestSettings(db, 'acme-events', {
      sns_topic_arns: [topic],
      mailgun_signing_key: holder.app.services.secrets.seal(mailgunKey),
    });
  });

  const post = (
    source: string,
    body: string | Buffer,
    authorization: string | null = `Bearer ${secret}`,
    type = 'application/json',
  ) =>
    holder.app.app.inject({
      method: 'POST',
      url: `/api/ingest/acme-events/${source}`,
      payload: body,
      headers: { 'content-type': type, ...(authorization === null ? {} : { authorization }) },
    });

  it('refuses a missing, wrong or foreign key, and an unknown dataset, with the same 401', async () => {
    const csv = fixture('powermta/acct-2024-05-06.csv');
    for (const authorization of [null, 'Bearer nope', otherSecret, `Bearer ${otherSecret}`]) {
      const response = await post('powermta', csv, authorization, 'text/csv');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: 'Unauthorized',
        message: 'A valid access key of the dataset is required',
      });
    }
    const unknown = await holder.app.app.inject({
      method: 'POST',
      url: '/api/ingest/nowhere/powermta',
      payload: csv,
      headers: { authorization: secret, 'content-type': 'text/csv' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('stores a PowerMTA file once (raw key) and answers a resend (Basic, gzip) as duplicates', async () => {
    const csv = fixture('powermta/acct-2024-05-06.csv');
    const first = await post('powermta', csv, secret, 'text/csv');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      stored: 9,
      duplicates: 0,
      skipped: 1,
      rejected: [],
      rejected_total: 0,
    });
    // Its one domain unknown to the built-in map went to the services' resolver.
    expect(dns.server.count('example-corp.de', 'MX')).toBe(1);
    const basic = `Basic ${Buffer.from(`sns:${secret}`).toString('base64')}`;
    const again = await post('powermta', gzipSync(csv), basic, 'application/gzip');
    expect(again.json()).toEqual({
      stored: 0,
      duplicates: 9,
      skipped: 1,
      rejected: [],
      rejected_total: 0,
    });
  });

  it('rejects malformed records with their line and reason and stores the rest', async () => {
    const response = await post(
      'powermta',
      fixture('powermta/acct-malformed.csv'),
      secret,
      'text/csv',
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      stored: number;
      rejected: { line: number; reason: string }[];
    }>();
    expect(answer.stored).toBe(4);
    expect(answer.rejected.map((entry) => entry.line).sort((a, b) => a - b)).toEqual([
      3, 4, 5, 12, 13,
    ]);
    expect(answer.rejected).toContainEqual({ line: 5, reason: 'unknown record type x' });
  });

  it('stores the batches of KumoMTA, Halon, MailerQ and SendGrid', async () => {
    const batches = [
      ['kumomta', 'kumomta/log-hooks-batch.json', 'application/json'],
      ['halon', 'halon/jsonarray-batch.json', 'application/json'],
      ['mailerq', 'mailerq/results.ndjson', 'application/x-ndjson'],
      ['sendgrid', 'sendgrid/event-webhook.json', 'application/json'],
    ] as const;
    for (const [source, path, type] of batches) {
      const response = await post(source, fixture(path), `Bearer ${secret}`, type);
      expect(response.statusCode, source).toBe(200);
      const answer = response.json<{ stored: number; duplicates: number }>();
      expect(answer.stored, source).toBeGreaterThan(0);
      expect(answer.duplicates, source).toBe(0);
    }
  });

  it('answers a SparkPost ping with nothing stored, and confirms an SNS subscription', async () => {
    const ping = await post('sparkpost', fixture('sparkpost/ping.json'));
    expect(ping.json()).toEqual({
      stored: 0,
      duplicates: 0,
      skipped: 0,
      rejected: [],
      rejected_total: 0,
    });
    const subscription = await post(
      'ses',
      fixture('ses/subscription-confirmation.json'),
      secret,
      'text/plain',
    );
    expect(subscription.statusCode).toBe(200);
    expect(subscription.json()).toMatchObject({ subscription: 'confirmed', stored: 0 });
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatch(/^https:\/\/sns\.us-east-1\.amazonaws\.com\//);
    const notification = await post(
      'ses',
      fixture('ses/delivery-notification.json'),
      secret,
      'text/plain',
    );
    expect(notification.json()).toMatchObject({ stored: 1, duplicates: 0 });
  });

  it('verifies Mailgun signatures with the dataset key', async () => {
    const body = JSON.parse(fixture('mailgun/delivered.json').toString()) as {
      signature: { timestamp: string; token: string; signature: string };
    };
    const timestamp = String(Math.floor(Date.now() / 1000));
    body.signature = {
      timestamp,
      token: 'token-1',
      signature: mailgunSignatureOf(mailgunKey, timestamp, 'token-1'),
    };
    const signed = await post('mailgun', JSON.stringify(body));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ stored: 1 });
    body.signature.signature = mailgunSignatureOf('wrong key', timestamp, 'token-1');
    const forged = await post('mailgun', JSON.stringify(body));
    expect(forged.statusCode).toBe(406);
  });

  it('rejects a record with a NUL, a lone surrogate or an implausible field, and stores the rest', async () => {
    const header = 'type,timeLogged,timeQueued,orig,rcpt,dsnStatus,dsnDiag,dlvSourceIp,vmta,jobId';
    const record = (recipient: string, diagnostic = 'smtp;250 OK') =>
      `d,1715000402,1715000400,bounces@news.example.com,${recipient},2.0.0,${diagnostic},192.0.2.10,mta1,bad-input`;
    const csv = [
      header,
      record('first@gmail.com'),
      record('nul\u0000@gmail.com'),
      record(`${'x'.repeat(200_000)}@gmail.com`),
      record('third@gmail.com', `smtp;250 ${'y'.repeat(1024 * 1024)}`),
      record('fourth@gmail.com'),
    ].join('\n');
    const lines = await post('powermta', csv, secret, 'text/csv');
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toEqual({
      stored: 2,
      duplicates: 0,
      skipped: 0,
      rejected: [
        { line: 3, reason: 'recipient contains a NUL character' },
        { line: 4, reason: 'recipient longer than 320 characters' },
        { line: 5, reason: 'line longer than 1 MiB' },
      ],
      rejected_total: 3,
    });

    const event = (email: string, reason = 'mailbox full') => ({
      email,
      timestamp: 1715000500,
      event: 'bounce',
      reason,
      sg_event_id: `bad-input-${email.length}-${reason.length}`,
    });
    const batch = [
      event('kept@gmail.com'),
      event('nul\u0000@gmail.com'),
      event('lone\ud800@gmail.com'),
      event('long-reason@gmail.com', 'z'.repeat(1024 * 1024)),
    ];
    const json = await post('sendgrid', JSON.stringify(batch));
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      stored: 1,
      duplicates: 0,
      skipped: 0,
      rejected: [
        { index: 1, reason: 'recipient contains a NUL character' },
        { index: 2, reason: 'recipient is not valid Unicode (a lone surrogate)' },
        { index: 3, reason: 'diagnostic longer than 10000 characters' },
      ],
      rejected_total: 3,
    });
  });

  it('refuses a gzip bomb with 413 before inflating it all, on a line source and a JSON one', async () => {
    // Gzip members of 32 MiB each, concatenated: a body of a few hundred KiB inflating to GiBs.
    const bomb = (byte: string, mebibytes: number, end = '') => {
      const member = gzipSync(Buffer.alloc(32 * 1024 * 1024, byte));
      return Buffer.concat([
        ...Array.from({ length: mebibytes / 32 }, () => member),
        gzipSync(end),
      ]);
    };
    const spaces = bomb(' ', 2048, '[]');
    const line = bomb('a', 256, '\n');
    expect(spaces.length).toBeLessThan(3 * 1024 * 1024);
    expect(line.length).toBeLessThan(300 * 1024);
    for (const [source, body] of [
      ['sendgrid', spaces],
      ['powermta', line],
      ['mailerq', line],
    ] as const) {
      const started = performance.now();
      const response = await post(source, body, secret, 'application/gzip');
      expect(response.statusCode, source).toBe(413);
      expect(response.json(), source).toEqual({
        name: 'PayloadTooLarge',
        message: 'the body is larger than 128 MiB once decompressed',
      });
      expect(performance.now() - started, source).toBeLessThan(10_000);
    }
    // Under the limit, one endless line is that line's rejection; the record after it is kept.
    const header = 'type,timeLogged,timeQueued,orig,rcpt,dsnStatus,dsnDiag,dlvSourceIp,vmta,jobId';
    const after =
      'd,1715000402,1715000400,bounces@news.example.com,after-the-line@gmail.com,2.0.0,smtp;250 OK,192.0.2.10,mta1,endless';
    const endless = Buffer.concat([
      gzipSync(`${header}\n`),
      bomb('a', 96),
      gzipSync(`\n${after}\n`),
    ]);
    const started = performance.now();
    const kept = await post('powermta', endless, secret, 'application/gzip');
    expect(kept.json()).toEqual({
      stored: 1,
      duplicates: 0,
      skipped: 0,
      rejected: [{ line: 2, reason: 'line longer than 1 MiB' }],
      rejected_total: 1,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it('answers 404 for an unknown source', async () => {
    const response = await post('postfix', 'anything');
    expect(response.statusCode).toBe(404);
  });
});
