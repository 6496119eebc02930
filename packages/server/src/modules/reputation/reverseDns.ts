// An address's reverse name and whether it is forward-confirmed (FCrDNS): the PTR name resolves
// back to the address. Mailbox providers (Gmail and Yahoo's bulk-sender rules among them)
// refuse or penalise mail from an IP without it, so the sweep keeps both for every address.
import net from 'node:net';
import type { DnsResolver } from '../../dns/resolver.ts';

export interface ReverseDns {
  ptr: string | null;
  /** null when the PTR could not be asked (a DNS failure) */
  fcrdns: boolean | null;
}

export async function reverseDns(dns: DnsResolver, address: string): Promise<ReverseDns> {
  const ptr = await dns.ptr(address);
  if (ptr.status === 'nxdomain' || ptr.status === 'nodata') return { ptr: null, fcrdns: false };
  if (ptr.status !== 'ok') return { ptr: null, fcrdns: null };
  const name = (ptr.records[0] ?? '').replace(/\.$/, '').toLowerCase();
  const forward = net.isIPv4(address) ? await dns.a(name) : await dns.aaaa(name);
  if (forward.status !== 'ok')
    return {
      ptr: name,
      fcrdns: forward.status === 'nxdomain' || forward.status === 'nodata' ? false : null,
    };
  return { ptr: name, fcrdns: forward.records.includes(address) };
}
