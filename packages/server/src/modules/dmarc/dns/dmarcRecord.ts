// The DMARC check: the record at _dmarc.<domain>, or, when the domain has none of its own, the
// one that applies to it by the DNS Tree Walk of RFC 9989 (its organizational domain's, through
// mailauth). Checked: the syntax (RFC 9989 tag list, version first, known tags, no repeats),
// the policies p, sp and np, pct and the testing flag t, and the report addresses rua and ruf:
// present, mailto:, and authorised by their destination when on another domain
// (dmarcReportAddresses.ts).
import type { DNSResolver } from 'mailauth';
import getDmarcRecord from 'mailauth/lib/dmarc/get-dmarc-record.js';
import type { DnsResolver } from '../../../dns/resolver.ts';
import { checkReportAddresses } from './dmarcReportAddresses.ts';
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

/** The policy that applies to the domain, for the BIMI check; null when no record applies. */
export interface AppliedPolicy {
  p: string | null;
  pct: number | null;
}

export interface DmarcCheck {
  check: RecordCheck;
  /** undefined when the lookup failed: the policy is unknown */
  applied: AppliedPolicy | null | undefined;
}

export interface DmarcCheckInput {
  dns: DnsResolver;
  resolver: DNSResolver;
  domain: string;
  /** the console's mail domain (MAIL_DOMAIN), where its report address is */
  mailDomain: string;
  /** the account's report address at the console */
  consoleAddress: string;
}

const version = /^v\s*=\s*DMARC1\s*(;|$)/i;
/** the version tag as receivers read it: its value case-sensitive (RFC 9989 4.7) */
const exactVersion = /^[vV][ \t]*=[ \t]*DMARC1[ \t]*(;|$)/;
const knownTags = new Set(['v', 'p', 'sp', 'np', 'adkim', 'aspf', 'fo', 'rua', 'ruf', 'rf']);
const historicTags = new Set(['pct', 'ri', 't', 'psd']);
const policies = new Set(['none', 'quarantine', 'reject']);

export async function checkDmarc(input: DmarcCheckInput): Promise<DmarcCheck> {
  const { dns, domain } = input;
  const name = `_dmarc.${domain}`;
  const own = await txtAt(dns, name);
  if (own.status === 'failed')
    return {
      check: recordCheck(name, null, [
        lookupFailed('dmarc.lookup-failed', 'TXT', name, own.failure),
      ]),
      applied: undefined,
    };
  const texts = own.status === 'found' ? own.records : [];
  const records = recordsOfVersion(texts, version);
  if (records.length > 1)
    return {
      check: recordCheck(name, records.join('\n'), [
        error(
          'dmarc.multiple-records',
          '{{name}} holds {{records}} DMARC records: receivers ignore them all, as if there ' +
            'were none (RFC 9989 4.10). Keep one record and delete the others.',
          { name, records: records.length },
        ),
      ]),
      applied: null,
    };
  if (records.length === 1)
    return checkRecord(input, { name, text: records[0] as string, recordDomain: domain }, []);

  const misplaced = texts.find((text) => /v\s*=\s*DMARC1/i.test(text));
  if (misplaced !== undefined)
    return {
      check: recordCheck(name, misplaced, [
        error(
          'dmarc.version-misplaced',
          'The TXT record at {{name}} does not begin with v=DMARC1, so receivers do not read it ' +
            'as a DMARC record. Rewrite it with v=DMARC1 as its first tag.',
          { name },
        ),
      ]),
      applied: null,
    };

  // No record of its own: the organizational domain's applies (RFC 9989 DNS Tree Walk).
  let inherited: Awaited<ReturnType<typeof getDmarcRecord>>;
  try {
    inherited = await getDmarcRecord(domain, input.resolver);
  } catch (cause) {
    return {
      check: recordCheck(name, null, [
        error(
          'dmarc.parent-lookup-failed',
          'Looking for the DMARC record that applies to {{domain}} above it failed: {{detail}}. ' +
            'Check the name servers of its parent domains, then check again.',
          { domain, detail: (cause as Error).message },
        ),
      ]),
      applied: undefined,
    };
  }
  if (!inherited)
    return {
      check: recordCheck(name, null, [
        error(
          'dmarc.missing',
          '{{domain}} has no DMARC record, and none applies from a parent domain: receivers ' +
            'apply no policy to mail that forges it and send no reports. Publish a TXT record ' +
            'at {{name}}, for a start "v=DMARC1; p=none; rua=mailto:{{address}}", then move to ' +
            'p=quarantine and p=reject once your sending sources pass DMARC.',
          { domain, name, address: input.consoleAddress },
        ),
      ]),
      applied: null,
    };
  const recordDomain = inherited.recordDomain;
  return checkRecord(
    input,
    { name: `_dmarc.${recordDomain}`, text: inherited.rr, recordDomain, subdomain: true },
    [
      info(
        'dmarc.inherited',
        '{{domain}} has no DMARC record of its own: the record at {{recordName}} applies to ' +
          'it, with its subdomain policy (sp=, or p= without it). Publish a record at {{name}} ' +
          'if {{domain}} needs a policy of its own.',
        { domain, recordName: `_dmarc.${recordDomain}`, name },
      ),
    ],
  );
}

export interface Found {
  name: string;
  text: string;
  /** the domain that publishes the record (authorisation records are named after it) */
  recordDomain: string;
  /** the record is inherited: its sp= applies */
  subdomain?: boolean;
}

async function checkRecord(
  input: DmarcCheckInput,
  found: Found,
  findings: Finding[],
): Promise<DmarcCheck> {
  const { tags, bad } = tagList(found.text);
  const valueOf = (tag: string) => tags.find((entry) => entry.name.toLowerCase() === tag)?.value;

  if (!exactVersion.test(found.text))
    findings.push(
      error(
        'dmarc.version-inexact',
        'The record must begin with v=DMARC1, written exactly so (in capitals): receivers ' +
          'ignore it otherwise.',
      ),
    );
  for (const part of bad)
    findings.push(
      error(
        'dmarc.syntax',
        '"{{part}}" in the DMARC record is not a tag=value pair. Receivers may ignore the whole ' +
          'record; remove it or write it as tag=value.',
        { part },
      ),
    );
  const seen = new Set<string>();
  for (const { name } of tags) {
    const lower = name.toLowerCase();
    if (seen.has(lower))
      findings.push(
        error(
          'dmarc.duplicate-tag',
          'The tag {{tag}}= appears more than once: the record is invalid and receivers may ' +
            'ignore it (RFC 6376 3.2). Keep one.',
          { tag: lower },
        ),
      );
    seen.add(lower);
    if (name !== lower)
      findings.push(
        warning(
          'dmarc.tag-case',
          'Tag names are case-sensitive: write {{tag}}= instead of {{written}}=.',
          { tag: lower, written: name },
        ),
      );
    if (!knownTags.has(lower) && !historicTags.has(lower))
      findings.push(
        warning(
          'dmarc.unknown-tag',
          '{{tag}}= is not a DMARC tag; receivers ignore it. Check its spelling or remove it.',
          { tag: lower },
        ),
      );
  }

  const p = valueOf('p')?.toLowerCase();
  const sp = valueOf('sp')?.toLowerCase();
  const np = valueOf('np')?.toLowerCase();
  if (p === undefined)
    findings.push(
      error(
        'dmarc.policy-missing',
        'The record has no p= tag: receivers treat it as p=none when it asks for reports, and ' +
          'ignore it otherwise. Add p=none, p=quarantine or p=reject.',
      ),
    );
  else if (!policies.has(p))
    findings.push(
      error(
        'dmarc.policy-invalid',
        'p={{value}} is not a policy: write p=none, p=quarantine or p=reject.',
        { value: p },
      ),
    );
  if (sp !== undefined && !policies.has(sp))
    findings.push(
      error(
        'dmarc.sp-invalid',
        'sp={{value}} is not a policy: write sp=none, sp=quarantine or sp=reject.',
        { value: sp },
      ),
    );
  if (np !== undefined && !policies.has(np))
    findings.push(
      error(
        'dmarc.np-invalid',
        'np={{value}} is not a policy: write np=none, np=quarantine or np=reject.',
        { value: np },
      ),
    );

  const applies = found.subdomain ? (sp ?? p) : p;
  if (applies === 'none')
    findings.push(
      warning(
        'dmarc.policy-none',
        'The policy is {{tag}}=none: monitoring only, receivers deliver mail that fails DMARC ' +
          'as if there were no policy. Once the sending sources in the reports pass DMARC, ' +
          'move to quarantine, then reject.',
        { tag: found.subdomain && sp !== undefined ? 'sp' : 'p' },
      ),
    );
  if (p !== 'none' && policies.has(p ?? '')) {
    if (sp === 'none' && !found.subdomain)
      findings.push(
        warning(
          'dmarc.sp-none',
          'Subdomains are not protected: sp=none lets mail that forges them through while ' +
            'p={{policy}} protects the domain itself. Remove sp= or set it to quarantine or ' +
            'reject.',
          { policy: p as string },
        ),
      );
    if (np === 'none')
      findings.push(
        warning(
          'dmarc.np-none',
          'np=none lets mail from subdomains that do not exist through while p={{policy}} ' +
            'protects the domain. Remove np= or set it to quarantine or reject.',
          { policy: p as string },
        ),
      );
  }

  const pctText = valueOf('pct');
  let pct: number | null = null;
  if (pctText !== undefined) {
    if (!/^\d{1,3}$/.test(pctText) || Number(pctText) > 100)
      findings.push(
        error('dmarc.pct-invalid', 'pct={{pct}} is not a whole number from 0 to 100.', {
          pct: pctText,
        }),
      );
    else {
      pct = Number(pctText);
      if (pct < 100 && applies !== 'none')
        findings.push(
          warning(
            'dmarc.pct-partial',
            'pct={{pct}}: the policy applies to only {{pct}}% of the mail that fails DMARC; the ' +
              'rest is treated one step more leniently. Raise pct to 100 (or remove it) once ' +
              'the reports show no legitimate mail failing.',
            { pct },
          ),
        );
    }
  }
  if (valueOf('t')?.toLowerCase() === 'y')
    findings.push(
      warning(
        'dmarc.testing',
        't=y is set: receivers apply the policy one step more leniently (testing mode of RFC ' +
          '9989). Remove t=y once the reports show no legitimate mail failing.',
      ),
    );
  for (const tag of ['adkim', 'aspf']) {
    const mode = valueOf(tag)?.toLowerCase();
    if (mode !== undefined && mode !== 'r' && mode !== 's')
      findings.push(
        error(
          'dmarc.alignment-invalid',
          '{{tag}}={{value}} is not valid: write {{tag}}=r or {{tag}}=s.',
          { tag, value: mode },
        ),
      );
  }

  findings.push(...(await checkReportAddresses(input, found, valueOf('rua'), valueOf('ruf'))));
  return {
    check: recordCheck(found.name, found.text, findings),
    applied: { p: policies.has(applies ?? '') ? (applies as string) : null, pct },
  };
}
