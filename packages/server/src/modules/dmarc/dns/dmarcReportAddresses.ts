// The report addresses of a DMARC record (rua, ruf): present (no reports otherwise), mailto:
// URIs, and for an address on another organizational domain than the record's, the
// destination's authorisation record <domain>._report._dmarc.<destination> TXT "v=DMARC1" (RFC
// 7489 7.1), without which receivers send nothing there. The console's own address is on
// MAIL_DOMAIN, so its operator publishes that record, and the finding shows it exactly.
import { organizationalDomain } from '../alignment.ts';
import type { DmarcCheckInput, Found } from './dmarcRecord.ts';
import {
  domainOfAddress,
  error,
  info,
  mailtoAddress,
  recordsOfVersion,
  txtAt,
  uriList,
  warning,
  type Finding,
} from './recordCheck.ts';

const version = /^v\s*=\s*DMARC1\s*(;|$)/i;
/** the obsolete size limit of a report URI (RFC 7489 6.2: mailto:a@b.example!10m) */
const sizeSuffix = /![0-9]+[kmgt]?$/i;

export async function checkReportAddresses(
  input: DmarcCheckInput,
  found: Found,
  rua: string | undefined,
  ruf: string | undefined,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (!rua)
    findings.push(
      warning(
        'dmarc.rua-missing',
        'The record has no rua= address: receivers send no aggregate reports, so you cannot see ' +
          'who sends mail as the domain. Add rua=mailto:{{address}}.',
        { address: input.consoleAddress },
      ),
    );
  else if (
    !uriList(rua).some((uri) => mailtoAddress(uri.replace(sizeSuffix, '')) === input.consoleAddress)
  )
    findings.push(
      info(
        'dmarc.rua-not-console',
        'Aggregate reports are not sent to this console: add mailto:{{address}} to rua= ' +
          '(addresses are separated by commas).',
        { address: input.consoleAddress },
      ),
    );
  if (!ruf)
    findings.push(
      warning(
        'dmarc.ruf-missing',
        'The record has no ruf= address: receivers that send failure reports (few do) have ' +
          'nowhere to send them. Add ruf=mailto:{{address}} to receive them.',
        { address: input.consoleAddress },
      ),
    );

  // destination domain -> the addresses there, for one authorisation lookup each
  const external = new Map<string, string[]>();
  const policyOrg = organizationalDomain(found.recordDomain);
  for (const [tag, value] of [
    ['rua', rua],
    ['ruf', ruf],
  ] as const) {
    for (const written of uriList(value ?? '')) {
      const uri = written.replace(sizeSuffix, '');
      const address = mailtoAddress(uri);
      if (address === null) {
        findings.push(
          /^[a-z][a-z0-9+.-]*:/i.test(uri) && !/^mailto:/i.test(uri)
            ? warning(
                'dmarc.report-uri-unsupported',
                '{{tag}}={{uri}}: receivers send reports by mail only; write mailto:address.',
                { tag, uri },
              )
            : error(
                'dmarc.report-uri-invalid',
                '{{tag}}= holds "{{uri}}", which is not a mailto: address; receivers ignore it. ' +
                  'Write mailto:address, and separate addresses with commas.',
                { tag, uri },
              ),
        );
        continue;
      }
      const destination = domainOfAddress(address);
      if (organizationalDomain(destination) === policyOrg) continue;
      const list = external.get(destination) ?? [];
      if (!list.includes(address)) list.push(address);
      external.set(destination, list);
    }
  }
  for (const [destination, addresses] of external)
    findings.push(...(await checkAuthorisation(input, found.recordDomain, destination, addresses)));
  return findings;
}

/** RFC 7489 7.1: may reports about `domain` be sent to addresses at `destination`? */
async function checkAuthorisation(
  input: DmarcCheckInput,
  domain: string,
  destination: string,
  addresses: string[],
): Promise<Finding[]> {
  const name = `${domain}._report._dmarc.${destination}`;
  const answer = await txtAt(input.dns, name);
  if (answer.status === 'failed')
    return [
      error(
        'dmarc.external-lookup-failed',
        'Reports go to {{addresses}}, on another domain, and the lookup of its authorisation ' +
          'record {{name}} failed ({{detail}}); receivers that meet the same failure send no ' +
          'reports there. Check again later.',
        { addresses: addresses.join(', '), name, detail: answer.failure.detail },
      ),
    ];
  if (answer.status === 'found' && recordsOfVersion(answer.records, version).length > 0) return [];
  return [
    error(
      'dmarc.external-unauthorized',
      'Reports go to {{addresses}}, on another domain that has not agreed to receive reports ' +
        'about {{domain}}: receivers will not send them there. {{publisher}}: {{name}} ' +
        '"v=DMARC1".',
      {
        addresses: addresses.join(', '),
        domain,
        // who publishes the record, in words (findingWords.publisher)
        publisher: destination === input.mailDomain ? 'console' : 'owner',
        destination,
        name,
      },
    ),
  ];
}
