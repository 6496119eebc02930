// The SPF check: the TXT record of the domain that begins with v=spf1 (RFC 7208). Checked: one
// record only (several are a permanent error), the syntax of each term, the `all` at the end
// (+all lets anyone send as the domain, ?all and no `all` say nothing), `ptr` (deprecated), and
// what receivers meet when they evaluate it: the limit of 10 DNS-querying terms counted through
// nested includes, and of 2 lookups that find nothing (void). Those counts come from evaluating
// the record with mailauth for an address that matches nothing (100.64.0.1, shared address
// space), so the evaluation walks the whole record to its end; it stops at the first permanent
// error, as a receiver does, so a count past the limit reads 11 (or 3 void) whatever the rest.
import net from 'node:net';
import type { DNSResolver } from 'mailauth';
import { spf } from 'mailauth/lib/spf/index.js';
import type { DnsResolver } from '../../../dns/resolver.ts';
import {
  error,
  lookupFailed,
  recordCheck,
  recordsOfVersion,
  txtAt,
  warning,
  type Finding,
  type Params,
  type RecordCheck,
} from './recordCheck.ts';

export type SpfCheck = RecordCheck & { lookups: number | null; void_lookups: number | null };

const version = /^v=spf1(\s|$)/i;
/** an address no SPF record should list, so evaluation reaches the record's end */
const unmatchedAddress = '100.64.0.1';
const domainSpec = /^[^\s]+$/;

export async function checkSpf(
  dns: DnsResolver,
  resolver: DNSResolver,
  domain: string,
): Promise<SpfCheck> {
  const answer = await txtAt(dns, domain);
  const result = (
    record: string | null,
    findings: Finding[],
    lookups?: number,
    voids?: number,
  ) => ({
    ...recordCheck(domain, record, findings),
    lookups: lookups ?? null,
    void_lookups: voids ?? null,
  });
  if (answer.status === 'failed')
    return result(null, [lookupFailed('spf.lookup-failed', 'TXT', domain, answer.failure)]);
  const records = answer.status === 'found' ? recordsOfVersion(answer.records, version) : [];
  if (records.length === 0)
    return result(null, [
      error(
        'spf.missing',
        '{{domain}} has no SPF record: receivers cannot tell which servers may send its mail, ' +
          'and SPF never passes for it. Publish one TXT record at the domain, such as ' +
          '"v=spf1 include:<your provider> -all", listing every service that sends for it.',
        { domain },
      ),
    ]);
  if (records.length > 1)
    return result(records.join('\n'), [
      error(
        'spf.multiple-records',
        '{{domain}} publishes {{records}} SPF records: receivers give a permanent error ' +
          '(permerror) and SPF fails for all its mail. Merge them into one record.',
        { domain, records: records.length },
      ),
    ]);

  const record = records[0] as string;
  const findings = lintTerms(record);
  const evaluated = await spf({
    ip: unmatchedAddress,
    sender: `postmaster@${domain}`,
    mta: 'console',
    resolver,
  });
  const lookups = evaluated.lookups?.count ?? 0;
  const voids = evaluated.lookups?.void ?? 0;
  const outcome = evaluated.status.result;
  if (lookups > 10)
    findings.push(
      error(
        'spf.too-many-lookups',
        'Evaluating this record takes more than 10 DNS lookups (include, a, mx, ptr, exists ' +
          'and redirect, counted through nested includes): receivers stop at the 11th with a ' +
          'permanent error, and SPF fails for all mail. Remove includes of services that no ' +
          'longer send, or replace them with their ip4:/ip6: ranges.',
      ),
    );
  else if (voids > 2)
    findings.push(
      error(
        'spf.too-many-void-lookups',
        'More than 2 of the lookups this record makes find nothing (a name that does not ' +
          'exist, or has no record): receivers stop with a permanent error, and SPF fails for ' +
          'all mail. Remove the terms that name domains or hosts that no longer exist.',
      ),
    );
  else if (voids > 0)
    findings.push(
      warning(
        'spf.void-lookups',
        '{{voids}} of the lookups this record makes find nothing; a third would make SPF fail ' +
          'for all mail. Remove the terms that name domains or hosts that no longer exist.',
        { voids },
      ),
    );
  else if (outcome === 'temperror')
    findings.push(
      error(
        'spf.temperror',
        'Evaluating this record met a DNS failure ({{detail}}); receivers meeting it defer or ' +
          'reject mail. Check the name servers of the domains it includes.',
        { detail: reason(evaluated.status.comment) },
      ),
    );
  else if (outcome === 'permerror' && !findings.some((finding) => syntaxCodes.has(finding.code)))
    findings.push(
      error(
        'spf.permerror',
        'Receivers give a permanent error evaluating this record ({{detail}}), and SPF fails ' +
          'for all mail. Fix the record or the records it includes.',
        { detail: reason(evaluated.status.comment) },
      ),
    );
  return result(record, findings, lookups, voids);
}

/** the findings of lintTerms that make receivers give a permanent error */
const syntaxCodes = new Set(['spf.syntax', 'spf.redirect-repeated']);

/** mailauth's comment without its "console: ... of postmaster@domain:" lead. */
const reason = (comment: string | undefined) =>
  (comment ?? 'no detail').replace(/^.*? postmaster@\S+?:\s*/, '').replace(/^console:\s*/, '');

function lintTerms(record: string): Finding[] {
  const findings: Finding[] = [];
  const terms = record
    .split(/\s+/)
    .slice(1)
    .filter((term) => term !== '');
  let all: string | null = null;
  let redirects = 0;
  let afterAll = false;
  for (const term of terms) {
    const syntax = (problem: NonNullable<Params['problem']>, mechanism?: string) =>
      findings.push(
        error(
          'spf.syntax',
          '"{{term}}" {{problem}}: receivers give a permanent error (permerror) and SPF fails ' +
            'for all mail. Correct or remove it.',
          mechanism === undefined ? { term, problem } : { term, problem, mechanism },
        ),
      );
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (modifier) {
      const name = (modifier[1] as string).toLowerCase();
      if (name === 'redirect') redirects += 1;
      if ((name === 'redirect' || name === 'exp') && !domainSpec.test(modifier[2] as string))
        syntax('no-domain');
      continue;
    }
    const match = /^([+\-~?]?)([a-z0-9]+)(?::(.*?))?(\/\/?\d+)*$/i.exec(term);
    if (!match) {
      syntax('not-a-term');
      continue;
    }
    const qualifier = match[1] as string;
    const mechanism = (match[2] as string).toLowerCase();
    const argument = match[3];
    if (all !== null) afterAll = true;
    switch (mechanism) {
      case 'all':
        if (argument !== undefined) syntax('takes-no-argument');
        all = qualifier || '+';
        break;
      case 'include':
      case 'exists':
        if (!argument) syntax('needs-domain', mechanism);
        break;
      case 'a':
      case 'mx':
        break;
      case 'ptr':
        findings.push(
          warning(
            'spf.ptr',
            'The ptr mechanism is deprecated (RFC 7208 5.5): it is slow, and some receivers ' +
              'skip it. Replace it with ip4:/ip6: ranges or a: hosts.',
          ),
        );
        break;
      case 'ip4':
      case 'ip6': {
        const [address, bits] = (term.slice(term.indexOf(':') + 1) || '').split('/');
        const family = mechanism === 'ip4' ? 4 : 6;
        const maxBits = family === 4 ? 32 : 128;
        if (
          net.isIP(address ?? '') !== family ||
          (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits))
        )
          syntax('invalid-address', mechanism);
        break;
      }
      default:
        syntax('not-a-term');
    }
  }
  if (redirects > 1)
    findings.push(
      error(
        'spf.redirect-repeated',
        'redirect= appears more than once: receivers give a permanent error. Keep one.',
      ),
    );
  if (all === '+')
    findings.push(
      error(
        'spf.all-pass',
        'The record ends with +all (or a bare all): it lets every server in the world send ' +
          'as the domain. End it with -all (or ~all while you check the reports).',
      ),
    );
  else if (all === '?')
    findings.push(
      warning(
        'spf.all-neutral',
        'The record ends with ?all: it says nothing about servers it does not list, so it ' +
          'does not help against forgery. End it with ~all or -all.',
      ),
    );
  else if (all === null && redirects === 0)
    findings.push(
      warning(
        'spf.all-missing',
        'The record has no all mechanism: servers it does not list get a neutral result, so it ' +
          'does not help against forgery. End it with ~all or -all.',
      ),
    );
  if (afterAll)
    findings.push(
      warning(
        'spf.after-all',
        'Terms follow all: receivers never read them. Move them before all, or remove them.',
      ),
    );
  return findings;
}
