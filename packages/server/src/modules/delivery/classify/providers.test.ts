import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsResolver, type DnsResolver } from '../../../dns/resolver.ts';
import { startTestDnsServer, type TestDnsServer } from '../../../testing/dnsServer.ts';
import { createProviderClassifier } from './providerClassifier.ts';
import { knownProviderOfDomain, organisationalDomain, providerOfMxHost } from './providers.ts';

describe('knownProviderOfDomain', () => {
  it.each([
    ['gmail.com', 'google'],
    ['googlemail.com', 'google'],
    ['hotmail.fr', 'outlook'],
    ['msn.com', 'outlook'],
    ['aol.com', 'yahoo'],
    ['ymail.com', 'yahoo'],
    ['me.com', 'apple'],
    ['gmx.net', 'gmx'],
    ['web.de', 'webde'],
    ['wanadoo.fr', 'orange'],
    ['free.fr', 'free'],
    ['laposte.net', 'laposte'],
    ['t-online.de', 'tonline'],
    ['comcast.net', 'comcast'],
    ['bellsouth.net', 'att'],
    ['example-corp.com', null],
  ])('%s is %s', (domain, provider) => {
    expect(knownProviderOfDomain(domain)).toBe(provider);
  });
});

describe('providerOfMxHost', () => {
  it.each([
    ['aspmx.l.google.com', 'google'],
    ['alt1.aspmx.l.google.com.', 'google'],
    ['gmail-smtp-in.l.google.com', 'google'],
    ['mta5.am0.yahoodns.net', 'yahoo'],
    ['hotmail-com.olc.protection.outlook.com', 'outlook'],
    ['example-corp-com.mail.protection.outlook.com', 'office365'],
    ['mx01.mail.icloud.com', 'apple'],
    ['mx00.emig.gmx.net', 'gmx'],
    ['eu-smtp-inbound-1.mimecast.com', 'mimecast'],
    ['mx0a-00123401.pphosted.com', 'proofpoint'],
    ['mx1.mail.example-hosting.co.uk', 'example-hosting.co.uk'],
    ['mail.example.net', 'example.net'],
  ])('%s is %s', (host, provider) => {
    expect(providerOfMxHost(host)).toBe(provider);
  });

  it('keeps three labels under a registry second level', () => {
    expect(organisationalDomain('mx.shop.com.au')).toBe('shop.com.au');
    expect(organisationalDomain('mx.shop.de')).toBe('shop.de');
  });
});

// Against a real DNS server on loopback: the classifier reads what the resolver answers.
describe('createProviderClassifier', () => {
  let dns: TestDnsServer;
  let silent: TestDnsServer;
  let resolver: DnsResolver;
  let deadResolver: DnsResolver;
  beforeAll(async () => {
    dns = await startTestDnsServer();
    silent = await startTestDnsServer();
    silent.silent = true;
    resolver = createDnsResolver({ servers: [dns.address] });
    deadResolver = createDnsResolver({ servers: [silent.address], timeoutMs: 100 });
  });
  afterAll(async () => {
    await Promise.all([resolver.close(), deadResolver.close()]);
    await Promise.all([dns.close(), silent.close()]);
  });

  it('knows big providers without DNS and groups other domains by their primary MX', async () => {
    dns.set('example-corp.com', 'MX', [
      { exchange: 'backup.example-corp.com', priority: 20 },
      { exchange: 'example-corp-com.mail.protection.outlook.com', priority: 10 },
    ]);
    dns.set('startup.io', 'MX', [{ exchange: 'aspmx.l.google.com', priority: 1 }]);
    const asked = dns.queries.length;
    const classifier = createProviderClassifier({ resolver });
    expect(await classifier.providerOf('gmail.com')).toBe('google');
    expect(await classifier.providerOf('example-corp.com')).toBe('office365');
    expect(await classifier.providerOf('Startup.IO')).toBe('google');
    expect(dns.queries.slice(asked)).toEqual([
      { name: 'example-corp.com', type: 'MX' },
      { name: 'startup.io', type: 'MX' },
    ]);
  });

  it('caches answers for their TTL and shares concurrent lookups', async () => {
    let now = 0;
    dns.set('startup-two.io', 'MX', [{ exchange: 'aspmx.l.google.com', priority: 1 }]);
    const classifier = createProviderClassifier({ resolver, ttlMs: 1000, now: () => now });
    await Promise.all([
      classifier.providerOf('startup-two.io'),
      classifier.providerOf('startup-two.io'),
    ]);
    await classifier.providerOf('startup-two.io');
    expect(classifier.lookups).toBe(1);
    now = 1001;
    await classifier.providerOf('startup-two.io');
    expect(classifier.lookups).toBe(2);
    // The second lookup was the resolver's: the record's TTL (300 s) had not run out.
    expect(dns.count('startup-two.io')).toBe(1);
  });

  it('answers null for domains without MX, a null MX or a failing resolver', async () => {
    dns.set('nomx.example', 'A', ['192.0.2.1']);
    dns.set('nullmx.example', 'MX', [{ exchange: '.', priority: 0 }]);
    dns.fail('broken.example', 'SERVFAIL');
    const classifier = createProviderClassifier({ resolver });
    expect(await classifier.providerOf('nomail.example')).toBeNull();
    expect(await classifier.providerOf('nomx.example')).toBeNull();
    expect(await classifier.providerOf('nullmx.example')).toBeNull();
    expect(await classifier.providerOf('broken.example')).toBeNull();
    expect(await classifier.providerOf(null)).toBeNull();
    const timingOut = createProviderClassifier({ resolver: deadResolver });
    expect(await timingOut.providerOf('slow.example')).toBeNull();
  });

  it('keeps "no mail" 15 minutes and a failed lookup 1 minute', async () => {
    let now = 0;
    dns.fail('flaky.example', 'SERVFAIL');
    const classifier = createProviderClassifier({ resolver, now: () => now });
    await classifier.providerOf('gone.example');
    await classifier.providerOf('flaky.example');
    now = 60_000;
    await classifier.providerOf('gone.example');
    await classifier.providerOf('flaky.example');
    expect(classifier.lookups).toBe(3);
    now = 15 * 60_000;
    await classifier.providerOf('gone.example');
    expect(classifier.lookups).toBe(4);
  });
});
