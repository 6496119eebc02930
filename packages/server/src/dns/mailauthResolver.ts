// mailauth's lookups through the server's one resolver (services.dns): its cache, timeouts and
// DNS_SERVERS apply, and nothing reaches node:dns (mailauth falls back to it only when given no
// resolver). mailauth reads a resolver shaped like dns.promises.resolve: TXT as lists of
// character-strings, MX as {exchange, priority}, and failures by their `code`, where ENOTFOUND
// and ENODATA mean "no record" (SPF counts them as void lookups) and any other code a
// temporary error.
import type { DNSResolver } from 'mailauth';
import type { DnsAnswer } from './answers.ts';
import { recordTypes, type RecordType } from './answers.ts';
import type { DnsResolver } from './resolver.ts';

const errorCodes: Record<Exclude<DnsAnswer<unknown>['status'], 'ok'>, string> = {
  nxdomain: 'ENOTFOUND',
  nodata: 'ENODATA',
  servfail: 'ESERVFAIL',
  refused: 'EREFUSED',
  timeout: 'ETIMEOUT',
  truncated: 'EBADRESP',
  error: 'EBADRESP',
};

export function mailauthResolver(dns: DnsResolver): DNSResolver {
  return async (name, rrtype) => {
    const type = rrtype.toUpperCase() as RecordType;
    if (!recordTypes.includes(type))
      throw Object.assign(new Error(`${rrtype} lookups are not supported`), { code: 'ENOTIMP' });
    const answer = await dns.resolve(name.replace(/\.$/, ''), type);
    if (answer.status === 'ok')
      // TXT strings come joined, which is how every check reads them; MX records are objects
      // although mailauth's type says strings
      return (
        type === 'TXT' ? (answer.records as string[]).map((text) => [text]) : answer.records
      ) as string[];
    const code = errorCodes[answer.status];
    const detail = 'detail' in answer ? `: ${answer.detail}` : '';
    throw Object.assign(new Error(`${code} ${name} ${type}${detail}`), { code });
  };
}
