// Source look-ups against a real DNS server on loopback: a forward-confirmed PTR names its
// registrable domain, one that does not resolve back names nothing, no PTR is kept as an
// answer, and a SERVFAIL is kept as an error to try again. The domain sources call then groups
// the records by that domain and names the sending service; the country and network come from
// the offline IP data.
import { describe, expect, it } from 'vitest';
import { createDnsResolver } from '../../dns/resolver.ts';
import { useTestDnsServer } from '../../testing/dnsServer.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { parseArgs } from '../../cli/args.ts';
import { dmarcServicesCommand } from '../../cli/dmarcServicesCommand.ts';
import { importReports } from './reportImport.ts';
import { knownServices } from './services/catalogue.ts';
import { lookUpSource, lookUpSources } from './sourceLookup.ts';

const dnsHolder = useTestDnsServer();

describe('a source IP looked up', () => {
  it('names the registrable domain of a PTR that resolves back to the IP', async () => {
    const dns = dnsHolder.server;
    dns.set('1.2.0.192.in-addr.arpa', 'PTR', ['mail-sor-f41.Google.com.']);
    dns.set('mail-sor-f41.google.com', 'A', ['192.0.2.1']);
    dns.set('2.2.0.192.in-addr.arpa', 'PTR', ['claims.google.com']);
    dns.set('claims.google.com', 'A', ['198.51.100.9']);
    dns.fail('3.2.0.192.in-addr.arpa', 'SERVFAIL');
    const resolver = createDnsResolver({ servers: [dns.address] });
    expect(await lookUpSource(resolver, '192.0.2.1')).toEqual({
      ptr: 'mail-sor-f41.google.com',
      baseDomain: 'google.com',
      error: null,
    });
    expect(await lookUpSource(resolver, '192.0.2.2')).toEqual({
      ptr: 'claims.google.com',
      baseDomain: null,
      error: null,
    });
    expect(await lookUpSource(resolver, '192.0.2.4')).toEqual({
      ptr: null,
      baseDomain: null,
      error: null,
    });
    expect(await lookUpSource(resolver, '192.0.2.3')).toEqual({
      ptr: null,
      baseDomain: null,
      error: 'servfail',
    });
  });
});

describe.each(testDatabases)('sources of a domain on %s', (kind) => {
  const holder = useTestApp(kind, {
    get DNS_SERVERS() {
      return dnsHolder.server.hostPort;
    },
  });

  it('groups the records by the looked-up domain and names the service', async () => {
    const dns = dnsHolder.server;
    dns.set('10.2.0.192.in-addr.arpa', 'PTR', ['a8-10.smtp-out.amazonses.com']);
    dns.set('a8-10.smtp-out.amazonses.com', 'A', ['192.0.2.10']);
    dns.set('11.2.0.192.in-addr.arpa', 'PTR', ['a8-11.smtp-out.amazonses.com']);
    dns.set('a8-11.smtp-out.amazonses.com', 'A', ['192.0.2.11']);
    const t = holder.app;
    const xml = (ip: string, count: number) =>
      `<record><row><source_ip>${ip}</source_ip><count>${count}</count><policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated></row><identifiers><header_from>example.com</header_from></identifiers><auth_results><dkim><domain>example.com</domain><selector>ses</selector><result>pass</result></dkim><spf><domain>amazonses.com</domain><result>pass</result></spf></auth_results></record>`;
    const report = Buffer.from(
      `<feedback><report_metadata><org_name>google.com</org_name><report_id>ses-1</report_id><date_range><begin>1763251200</begin><end>1763337599</end></date_range></report_metadata><policy_published><domain>example.com</domain><p>reject</p></policy_published>${xml('192.0.2.10', 3)}${xml('192.0.2.11', 5)}${xml('209.85.220.41', 1)}</feedback>`,
    );
    await importReports(t.services.db, 'demo', report);
    expect(await lookUpSources(t.services)).toBe(3);
    const password = await t.addUser('sources@demo.example', { account: 'demo' });
    const member = await t.signIn('sources@demo.example', password);
    const answer = await t.call(
      'member/dmarc/domain_sources',
      { account: 'demo', domain: 'example.com', from: '2025-11-16', to: '2025-11-16' },
      member,
    );
    expect(
      (
        answer.json() as {
          source: string;
          name: string | null;
          type: string;
          ips: number;
          messages: number;
        }[]
      ).map((row) => [row.source, row.name, row.type, row.ips, row.messages]),
    ).toEqual([
      ['amazonses.com', 'Amazon SES', 'ESP', 2, 8],
      ['209.85.220.41', null, 'Unknown', 1, 1],
    ]);
    // country and network from the offline data, whatever the DNS said
    const google = await t.services.db
      .selectFrom('dmarc_sources')
      .select(['ptr', 'country', 'asn', 'as_name'])
      .where('ip', '=', '209.85.220.41')
      .executeTakeFirst();
    expect(google).toEqual({ ptr: null, country: 'US', asn: 15169, as_name: 'Google LLC' });
    // nothing is due again
    expect(await lookUpSources(t.services)).toBe(0);
  });

  it('names sources by the services an admin added, before the built-in catalogue', async () => {
    const t = holder.app;
    const command = (...argv: string[]) =>
      dmarcServicesCommand(t.services, parseArgs(['dmarc-services', ...argv]));
    expect(
      await command(
        'add',
        'AmazonSES.com',
        '--name',
        'Amazon SES (transactional)',
        '--type',
        'ESP',
      ),
    ).toEqual(['Sources under amazonses.com are named Amazon SES (transactional).']);
    await expect(
      command('add', 'a8-10.smtp-out.amazonses.com', '--name', 'x', '--type', 'ESP'),
    ).rejects.toThrow(
      'a8-10.smtp-out.amazonses.com is not a registrable domain (the base domain of PTR names, such as sendgrid.net)',
    );
    await expect(
      command('add', 'mailer.example', '--name', 'Mailer', '--type', 'Bulk'),
    ).rejects.toThrow('The type is one of ESP, ISP, Web host, Security, Unknown');
    expect(await command('list')).toEqual([
      `1 added, ${knownServices} built in.`,
      'DOMAIN\tNAME\tTYPE',
      'amazonses.com\tAmazon SES (transactional)\tESP',
    ]);
    const password = await t.addUser('catalogue@demo.example', { account: 'demo' });
    const member = await t.signIn('catalogue@demo.example', password);
    const names = async () =>
      (
        (
          await t.call(
            'member/dmarc/domain_sources',
            { account: 'demo', domain: 'example.com', from: '2025-11-16', to: '2025-11-16' },
            member,
          )
        ).json() as { name: string | null }[]
      ).map((row) => row.name);
    expect(await names()).toEqual(['Amazon SES (transactional)', null]);
    expect(await command('remove', 'amazonses.com')).toEqual(['Removed amazonses.com.']);
    expect(await names()).toEqual(['Amazon SES', null]);
  });
});
