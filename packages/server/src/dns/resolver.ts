// The server's one DNS resolver (services.dns): typed lookups of A, AAAA, MX, TXT, PTR and CNAME
// records over UDP with dns-socket, asking the DNS_SERVERS (or the system's) in order; an answer
// truncated over UDP is asked again over TCP of the same server (RFC 7766). Answers are cached for their TTL, NXDOMAIN and NODATA for the SOA's negative TTL (RFC 2308), both
// bounded; concurrent lookups of one name share one query, and at most `concurrency` queries
// are on the wire at once. Decisions and figures: README, section DNS.
import crypto from 'node:crypto';
import dgram from 'node:dgram';
import net from 'node:net';
import dnsPacket from 'dns-packet';
import dnsSocket from 'dns-socket';
import {
  readResponse,
  type DnsAnswer,
  type DnsFailure,
  type MxRecord,
  type RecordData,
  type RecordType,
  type WireOutcome,
} from './answers.ts';
import { createAnswerCache } from './cache.ts';
import { effectiveDnsServers, formatDnsServer, type DnsServerAddress } from './servers.ts';

export interface DnsResolverOptions {
  /** asked in order, the next one after any failure (worthAnotherServer); empty: the system's */
  servers: readonly DnsServerAddress[];
  /**
   * ms one server gets for a query, all its sends included (default 2000); as long again for the
   * TCP query after a truncated answer
   */
  timeoutMs?: number;
  /** UDP sends to one server within timeoutMs, evenly spaced (default 2) */
  sends?: number;
  /** lookups on the wire at once, a TCP query taking its UDP one's place; more wait (default 64) */
  concurrency?: number;
  /** answers kept, positive and negative together (default 50,000) */
  cacheEntries?: number;
  /** longest an answer is kept, whatever its TTL says (default 3,600 s) */
  maxTtlSeconds?: number;
  /** longest NXDOMAIN or NODATA is kept (default 900 s) */
  maxNegativeTtlSeconds?: number;
  /** how long NXDOMAIN or NODATA is kept when the answer carries no SOA (default 60 s) */
  negativeTtlWithoutSoaSeconds?: number;
  /** ms without queries after which the UDP sockets close (default 10,000) */
  idleCloseMs?: number;
  /** the cache's clock (tests move it) */
  now?: () => number;
}

export interface DnsResolver {
  resolve<T extends RecordType>(name: string, type: T): Promise<DnsAnswer<RecordData[T]>>;
  a(name: string): Promise<DnsAnswer<string>>;
  aaaa(name: string): Promise<DnsAnswer<string>>;
  mx(name: string): Promise<DnsAnswer<MxRecord>>;
  /** each record's character-strings joined, as SPF, DKIM and DMARC read them */
  txt(name: string): Promise<DnsAnswer<string>>;
  /** an IP address (its in-addr.arpa or ip6.arpa name is asked) or a reverse name */
  ptr(nameOrAddress: string): Promise<DnsAnswer<string>>;
  cname(name: string): Promise<DnsAnswer<string>>;
  /** queries sent to servers, UDP and TCP (each server asked counts), and cache answers */
  readonly stats: { readonly queries: number; readonly cacheHits: number };
  /** ends queries in flight (they answer `error`) and closes the sockets, TCP ones included */
  close(): Promise<void>;
}

/** RFC 6891 payload size of DNS Flag Day 2020: fits the path MTU without IP fragments. */
const ednsPayloadBytes = 1232;

type CachedAnswer =
  { status: 'ok'; records: unknown[] } | { status: 'nxdomain' | 'nodata'; records?: undefined };

interface Transport {
  socket: dnsSocket.DnsSocket;
  active: number;
  idleTimer: NodeJS.Timeout | null;
}

const failure = (status: DnsFailure['status'], detail: string): DnsFailure => ({ status, detail });

/**
 * What the next server might answer differently. `truncated` comes only from TCP (a UDP one is
 * asked again over TCP): that server or its relay failed to send the answer whole, another may.
 */
const worthAnotherServer = new Set(['timeout', 'servfail', 'refused', 'truncated', 'error']);

export function createDnsResolver(options: DnsResolverOptions): DnsResolver {
  const timeoutMs = options.timeoutMs ?? 2000;
  const sends = Math.max(1, options.sends ?? 2);
  const concurrency = Math.max(1, options.concurrency ?? 64);
  const maxTtlSeconds = options.maxTtlSeconds ?? 3600;
  const maxNegativeTtlSeconds = options.maxNegativeTtlSeconds ?? 900;
  const negativeTtlWithoutSoa = options.negativeTtlWithoutSoaSeconds ?? 60;
  const idleCloseMs = options.idleCloseMs ?? 10_000;
  const now = options.now ?? Date.now;
  const servers = effectiveDnsServers(options.servers);
  const cache = createAnswerCache<CachedAnswer>(options.cacheEntries ?? 50_000, now);
  const inFlight = new Map<string, Promise<DnsAnswer<unknown>>>();
  const transports = new Map<4 | 6, Transport>();
  const waiting: Array<() => void> = [];
  /** TCP exchanges in flight, each ended (answering `error`) by calling it */
  const tcpExchanges = new Set<() => void>();
  const stats = { queries: 0, cacheHits: 0 };
  let active = 0;
  let closed = false;

  function closeTransport(family: 4 | 6, transport: Transport): Promise<void> {
    if (transports.get(family) === transport) transports.delete(family);
    if (transport.idleTimer) clearTimeout(transport.idleTimer);
    return new Promise((resolve) => transport.socket.destroy(() => resolve()));
  }

  function transportFor(family: 4 | 6): Transport {
    const existing = transports.get(family);
    if (existing) return existing;
    const socket = dnsSocket({
      socket: dgram.createSocket(family === 6 ? 'udp6' : 'udp4'),
      // dns-socket sends `retries + 2` times, `timeout` ms apart, then gives up.
      timeout: Math.max(1, Math.round(timeoutMs / sends)),
      retries: sends - 2,
      // Its timeout check walks the whole id table, every tenth of `timeout`.
      maxQueries: Math.max(1024, concurrency),
    });
    const transport: Transport = { socket, active: 0, idleTimer: null };
    // EACCES or EADDRINUSE on the socket: its queries fail (error), the next lookup opens anew.
    socket.on('error', () => void closeTransport(family, transport));
    // An undecodable datagram: dropped, and its query times out if nothing better comes.
    socket.on('warning', () => undefined);
    transports.set(family, transport);
    return transport;
  }

  function send(server: DnsServerAddress, name: string, type: RecordType): Promise<WireOutcome> {
    const transport = transportFor(server.family);
    if (transport.idleTimer) clearTimeout(transport.idleTimer);
    transport.idleTimer = null;
    transport.active += 1;
    stats.queries += 1;
    const where = formatDnsServer(server);
    return new Promise<WireOutcome>((resolve) => {
      const finish = (outcome: WireOutcome) => {
        transport.active -= 1;
        if (transport.active === 0 && transports.get(server.family) === transport) {
          transport.idleTimer = setTimeout(
            () => void closeTransport(server.family, transport),
            idleCloseMs,
          );
          transport.idleTimer.unref();
        }
        resolve(outcome);
      };
      const query = {
        questions: [{ name, type }],
        additionals: [
          { name: '.' as const, type: 'OPT' as const, udpPayloadSize: ednsPayloadBytes },
        ],
      };
      try {
        transport.socket.query(query, server.port, server.host, (error, response) => {
          if (error?.message === 'Query timed out')
            finish(failure('timeout', `no answer from ${where} within ${timeoutMs} ms`));
          else if (error || !response)
            finish(failure('error', `${where}: ${error?.message ?? 'no response'}`));
          else finish(readResponse(response, name, type, 'UDP'));
        });
      } catch (error) {
        finish(failure('error', `${where}: ${(error as Error).message}`));
      }
    });
  }

  /**
   * The question again over TCP (RFC 7766), after a truncated UDP answer: a connection of its own
   * to the same server, the query and the answer each behind a 2-byte length (dns-packet's stream
   * framing), closed after the answer. It gets timeoutMs of its own, connecting included.
   */
  function sendOverTcp(
    server: DnsServerAddress,
    name: string,
    type: RecordType,
  ): Promise<WireOutcome> {
    stats.queries += 1;
    const where = `${formatDnsServer(server)} over TCP`;
    const id = crypto.randomInt(0x10000);
    return new Promise<WireOutcome>((resolve) => {
      const socket = new net.Socket();
      let received: Buffer = Buffer.alloc(0);
      let done = false;
      const finish = (outcome: WireOutcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        tcpExchanges.delete(abort);
        socket.destroy();
        resolve(outcome);
      };
      const abort = () => finish(failure('error', 'the resolver is closed'));
      const timer = setTimeout(
        () => finish(failure('timeout', `no answer from ${where} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      tcpExchanges.add(abort);
      socket.on('error', (error) => finish(failure('error', `${where}: ${error.message}`)));
      socket.on('close', () => finish(failure('error', `${where}: closed without an answer`)));
      socket.on('data', (chunk: Buffer) => {
        received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
        if (received.length < 2 || received.length < 2 + received.readUInt16BE(0)) return;
        let response: dnsSocket.Response;
        try {
          // dns-packet is what dns-socket decodes with: the same objects as over UDP.
          response = dnsPacket.streamDecode(received) as unknown as dnsSocket.Response;
        } catch (error) {
          finish(failure('error', `${where}: an undecodable answer (${(error as Error).message})`));
          return;
        }
        if (response.id !== id)
          finish(failure('error', `${where}: an answer to another query (id ${response.id})`));
        else finish(readResponse(response, name, type, 'TCP'));
      });
      socket.connect({ host: server.host, port: server.port, family: server.family }, () => {
        socket.setNoDelay(true);
        socket.write(
          dnsPacket.streamEncode({
            type: 'query',
            id,
            flags: dnsPacket.RECURSION_DESIRED,
            // No EDNS OPT: its payload size is about UDP; TCP carries up to 65,535 bytes.
            questions: [{ name, type }],
          }),
        );
      });
    });
  }

  /** One lookup on the wire, holding one of the `concurrency` slots. */
  async function ask(name: string, type: RecordType): Promise<WireOutcome> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      let outcome: WireOutcome = failure('error', 'the resolver is closed');
      for (const server of servers) {
        if (closed) break;
        outcome = await send(server, name, type);
        // Truncated over UDP: the same server over TCP, within the same slot.
        if (outcome.status === 'truncated')
          outcome = closed
            ? failure('error', 'the resolver is closed')
            : await sendOverTcp(server, name, type);
        if (!worthAnotherServer.has(outcome.status)) break;
      }
      return outcome;
    } finally {
      // The slot passes straight to the next in line, so `active` stays as it is.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  }

  function remember(key: string, outcome: WireOutcome): DnsAnswer<unknown> {
    if (outcome.status === 'ok') {
      const ttl = Math.max(0, Math.min(outcome.ttlSeconds, maxTtlSeconds));
      cache.set(key, { status: 'ok', records: outcome.records }, ttl * 1000);
      return { status: 'ok', records: outcome.records, ttl, cached: false };
    }
    if ('ttlSeconds' in outcome) {
      const ttl = Math.max(
        0,
        Math.min(outcome.ttlSeconds ?? negativeTtlWithoutSoa, maxNegativeTtlSeconds),
      );
      cache.set(key, { status: outcome.status }, ttl * 1000);
      return { status: outcome.status, ttl, cached: false };
    }
    // Failures are not kept: the caller knows how long to wait before asking again.
    return outcome;
  }

  function resolve<T extends RecordType>(
    rawName: string,
    type: T,
  ): Promise<DnsAnswer<RecordData[T]>> {
    const name = rawName.trim().toLowerCase().replace(/\.$/, '');
    const invalid = invalidName(name);
    if (invalid !== null) return Promise.resolve(failure('error', invalid));
    if (closed) return Promise.resolve(failure('error', 'the resolver is closed'));
    const key = `${type} ${name}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      stats.cacheHits += 1;
      const ttl = Math.ceil((hit.expiresAt - now()) / 1000);
      const answer: DnsAnswer<unknown> =
        hit.value.status === 'ok'
          ? { status: 'ok', records: hit.value.records, ttl, cached: true }
          : { status: hit.value.status, ttl, cached: true };
      return Promise.resolve(answer as DnsAnswer<RecordData[T]>);
    }
    let pending = inFlight.get(key);
    if (pending === undefined) {
      pending = ask(name, type)
        .then((outcome) => remember(key, outcome))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending as Promise<DnsAnswer<RecordData[T]>>;
  }

  return {
    resolve,
    a: (name) => resolve(name, 'A'),
    aaaa: (name) => resolve(name, 'AAAA'),
    mx: (name) => resolve(name, 'MX'),
    txt: (name) => resolve(name, 'TXT'),
    ptr: (nameOrAddress) =>
      resolve(net.isIP(nameOrAddress) ? reverseName(nameOrAddress) : nameOrAddress, 'PTR'),
    cname: (name) => resolve(name, 'CNAME'),
    stats,
    async close() {
      closed = true;
      // Lookups waiting for a slot get one, see `closed` and answer `error`.
      for (const next of waiting.splice(0)) {
        active += 1;
        next();
      }
      for (const abort of [...tcpExchanges]) abort();
      await Promise.all(
        [...transports].map(([family, transport]) => closeTransport(family, transport)),
      );
      cache.clear();
    },
  };
}

/** Why a name cannot be asked (RFC 1035 2.3.4 lengths), or null. */
function invalidName(name: string): string | null {
  if (name === '') return 'an empty name';
  if (name.length > 253) return `a name of ${name.length} characters (at most 253)`;
  if (name.split('.').some((label) => label.length === 0 || label.length > 63))
    return `"${name}" has an empty label or one longer than 63 characters`;
  return null;
}

/** 192.0.2.1 -> 1.2.0.192.in-addr.arpa; 2001:db8::1 -> 1.0.0.0...8.b.d.0.1.0.0.2.ip6.arpa */
export function reverseName(address: string): string {
  if (net.isIPv4(address)) return `${address.split('.').reverse().join('.')}.in-addr.arpa`;
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - before.length - after.length).fill('0');
  const hex = [...before, ...zeros, ...after].map((group) => group.padStart(4, '0')).join('');
  return `${[...hex].reverse().join('.')}.ip6.arpa`;
}
