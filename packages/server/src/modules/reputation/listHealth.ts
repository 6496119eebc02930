// Whether a blocklist answers as a live list should, by the test points of RFC 5782 section 5:
// 127.0.0.2 (or the domain `test`, or the list's own test point such as DBL's dbltest.com) must be listed and 127.0.0.1 (or `invalid`) must not. A dead
// zone that answers "listed" for everything, one that refuses our resolver, or one that does not
// answer fails, and its checks count as failed rather than as listings or as clear.
import type { DnsResolver } from '../../dns/resolver.ts';
import { queryName, readListAnswer, type ListDefinition } from './listAnswer.ts';

export interface ListHealth {
  healthy: boolean;
  /** why not, e.g. "127.0.0.1 is listed (127.0.0.2)" */
  detail: string | null;
}

const testPoints = {
  ip: { listed: '127.0.0.2', clear: '127.0.0.1' },
  domain: { listed: 'test', clear: 'invalid' },
};

export async function probeList(dns: DnsResolver, list: ListDefinition): Promise<ListHealth> {
  const points =
    list.kind === 'domain' && list.test_point
      ? { ...testPoints.domain, listed: list.test_point }
      : testPoints[list.kind];
  const listedName = queryName(list, points.listed);
  const clearName = queryName(list, points.clear);
  if (listedName === null || clearName === null) {
    return { healthy: false, detail: 'The zone needs a query key, and none is set' };
  }
  const [listed, clear] = await Promise.all([dns.a(listedName), dns.a(clearName)]);
  const listedAnswer = readListAnswer(list, listed);
  const clearAnswer = readListAnswer(list, clear);
  if (listedAnswer.status === 'error') {
    return { healthy: false, detail: `${points.listed} answered ${listedAnswer.answer}` };
  }
  if (listedAnswer.status === 'clear') {
    return { healthy: false, detail: `${points.listed} is not listed` };
  }
  if (clearAnswer.status === 'error') {
    return { healthy: false, detail: `${points.clear} answered ${clearAnswer.answer}` };
  }
  if (clearAnswer.status === 'listed') {
    return { healthy: false, detail: `${points.clear} is listed (${clearAnswer.answer})` };
  }
  return { healthy: true, detail: null };
}
