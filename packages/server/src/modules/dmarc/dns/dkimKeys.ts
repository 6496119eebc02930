// The DKIM check: the public key of each selector seen signing the domain's mail in the account's
// reports, at <selector>._domainkey.<domain>. Checked: the key is published, not revoked (an
// empty p=), readable (mailauth parses it as receivers do), of a known type and long enough (RSA
// under 1024 bits is refused by receivers, under 2048 is weak), and not in testing mode (t=y).
// Selectors come from reports anyone can send to the account's address, so only well-formed
// ones are looked up, at most `maxSelectors` of them (the most seen first).
import type { DNSResolver } from 'mailauth';
import { getPublicKey } from 'mailauth/lib/tools.js';
import type { DnsResolver } from '../../../dns/resolver.ts';
import {
  error,
  lookupFailed,
  recordCheck,
  tagList,
  txtAt,
  warning,
  type Finding,
  type RecordCheck,
} from './recordCheck.ts';

export type DkimCheck = RecordCheck & { selector: string };

export const maxSelectors = 20;
const label = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/i;
const wellFormed = (name: string) =>
  name.length <= 200 && name.split('.').every((part) => label.test(part));

export interface SeenSelector {
  domain: string;
  selector: string;
}

/** The selectors worth a lookup: well-formed, at most `maxSelectors`. */
export const selectorsToCheck = (seen: SeenSelector[]) =>
  seen
    .filter(({ domain, selector }) => wellFormed(domain) && wellFormed(selector))
    .slice(0, maxSelectors);

export async function checkDkimKey(
  dns: DnsResolver,
  resolver: DNSResolver,
  { domain, selector }: SeenSelector,
): Promise<DkimCheck> {
  const name = `${selector}._domainkey.${domain}`;
  const done = (record: string | null, findings: Finding[]) => ({
    ...recordCheck(name, record, findings),
    selector,
  });
  const answer = await txtAt(dns, name);
  if (answer.status === 'failed')
    return done(null, [lookupFailed('dkim.lookup-failed', 'TXT', name, answer.failure)]);
  if (answer.status === 'none')
    return done(null, [
      error(
        'dkim.missing',
        'No DKIM key is published at {{name}}, yet the reports show mail signed with selector ' +
          '{{selector}}: receivers cannot verify those signatures, and DKIM fails. Publish the ' +
          'key your sending service gives for this selector, or have it stop signing with it.',
        { name, selector },
      ),
    ]);
  const record = answer.records.join('\n');
  const findings: Finding[] = [];
  if (answer.records.length > 1)
    findings.push(
      warning(
        'dkim.multiple-records',
        '{{name}} holds {{records}} TXT records: receivers read one of them, not necessarily ' +
          'the key. Keep only the key record.',
        { name, records: answer.records.length },
      ),
    );
  const pTag = tagList(answer.records[0] as string).tags.find((tag) => tag.name === 'p');
  if (pTag && pTag.value === '')
    return done(record, [
      ...findings,
      error(
        'dkim.revoked',
        'The key of selector {{selector}} is revoked (empty p=): mail still signed with it ' +
          'fails DKIM. Move the sending service to a current selector and key.',
        { selector },
      ),
    ]);
  try {
    // 1 bit: short keys are answered with their length, and judged below
    const key = await getPublicKey('DKIM', name, 1, resolver);
    const bits = key.modulusLength ?? 0;
    if (key.keyType === 'rsa' && bits < 1024)
      findings.push(
        error(
          'dkim.key-too-short',
          'The RSA key is {{bits}} bits: receivers refuse keys under 1024 bits, and DKIM ' +
            'fails. Publish a new 2048-bit key under a new selector and sign with it.',
          { bits },
        ),
      );
    else if (key.keyType === 'rsa' && bits < 2048)
      findings.push(
        warning(
          'dkim.key-short',
          'The RSA key is {{bits}} bits, which is weak today. Publish a 2048-bit key under a ' +
            'new selector, sign with it, then revoke this one.',
          { bits },
        ),
      );
    if (key.testing)
      findings.push(
        warning(
          'dkim.testing',
          'The key is in testing mode (t=y): receivers may treat its signatures as unsigned. ' +
            'Remove t=y once signing works.',
        ),
      );
    if (key.warnings.length > 0)
      findings.push(
        warning(
          'dkim.syntax',
          'The key record is not written exactly as RFC 6376 asks ({{detail}}); strict ' +
            'receivers may ignore it. Republish it as v=DKIM1; k=rsa; p=....',
          { detail: key.warnings.join(', ') },
        ),
      );
  } catch (cause) {
    const failure = cause as Error & { code?: string };
    findings.push(
      error(
        'dkim.invalid',
        'Receivers cannot use the key at {{name}}: {{detail}}. Republish the key exactly as ' +
          'your sending service gives it.',
        { name, detail: failure.message },
      ),
    );
  }
  return done(record, findings);
}
