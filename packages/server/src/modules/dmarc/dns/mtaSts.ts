// The MTA-STS check (RFC 8461), with the domain's MX records, which the contract has no place
// of their own for and which the policy's mx patterns must match. Checked: the MX records (none,
// or a null MX of RFC 7505: the domain takes no mail), the _mta-sts TXT record (v=STSv1 and an
// id, one record only), and the policy fetched from https://mta-sts.<domain>/.well-known/
// mta-sts.txt with mailauth: its mode (testing and none protect nothing yet), max_age, and each
// MX against its mx patterns (a sender enforcing the policy refuses an MX it does not list).
// A policy that cannot be fetched is an error with the reason. The fetch connects where our
// resolver points mta-sts.<domain>, so an address that is not public (loopback, private,
// link-local...) is refused before any connection: no sender on the internet could fetch it
// either, and a member must not make the server connect inside its own network.
import net from 'node:net';
import type { DNSResolver } from 'mailauth';
import { getPolicy, validateMx } from 'mailauth/lib/mta-sts.js';
import type { MxRecord } from '../../../dns/answers.ts';
import type { DnsResolver } from '../../../dns/resolver.ts';
import {
  error,
  finding,
  info,
  isFailure,
  lookupFailed,
  recordCheck,
  recordsOfVersion,
  tagList,
  txtAt,
  warning,
  type Finding,
  type RecordCheck,
} from './recordCheck.ts';

export interface MtaStsOptions {
  /** ms the policy fetch may take, all of it (default 5 s) */
  timeoutMs?: number;
  /** fetch from any address, loopback included (tests of the fetch itself) */
  allowPrivateHosts?: boolean;
}

const version = /^v=STSv1\s*(;|$)/i;
const oneDay = 86_400;

/** Ranges no server on the internet reaches: the policy host must not be in them. */
const notPublic = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(address, prefix, 'ipv6');

const isPublic = (address: string) => {
  const family = net.isIP(address);
  return family !== 0 && !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export async function checkMtaSts(
  dns: DnsResolver,
  resolver: DNSResolver,
  domain: string,
  options: MtaStsOptions = {},
): Promise<RecordCheck> {
  const name = `_mta-sts.${domain}`;
  const [txt, mx] = await Promise.all([txtAt(dns, name), dns.mx(domain)]);
  const findings: Finding[] = [];

  let hosts: string[] = [];
  if (mx.status === 'ok') {
    const exchanges = mx.records.map((record: MxRecord) =>
      record.exchange.toLowerCase().replace(/\.$/, ''),
    );
    if (exchanges.length === 1 && exchanges[0] === '')
      findings.push(
        info(
          'mx.null',
          '{{domain}} publishes a null MX (RFC 7505): it takes no mail, so MTA-STS and TLS ' +
            'reports do not apply to it.',
          { domain },
        ),
      );
    else hosts = exchanges.filter((host) => host !== '');
  } else if (isFailure(mx)) findings.push(lookupFailed('mx.lookup-failed', 'MX', domain, mx));
  else
    findings.push(
      warning(
        'mx.missing',
        '{{domain}} has no MX record: mail to it goes to its A/AAAA address, if any. Publish ' +
          'MX records for the servers that take its mail, or a null MX ("0 .") if it takes ' +
          'none, so bounces and replies are not lost.',
        { domain },
      ),
    );

  if (txt.status === 'failed')
    return recordCheck(name, null, [
      ...findings,
      lookupFailed('mta-sts.lookup-failed', 'TXT', name, txt.failure),
    ]);
  const records = txt.status === 'found' ? recordsOfVersion(txt.records, version) : [];
  if (records.length === 0)
    return recordCheck(name, null, [
      ...findings,
      info(
        'mta-sts.missing',
        '{{domain}} has no MTA-STS policy: senders deliver to it over TLS only when it happens ' +
          'to work, and a forged MX or a stripped STARTTLS goes unnoticed. Publish the policy ' +
          'at {{url}}, then the TXT record {{name}} "v=STSv1; id=<a new id at every change>".',
        { domain, url: `https://mta-sts.${domain}/.well-known/mta-sts.txt`, name },
      ),
    ]);
  const record = records.join('\n');
  if (records.length > 1)
    return recordCheck(name, record, [
      ...findings,
      error(
        'mta-sts.multiple-records',
        '{{name}} holds {{records}} MTA-STS records: senders ignore the policy. Keep one.',
        { name, records: records.length },
      ),
    ]);
  const id = tagList(record).tags.find((tag) => tag.name.toLowerCase() === 'id')?.value ?? '';
  if (!/^[a-z0-9]{1,32}$/i.test(id))
    return recordCheck(name, record, [
      ...findings,
      error(
        'mta-sts.syntax',
        'The record needs an id= of 1 to 32 letters and digits ("v=STSv1; id=20260101T0000"); ' +
          'senders ignore the policy without one.',
      ),
    ]);

  findings.push(...(await checkPolicy(dns, resolver, domain, hosts, options)));
  return recordCheck(name, record, findings);
}

async function checkPolicy(
  dns: DnsResolver,
  resolver: DNSResolver,
  domain: string,
  hosts: string[],
  options: MtaStsOptions,
): Promise<Finding[]> {
  const policyHost = `mta-sts.${domain}`;
  const url = `https://${policyHost}/.well-known/mta-sts.txt`;
  if (!options.allowPrivateHosts) {
    const [v4, v6] = await Promise.all([dns.a(policyHost), dns.aaaa(policyHost)]);
    const addresses = [v4, v6].flatMap((answer) => (answer.status === 'ok' ? answer.records : []));
    const hidden = addresses.find((address) => !isPublic(address));
    if (hidden !== undefined)
      return [
        error(
          'mta-sts.policy-host-private',
          'The policy cannot be fetched from {{url}}: {{host}} points at {{address}}, an ' +
            'address the internet cannot reach, so senders cannot fetch it either. Point it at ' +
            'the public web server that serves the policy.',
          { url, host: policyHost, address: hidden },
        ),
      ];
  }
  const found = await getPolicy(domain, null, {
    resolver,
    timeout: options.timeoutMs ?? 5000,
  });
  if (found.status === 'errored') {
    const cause = (found.policy as { error?: Error }).error;
    return [
      error(
        'mta-sts.policy-unreachable',
        'The policy cannot be fetched from {{url}}: {{detail}}. Senders then apply no policy. ' +
          'Serve it there over HTTPS, with a certificate valid for {{host}}, as text/plain.',
        { url, detail: cause?.message ?? 'unknown error', host: policyHost },
      ),
    ];
  }
  if (found.status !== 'found')
    return [
      error(
        'mta-sts.policy-host-missing',
        'The TXT record announces a policy, but {{host}} has no address, so the policy cannot ' +
          'be fetched from {{url}}. Publish its A/AAAA record and serve the policy there.',
        { host: policyHost, url },
      ),
    ];

  const findings: Finding[] = [];
  const { policy } = found;
  if (found.warnings?.length)
    findings.push(
      warning(
        'mta-sts.policy-lax',
        'The policy is served or written loosely ({{detail}}); strict senders ignore it. Serve ' +
          'it with HTTP 200 as text/plain, written as RFC 8461 3.2 shows.',
        { detail: found.warnings.join(', ') },
      ),
    );
  if (policy.mode === 'testing')
    findings.push(
      warning(
        'mta-sts.mode-testing',
        'The policy is in testing mode: senders report TLS failures (with TLS-RPT) but still ' +
          'deliver without TLS. Switch to mode: enforce once the TLS reports show no failures.',
      ),
    );
  else if (policy.mode === 'none')
    findings.push(
      warning(
        'mta-sts.mode-none',
        'The policy is mode: none: it protects nothing. Use mode: testing, then enforce.',
      ),
    );
  if (policy.maxAge !== undefined && policy.maxAge < oneDay)
    findings.push(
      warning(
        'mta-sts.max-age-short',
        'max_age is {{maxAge}} s: senders forget the policy within a day, leaving a window to ' +
          'strip TLS. Use weeks (max_age: 1209600 or more) once it works.',
        { maxAge: policy.maxAge },
      ),
    );
  // an MX the policy does not list: mail lost when it is enforced, a warning while it is tested
  const unlisted = policy.mode === 'enforce' ? 'error' : 'warning';
  const patterns = (policy.mx ?? []).join(', ');
  if (policy.mode !== 'none')
    for (const host of hosts)
      if (!validateMx(host, policy).valid)
        findings.push(
          patterns === ''
            ? finding(
                unlisted,
                'mta-sts.policy-mx-missing',
                "The MX {{host}} matches none of the policy's mx patterns (none): senders " +
                  'enforcing the policy will not deliver to it. Add it to the policy (and ' +
                  'change the TXT id).',
                { host },
              )
            : finding(
                unlisted,
                'mta-sts.mx-not-in-policy',
                "The MX {{host}} matches none of the policy's mx patterns ({{patterns}}): " +
                  'senders enforcing the policy will not deliver to it. Add it to the policy ' +
                  '(and change the TXT id).',
                { host, patterns },
              ),
        );
  return findings;
}
