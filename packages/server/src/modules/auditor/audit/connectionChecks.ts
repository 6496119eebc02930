// CONNECTION: how the message came in. TLS and its version (TLS 1.2 at least: older versions are
// refused by Gmail's and Microsoft's rules), the sending IP's reverse name and whether it resolves
// back (FCrDNS, required of bulk senders), and a HELO that names a host rather than an address
// or a bare word.
import net from 'node:net';
import type { AuditTest } from '@console/contract';
import type { ReverseDns } from '../../reputation/reverseDns.ts';
import { auditTest } from './auditTest.ts';

export interface ConnectionFacts {
  ip: string | null;
  helo: string | null;
  tls: { protocol: string; cipher: string } | null;
  /** null when the message came without a client address (IMAP) */
  reverse: ReverseDns | null;
  /** the HELO name's addresses (A and AAAA), null when it could not be asked */
  heloAddresses: string[] | null;
}

const oldTls = /^(SSLv|TLSv1(\.[01])?$)/;

export function connectionChecks(facts: ConnectionFacts): AuditTest[] {
  const { ip, helo, tls, reverse } = facts;
  const tests: AuditTest[] = [];
  if (!tls) tests.push(auditTest('connection.tls', 'fail', 'The message was sent without TLS.'));
  else
    tests.push(
      auditTest(
        'connection.tls',
        oldTls.test(tls.protocol) ? 'warning' : 'pass',
        `Sent over ${tls.protocol} (${tls.cipher}).`,
        tls,
      ),
    );
  if (!ip || !reverse) {
    tests.push(auditTest('connection.ptr', 'info', 'The sending IP address is not known.'));
  } else if (reverse.fcrdns === null) {
    tests.push(
      auditTest('connection.ptr', 'error', `The PTR of ${ip} could not be asked.`, { ip }),
    );
  } else if (!reverse.ptr) {
    tests.push(auditTest('connection.ptr', 'fail', `${ip} has no PTR record.`, { ip }));
    tests.push(auditTest('connection.fcrdns', 'fail', `${ip} has no reverse name.`, { ip }));
  } else {
    tests.push(
      auditTest('connection.ptr', 'pass', `${ip} is ${reverse.ptr}.`, { ip, ptr: reverse.ptr }),
    );
    tests.push(
      auditTest(
        'connection.fcrdns',
        reverse.fcrdns ? 'pass' : 'fail',
        reverse.fcrdns
          ? `${reverse.ptr} resolves back to ${ip}.`
          : `${reverse.ptr} does not resolve to ${ip}.`,
        { ip, ptr: reverse.ptr },
      ),
    );
  }
  tests.push(heloCheck(helo, facts.heloAddresses));
  return tests;
}

function heloCheck(helo: string | null, addresses: string[] | null): AuditTest {
  if (helo === null) return auditTest('connection.helo', 'info', 'No HELO was given (IMAP).');
  const literal = /^\[.*\]$/.test(helo) || net.isIP(helo) !== 0;
  if (literal || !helo.includes('.'))
    return auditTest('connection.helo', 'fail', `HELO ${helo} is not a host name.`, { helo });
  if (addresses === null)
    return auditTest('connection.helo', 'error', `HELO ${helo} could not be resolved.`, { helo });
  return addresses.length > 0
    ? auditTest('connection.helo', 'pass', `HELO ${helo} resolves.`, { helo })
    : auditTest('connection.helo', 'warning', `HELO ${helo} does not resolve.`, { helo });
}
