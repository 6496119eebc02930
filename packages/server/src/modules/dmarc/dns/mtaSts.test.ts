// The MTA-STS policy fetch against loopback, which the service refuses (no sender on the
// internet could fetch from there) and this test allows: a policy host that refuses the
// connection gives an error finding with its reason, one without an address another, and a
// TXT record without an id a syntax error. The fetch itself always uses port 443, which a
// test cannot serve without root, so a fetched policy is not tested here.
import { describe, expect, it } from 'vitest';
import { createDnsResolver } from '../../../dns/resolver.ts';
import { useTestDnsServer } from '../../../testing/dnsServer.ts';
import { mailauthResolver } from '../../../dns/mailauthResolver.ts';
import { checkMtaSts } from './mtaSts.ts';

const dnsHolder = useTestDnsServer();

describe('the MTA-STS check', () => {
  const run = (domain: string) => {
    const dns = createDnsResolver({ servers: [dnsHolder.server.address] });
    return checkMtaSts(dns, mailauthResolver(dns), domain, {
      allowPrivateHosts: true,
      timeoutMs: 2000,
    });
  };

  it('gives the reason a policy cannot be fetched', async () => {
    const dns = dnsHolder.server;
    dns.set('refused.example', 'MX', [{ exchange: 'mx.refused.example', priority: 10 }]);
    dns.set('_mta-sts.refused.example', 'TXT', ['v=STSv1; id=1']);
    dns.set('mta-sts.refused.example', 'A', ['127.0.0.1']);
    const started = Date.now();
    const check = await run('refused.example');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(check).toEqual({
      name: '_mta-sts.refused.example',
      record: 'v=STSv1; id=1',
      status: 'error',
      findings: [
        {
          severity: 'error',
          code: 'mta-sts.policy-unreachable',
          message: expect.stringMatching(
            /^The policy cannot be fetched from https:\/\/mta-sts\.refused\.example\/\.well-known\/mta-sts\.txt: connect ECONNREFUSED 127\.0\.0\.1:443\. /,
          ),
          params: {
            url: 'https://mta-sts.refused.example/.well-known/mta-sts.txt',
            detail: 'connect ECONNREFUSED 127.0.0.1:443',
            host: 'mta-sts.refused.example',
          },
        },
      ],
    });
  });

  it('says when the policy host has no address, and when the record has no id', async () => {
    const dns = dnsHolder.server;
    dns.set('_mta-sts.hostless.example', 'TXT', ['v=STSv1; id=2']);
    dns.set('hostless.example', 'MX', [{ exchange: 'mx.hostless.example', priority: 10 }]);
    const hostless = await run('hostless.example');
    expect([hostless.status, hostless.findings.map((finding) => finding.code)]).toEqual([
      'error',
      ['mta-sts.policy-host-missing'],
    ]);
    dns.set('_mta-sts.noid.example', 'TXT', ['v=STSv1; id=']);
    dns.set('noid.example', 'MX', [{ exchange: 'mx.noid.example', priority: 10 }]);
    const noId = await run('noid.example');
    expect([noId.status, noId.findings.map((finding) => finding.code)]).toEqual([
      'error',
      ['mta-sts.syntax'],
    ]);
  });
});
