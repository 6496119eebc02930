import { describe, expect, it } from 'vitest';
import { createProviderClassifier, type MxRecord } from './providerClassifier.ts';
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

describe('createProviderClassifier', () => {
  function stubResolver(answers: Record<string, MxRecord[] | Error>) {
    const asked: string[] = [];
    return {
      asked,
      resolveMx: async (domain: string) => {
        asked.push(domain);
        const answer = answers[domain];
        if (answer instanceof Error) throw answer;
        return answer ?? [];
      },
    };
  }
  const notFound = Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });

  it('knows big providers without DNS and groups other domains by their primary MX', async () => {
    const resolver = stubResolver({
      'example-corp.com': [
        { exchange: 'backup.example-corp.com', priority: 20 },
        { exchange: 'example-corp-com.mail.protection.outlook.com', priority: 10 },
      ],
      'startup.io': [{ exchange: 'aspmx.l.google.com', priority: 1 }],
    });
    const classifier = createProviderClassifier({ resolver });
    expect(await classifier.providerOf('gmail.com')).toBe('google');
    expect(await classifier.providerOf('example-corp.com')).toBe('office365');
    expect(await classifier.providerOf('Startup.IO')).toBe('google');
    expect(resolver.asked).toEqual(['example-corp.com', 'startup.io']);
  });

  it('caches answers for their TTL and shares concurrent lookups', async () => {
    let now = 0;
    const resolver = stubResolver({
      'startup.io': [{ exchange: 'aspmx.l.google.com', priority: 1 }],
    });
    const classifier = createProviderClassifier({ resolver, ttlMs: 1000, now: () => now });
    await Promise.all([classifier.providerOf('startup.io'), classifier.providerOf('startup.io')]);
    await classifier.providerOf('startup.io');
    expect(classifier.lookups).toBe(1);
    now = 1001;
    await classifier.providerOf('startup.io');
    expect(classifier.lookups).toBe(2);
  });

  it('answers null for domains without MX, a null MX or a failing resolver', async () => {
    const resolver = stubResolver({
      'nomail.example': notFound,
      'nullmx.example': [{ exchange: '', priority: 0 }],
      'broken.example': new Error('queryMx ETIMEOUT'),
    });
    const classifier = createProviderClassifier({ resolver });
    expect(await classifier.providerOf('nomail.example')).toBeNull();
    expect(await classifier.providerOf('nullmx.example')).toBeNull();
    expect(await classifier.providerOf('broken.example')).toBeNull();
    expect(await classifier.providerOf(null)).toBeNull();
  });
});
