// Webhooks post to URLs an admin typed, from inside the operator's network: without a guard a
// webhook could reach the database, a cloud metadata service or an admin port (server-side
// request forgery). Every address the host resolves to must be public unicast, as ipaddr.js
// classifies it (loopback, RFC 1918, CGNAT, link-local, unique-local, unspecified, multicast and
// reserved ranges are refused), unless WEBHOOK_ALLOW_PRIVATE says otherwise. The connection is
// then pinned to the address checked (undici's Agent with its own lookup), so a name that
// resolves again to another address (DNS rebinding) cannot slip past. Redirects are not followed:
// the next hop would be unchecked.
import dns from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** every address of a host name, as the system resolves it */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

const systemLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A URL the guard does not let a webhook reach; trying again would not help. */
export class RefusedUrl extends Error {
  override name = 'RefusedUrl';
}

/** ipaddr.js's range of an address, an IPv4-mapped IPv6 address as its IPv4 one */
export function addressRange(address: string): string {
  return ipaddr.process(address).range();
}

/** The address to connect to: the first the host resolves to, all of them checked. */
export async function checkedAddress(
  url: URL,
  allowPrivate: boolean,
  lookupAll: LookupAll = systemLookup,
): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedUrl(`${url.protocol} URLs are not posted to, only http and https`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await lookupAll(host);
  const [first] = addresses;
  if (!first) throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const range = addressRange(address);
      if (range !== 'unicast') {
        throw new RefusedUrl(
          `${url.origin} resolves to ${address} (${range}); webhooks reach public addresses only unless WEBHOOK_ALLOW_PRIVATE is set`,
        );
      }
    }
  }
  return first;
}

function pinnedAgent({ address, family }: ResolvedAddress): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Agent({ connect: { lookup } });
}

export interface GuardedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface GuardOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  lookupAll?: LookupAll;
}

/** Sends the request to the checked address; answers the HTTP status (the body is not read). */
export async function guardedFetch(
  url: URL,
  request: GuardedRequest,
  options: GuardOptions,
): Promise<number> {
  const target = await checkedAddress(url, options.allowPrivate, options.lookupAll);
  const agent = pinnedAgent(target);
  try {
    const response = await fetch(url, {
      ...request,
      redirect: 'manual',
      dispatcher: agent,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  } finally {
    await agent.destroy();
  }
}
