// The TLS-RPT check (RFC 8460): the TXT record at _smtp._tls.<domain>, "v=TLSRPTv1; rua=...",
// which asks senders for daily reports of their TLS connections to the domain's MX (failures
// included, which is how MTA-STS problems show). Checked: present (no TLS reports otherwise),
// one record, v first, and rua with mailto: or https: destinations.
import type { DnsResolver } from '../../../dns/resolver.ts';
import {
  error,
  lookupFailed,
  mailtoAddress,
  recordCheck,
  recordsOfVersion,
  tagList,
  txtAt,
  uriList,
  warning,
  type Finding,
  type RecordCheck,
} from './recordCheck.ts';

const version = /^v\s*=\s*TLSRPTv1\s*(;|$)/i;

export async function checkTlsRpt(dns: DnsResolver, domain: string): Promise<RecordCheck> {
  const name = `_smtp._tls.${domain}`;
  const answer = await txtAt(dns, name);
  if (answer.status === 'failed')
    return recordCheck(name, null, [
      lookupFailed('tls-rpt.lookup-failed', 'TXT', name, answer.failure),
    ]);
  const records = answer.status === 'found' ? recordsOfVersion(answer.records, version) : [];
  if (records.length === 0)
    return recordCheck(name, null, [
      warning(
        'tls-rpt.missing',
        '{{domain}} has no TLS-RPT record: senders send no reports of TLS failures delivering ' +
          'to it. Publish the TXT record {{name}} "v=TLSRPTv1; rua=mailto:<address>".',
        { domain, name },
      ),
    ]);
  const record = records.join('\n');
  if (records.length > 1)
    return recordCheck(name, record, [
      error(
        'tls-rpt.multiple-records',
        '{{name}} holds {{records}} TLS-RPT records: senders ignore them all. Keep one.',
        { name, records: records.length },
      ),
    ]);

  const findings: Finding[] = [];
  const { tags, bad } = tagList(record);
  if (bad.length > 0 || tags[0]?.name !== 'v' || tags[0]?.value !== 'TLSRPTv1')
    findings.push(
      error(
        'tls-rpt.syntax',
        'The record is not written as RFC 8460 asks: "v=TLSRPTv1; rua=<destinations>", tag ' +
          'names in lower case, v first, each part a tag=value pair. Rewrite it so.',
      ),
    );
  const rua = tags.find((tag) => tag.name.toLowerCase() === 'rua')?.value;
  if (!rua)
    findings.push(
      error(
        'tls-rpt.rua-missing',
        'The record has no rua= destination: senders have nowhere to send reports. Add ' +
          'rua=mailto:<address>.',
      ),
    );
  else
    for (const uri of uriList(rua))
      if (mailtoAddress(uri) === null && !/^https:\/\/[^\s/]+/i.test(uri))
        findings.push(
          error(
            'tls-rpt.rua-invalid',
            'rua= holds "{{uri}}", which is neither a mailto: address nor an https: URL; ' +
              'senders skip it. Separate several destinations with commas.',
            { uri },
          ),
        );
  return recordCheck(name, record, findings);
}
