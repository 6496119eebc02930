// The DNS servers the resolver asks: DNS_SERVERS (comma-separated addresses, each with an
// optional port), or else the system's resolvers as node reads them (dns.getServers(), from
// /etc/resolv.conf). Addresses only: a name server given by name would need DNS to be found.
import dns from 'node:dns';
import net from 'node:net';

export interface DnsServerAddress {
  host: string;
  port: number;
  family: 4 | 6;
}

/** `192.0.2.1`, `192.0.2.1:5353`, `2001:db8::1`, `[2001:db8::1]:5353` */
export function parseDnsServer(text: string, setting = 'DNS_SERVERS'): DnsServerAddress {
  const entry = text.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  const withPort = /^([^:]+):(\d+)$/.exec(entry);
  const [host, port] = bracketed
    ? [bracketed[1] as string, bracketed[2]]
    : withPort
      ? [withPort[1] as string, withPort[2]]
      : [entry, undefined];
  const family = net.isIP(host.replace(/%.*$/, ''));
  const portNumber = port === undefined ? 53 : Number(port);
  if ((family !== 4 && family !== 6) || !(portNumber > 0 && portNumber < 65536))
    throw new Error(
      `${setting} must list IP addresses, each with an optional :port, got "${entry}"`,
    );
  return { host, port: portNumber, family };
}

/** DNS_SERVERS as config.ts reads it: empty (unset) means the system's resolvers. */
export function parseDnsServers(value: string | undefined): DnsServerAddress[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => parseDnsServer(entry));
}

/**
 * The servers to ask: the configured ones, else the system's, else the local host's port 53
 * (what c-ares and glibc fall back to without /etc/resolv.conf).
 */
export function effectiveDnsServers(configured: readonly DnsServerAddress[]): DnsServerAddress[] {
  if (configured.length > 0) return [...configured];
  const system = dns.getServers().map((entry) => parseDnsServer(entry, 'dns.getServers()'));
  return system.length > 0 ? system : [{ host: '127.0.0.1', port: 53, family: 4 }];
}

export const formatDnsServer = (server: DnsServerAddress) =>
  server.family === 6 ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`;
