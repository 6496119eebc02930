// ENVELOPE, DKIM and DMARC from mailauth's verdicts on the message as received (client IP, HELO
// and MAIL FROM of the connection). Alignment is relaxed, by organisational domain (public
// suffix list, tldts), as DMARC's default.
import type { AuditTest } from '@console/contract';
import type { AuthenticateResult } from 'mailauth';
import { getDomain } from 'tldts';
import { auditTest } from './auditTest.ts';

const orgDomain = (domain: string) => getDomain(domain) ?? domain;
const aligned = (a: string, b: string) => orgDomain(a.toLowerCase()) === orgDomain(b.toLowerCase());
const domainOf = (address: string) => address.split('@').pop()?.toLowerCase() ?? '';

export function envelopeChecks(auth: AuthenticateResult, mailFrom: string | null): AuditTest[] {
  const fromDomain = domainOf(auth.dkim.headerFrom[0] ?? '');
  if (!mailFrom)
    return [
      auditTest(
        'envelope.return_path',
        mailFrom === '' ? 'fail' : 'info',
        mailFrom === ''
          ? 'MAIL FROM was empty, as for a bounce: replies and bounces have nowhere to go.'
          : 'The envelope sender is not known.',
      ),
    ];
  const domain = domainOf(mailFrom);
  const tests = [
    auditTest('envelope.return_path', 'pass', `Return-Path: <${mailFrom}>`, {
      return_path: mailFrom,
    }),
  ];
  const spf = auth.spf;
  const result = spf ? spf.status.result : 'none';
  const facts = { domain, result, record: spf ? spf.rr : null };
  tests.push(
    result === 'pass'
      ? auditTest('envelope.spf', 'pass', `SPF passes for ${domain}.`, facts)
      : result === 'softfail' || result === 'neutral'
        ? auditTest('envelope.spf', 'warning', `SPF ${result} for ${domain}.`, facts)
        : result === 'temperror'
          ? auditTest('envelope.spf', 'error', `SPF of ${domain} could not be read.`, facts)
          : auditTest('envelope.spf', 'fail', `SPF ${result} for ${domain}.`, facts),
  );
  if (fromDomain)
    tests.push(
      aligned(domain, fromDomain)
        ? auditTest('envelope.alignment', 'pass', `${domain} aligns with ${fromDomain}.`, {
            envelope: domain,
            from: fromDomain,
          })
        : auditTest(
            'envelope.alignment',
            'warning',
            `${domain} does not align with ${fromDomain}.`,
            {
              envelope: domain,
              from: fromDomain,
            },
          ),
    );
  return tests;
}

export function dkimChecks(auth: AuthenticateResult): AuditTest[] {
  const signatures = auth.dkim.results.filter((result) => result.signingDomain);
  const fromDomain = domainOf(auth.dkim.headerFrom[0] ?? '');
  if (signatures.length === 0)
    return [auditTest('dkim.signature', 'fail', 'The message is not signed.', { count: 0 })];
  const passing = signatures.filter((result) => result.status.result === 'pass');
  const described = signatures
    .map((result) => `${result.signingDomain} (${result.selector}): ${result.status.result}`)
    .join(', ');
  const tests = [
    auditTest('dkim.signature', 'pass', `${signatures.length} signature(s).`, {
      count: signatures.length,
    }),
    auditTest(
      'dkim.valid',
      passing.length > 0
        ? 'pass'
        : signatures.every((result) => result.status.result === 'temperror')
          ? 'error'
          : 'fail',
      described,
      { signatures: described },
    ),
  ];
  const bits = Math.max(0, ...signatures.map((result) => result.modulusLength ?? 0));
  const ed25519 = signatures.some((result) => result.algo?.startsWith('ed25519'));
  if (ed25519) tests.push(auditTest('dkim.key_length', 'pass', 'An Ed25519 key.', { bits: 256 }));
  else if (bits > 0)
    tests.push(
      auditTest(
        'dkim.key_length',
        bits >= 2048 ? 'pass' : bits >= 1024 ? 'warning' : 'fail',
        `The key has ${bits} bits.`,
        { bits },
      ),
    );
  const signers = [...new Set(passing.map((result) => result.signingDomain ?? ''))];
  if (fromDomain)
    tests.push(
      signers.some((domain) => aligned(domain, fromDomain))
        ? auditTest('dkim.alignment', 'pass', `A signature aligns with ${fromDomain}.`, {
            domains: signers.join(', '),
            from: fromDomain,
          })
        : auditTest('dkim.alignment', 'fail', `No passing signature aligns with ${fromDomain}.`, {
            domains: signers.join(', ') || null,
            from: fromDomain,
          }),
    );
  return tests;
}

export function dmarcChecks(auth: AuthenticateResult): AuditTest[] {
  const dmarc = auth.dmarc;
  const tests: AuditTest[] = [];
  if (!dmarc) {
    tests.push(
      auditTest(
        'dmarc.record',
        'fail',
        `DMARC was not evaluated: ${auth.dmarcSkipReason ?? 'no From domain'}.`,
      ),
    );
  } else if (!dmarc.rr) {
    tests.push(
      auditTest(
        'dmarc.record',
        dmarc.status.result === 'temperror' ? 'error' : 'fail',
        `${dmarc.domain} publishes no DMARC record.`,
        { domain: dmarc.domain },
      ),
    );
  } else {
    tests.push(
      auditTest('dmarc.record', 'pass', dmarc.rr, { domain: dmarc.domain, record: dmarc.rr }),
      auditTest(
        'dmarc.policy',
        dmarc.policy === 'none' ? 'warning' : 'pass',
        `The policy is ${dmarc.policy}.`,
        { policy: dmarc.policy },
      ),
      auditTest(
        'dmarc.result',
        dmarc.status.result === 'pass' ? 'pass' : 'fail',
        `DMARC ${dmarc.status.result}: SPF aligned ${dmarc.alignment.spf.result ?? 'no'}, DKIM aligned ${dmarc.alignment.dkim.result ?? 'no'}.`,
        { result: dmarc.status.result },
      ),
    );
  }
  const arc = auth.arc;
  const arcResult = arc ? arc.status.result : 'none';
  tests.push(
    arcResult === 'none'
      ? auditTest('dmarc.arc', 'info', 'No ARC chain: the message was not forwarded.', {
          result: arcResult,
        })
      : auditTest('dmarc.arc', arcResult === 'pass' ? 'pass' : 'fail', `ARC ${arcResult}.`, {
          result: arcResult,
        }),
  );
  tests.push(bimiCheck(auth.bimi));
  return tests;
}

/** BIMI is optional: its logo shows only with DMARC at quarantine or reject; never a penalty. */
function bimiCheck(bimi: AuthenticateResult['bimi']): AuditTest {
  const result = bimi ? bimi.status.result : 'none';
  const facts = { result, location: bimi ? bimi.location : null };
  if (result === 'pass')
    return auditTest('dmarc.bimi', 'pass', `BIMI logo at ${bimi && bimi.location}.`, facts);
  if (result === 'none' || result === 'skipped' || result === 'declined')
    return auditTest('dmarc.bimi', 'info', `No BIMI logo (${result}).`, facts);
  return auditTest(
    'dmarc.bimi',
    'warning',
    `BIMI ${result}: ${bimi ? (bimi.status.comment ?? '') : ''}`.trim(),
    facts,
  );
}
