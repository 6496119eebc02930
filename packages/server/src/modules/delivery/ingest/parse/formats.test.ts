import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDnsResolver } from '../../../../dns/resolver.ts';
import { startTestDnsServer } from '../../../../testing/dnsServer.ts';
import { createProviderClassifier } from '../../classify/providerClassifier.ts';
import { assignProviders } from '../../classify/enrich.ts';
import { parseBody, isPushSource } from './formats.ts';

const fixture = (path: string) => readFileSync(new URL(`./__fixtures__/${path}`, import.meta.url));

describe('parseBody', () => {
  it('dispatches a gzip PowerMTA body and names the platform given by the dataset', async () => {
    const outcome = await parseBody('powermta', gzipSync(fixture('powermta/acct-2024-05-06.csv')), {
      platform: 'pmta-eu',
    });
    expect(outcome.kind).toBe('batch');
    if (outcome.kind !== 'batch') return;
    expect(outcome.events).toHaveLength(9);
    expect(outcome.skipped).toHaveLength(1);
    expect(new Set(outcome.events.map((event) => event.platform))).toEqual(new Set(['pmta-eu']));
  });

  it('refuses Mailgun without a signing key and SES topics not on the allow-list', async () => {
    expect(await parseBody('mailgun', fixture('mailgun/delivered.json'))).toEqual({
      kind: 'refused',
      status: 401,
      reason: 'the dataset has no Mailgun signing key',
    });
    expect(await parseBody('ses', fixture('ses/delivery-notification.json'))).toMatchObject({
      kind: 'refused',
      status: 403,
    });
    const mailgun = await parseBody('mailgun', fixture('mailgun/delivered.json'), {
      mailgunSigningKey: 'test-signing-key-0f1e2d3c4b5a',
      now: () => 1_715_000_403_000,
    });
    expect(mailgun.kind).toBe('batch');
  });

  it('answers a SparkPost ping and knows its sources', async () => {
    expect((await parseBody('sparkpost', fixture('sparkpost/ping.json'))).kind).toBe('ping');
    expect(isPushSource('kumomta')).toBe(true);
    expect(isPushSource('postfix')).toBe(false);
  });

  it('fills providers from MX records after parsing, one lookup per domain', async () => {
    const outcome = await parseBody('powermta', fixture('powermta/acct-2024-05-06.csv'));
    if (outcome.kind !== 'batch') throw new Error('expected a batch');
    // A DNS server on loopback: example-corp.de's MX is Proofpoint's.
    const dns = await startTestDnsServer();
    dns.set('example-corp.de', 'MX', [{ exchange: 'mx0a-00123401.pphosted.com', priority: 10 }]);
    const resolver = createDnsResolver({ servers: [dns.address] });
    try {
      await assignProviders(outcome.events, createProviderClassifier({ resolver }));
    } finally {
      await resolver.close();
      await dns.close();
    }
    expect(dns.queries.map((query) => query.name)).toEqual(['example-corp.de']);
    expect(
      outcome.events
        .filter((event) => event.recipientDomain === 'example-corp.de')
        .map((event) => event.provider),
    ).toEqual(['proofpoint', 'proofpoint']);
  });
});
