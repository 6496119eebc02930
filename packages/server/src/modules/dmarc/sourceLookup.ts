// What is known of a report's source IPs, looked up after the import, never during it (the
// slowness parsedmarc's users most complain of: big Google reports imported for hours on
// reverse DNS). A job takes the IPs never looked up, a batch at a time, through the server's
// one resolver (its cache, timeouts and concurrency limit): the PTR name, kept only when it
// resolves back to the IP (forward-confirmed, so a PTR an IP's owner wrote freely cannot claim
// google.com), and its registrable domain, which names the source. A look-up that failed (a
// timeout, SERVFAIL) is tried again an hour later; no PTR at all is an answer and is kept.
// The country and network (AS) come from the offline IP data (ipdata/), with no look-up.
import type { Services } from '../../http/context.ts';
import { ipDataFor } from '../../ipdata/ipData.ts';
import { organizationalDomain } from './alignment.ts';
import { saveSource, sourcesToLookUp } from './dmarc.repository.ts';

/** IPs looked up per run of the job, and at once. */
const batchSize = 500;
const parallel = 20;
const retryAfterMs = 3_600_000;

export interface SourceFacts {
  ptr: string | null;
  baseDomain: string | null;
  error: string | null;
}

export async function lookUpSource(dns: Services['dns'], ip: string): Promise<SourceFacts> {
  const reverse = await dns.ptr(ip);
  if (reverse.status === 'nxdomain' || reverse.status === 'nodata')
    return { ptr: null, baseDomain: null, error: null };
  if (reverse.status !== 'ok') return { ptr: null, baseDomain: null, error: reverse.status };
  const family = ip.includes(':') ? 'aaaa' : 'a';
  for (const name of reverse.records) {
    const host = name.toLowerCase().replace(/\.$/, '');
    const forward = await dns[family](host);
    if (forward.status === 'ok' && forward.records.some((address) => sameIp(address, ip)))
      return { ptr: host, baseDomain: organizationalDomain(host), error: null };
  }
  // a PTR that does not resolve back is shown as written but names no service
  const first = (reverse.records[0] as string).toLowerCase().replace(/\.$/, '');
  return { ptr: first, baseDomain: null, error: null };
}

const sameIp = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Looks up a batch of sources; answers how many were looked up. */
export async function lookUpSources(services: Services): Promise<number> {
  const due = await sourcesToLookUp(services.db, batchSize, new Date(Date.now() - retryAfterMs));
  if (due.length === 0) return 0;
  const ipData = ipDataFor(services.config.ipDataMmdb);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const { ip } = due[next++] as { ip: string };
      const facts = await lookUpSource(services.dns, ip);
      const network = ipData.lookup(ip);
      await saveSource(services.db, {
        ip,
        ptr: facts.ptr,
        base_domain: facts.baseDomain,
        country: network.country,
        asn: network.asn,
        as_name: network.asName,
        lookup_error: facts.error,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, due.length) }, worker));
  return due.length;
}
