// The BIMI check: the TXT record at default._bimi.<domain>, "v=BIMI1; l=<SVG logo>; a=<mark
// certificate>". Checked: one record, v first, the logo and the certificate over https, the
// certificate present (Gmail and Apple Mail show a logo only with a VMC or CMC), and the
// domain's DMARC policy, which must be enforced on all mail (quarantine or reject, pct=100)
// for any receiver to show the logo. A missing record is only information: BIMI is optional.
import type { DnsResolver } from '../../../dns/resolver.ts';
import type { AppliedPolicy } from './dmarcRecord.ts';
import {
  error,
  info,
  lookupFailed,
  recordCheck,
  recordsOfVersion,
  tagList,
  txtAt,
  warning,
  type Finding,
  type RecordCheck,
} from './recordCheck.ts';

const version = /^v\s*=\s*BIMI1\s*(;|$)/i;

/** `dmarc`: the policy that applies to the domain, null for none, undefined when unknown. */
export async function checkBimi(
  dns: DnsResolver,
  domain: string,
  dmarc: AppliedPolicy | null | undefined,
): Promise<RecordCheck> {
  const name = `default._bimi.${domain}`;
  const answer = await txtAt(dns, name);
  if (answer.status === 'failed')
    return recordCheck(name, null, [
      lookupFailed('bimi.lookup-failed', 'TXT', name, answer.failure),
    ]);
  const records = answer.status === 'found' ? recordsOfVersion(answer.records, version) : [];
  if (records.length === 0)
    return recordCheck(name, null, [
      info(
        'bimi.missing',
        '{{domain}} has no BIMI record, so receivers show no logo beside its mail. To show one, ' +
          'publish the TXT record {{name}} "v=BIMI1; l=<https URL of an SVG Tiny PS logo>; ' +
          'a=<https URL of its VMC or CMC>".',
        { domain, name },
      ),
    ]);
  const record = records.join('\n');
  if (records.length > 1)
    return recordCheck(name, record, [
      error(
        'bimi.multiple-records',
        '{{name}} holds {{records}} BIMI records: receivers ignore them all. Keep one.',
        { name, records: records.length },
      ),
    ]);

  const findings: Finding[] = [];
  const { tags, bad } = tagList(record);
  if (bad.length > 0 || tags[0]?.name !== 'v')
    findings.push(
      error(
        'bimi.syntax',
        'The record is not written as "v=BIMI1; l=<logo URL>; a=<certificate URL>", v first ' +
          'and each part a tag=value pair. Rewrite it so.',
      ),
    );
  const valueOf = (tag: string) => tags.find((entry) => entry.name.toLowerCase() === tag)?.value;
  const logo = valueOf('l') ?? '';
  const authority = valueOf('a') ?? '';
  if (logo === '' && authority === '')
    findings.push(
      info('bimi.declined', 'The record declines BIMI: receivers show no logo for the domain.'),
    );
  else {
    if (logo === '')
      findings.push(
        error(
          'bimi.logo-missing',
          'l=(empty): the logo must be an https URL of an SVG Tiny PS file; receivers show ' +
            'nothing otherwise.',
        ),
      );
    else if (!/^https:\/\/\S+$/i.test(logo))
      findings.push(
        error(
          'bimi.logo-not-https',
          'l={{logo}}: the logo must be an https URL of an SVG Tiny PS file; receivers show ' +
            'nothing otherwise.',
          { logo },
        ),
      );
    if (authority === '')
      findings.push(
        info(
          'bimi.no-certificate',
          'The record has no a= certificate: Gmail and Apple Mail show the logo only with a ' +
            'Verified Mark Certificate (VMC) or Common Mark Certificate (CMC). Add ' +
            'a=<https URL of the certificate PEM>.',
        ),
      );
    else if (!/^https:\/\/\S+$/i.test(authority))
      findings.push(
        error(
          'bimi.certificate-not-https',
          'a={{authority}}: the certificate must be an https URL; receivers ignore it otherwise.',
          { authority },
        ),
      );
    if (dmarc === null)
      findings.push(
        warning(
          'bimi.dmarc-missing',
          '{{domain}} has no DMARC policy: receivers show BIMI logos only for domains whose ' +
            'policy is quarantine or reject, on all mail.',
          { domain },
        ),
      );
    else if (dmarc !== undefined && (dmarc.p ?? 'none') === 'none')
      findings.push(
        warning(
          'bimi.dmarc-too-lax',
          '{{domain}} has the DMARC policy none: receivers show BIMI logos only for domains ' +
            'whose policy is quarantine or reject, on all mail.',
          { domain },
        ),
      );
    else if (dmarc && dmarc.pct !== null && dmarc.pct < 100)
      findings.push(
        warning(
          'bimi.dmarc-partial',
          "{{domain}}'s DMARC policy applies to only pct={{pct}}% of mail: receivers show BIMI " +
            'logos only when it applies to all of it. Remove pct= or set it to 100.',
          { domain, pct: dmarc.pct },
        ),
      );
  }
  return recordCheck(name, record, findings);
}
