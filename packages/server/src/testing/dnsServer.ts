// A real DNS server on loopback (dns2, UDP and TCP on one port) whose records the test sets, for
// the resolver and everything that looks names up. It answers as a recursive resolver would:
// records with their TTL, CNAME chains followed, NXDOMAIN for a name it has nothing for and
// NODATA for a missing type (both with an SOA whose TTL and minimum the test sets), SERVFAIL or
// REFUSED on demand, TC=1 over UDP when the answer exceeds the query's EDNS payload size (dns2
// does that), the whole answer over TCP. It can be slow (delayMs), silent (over both or over TCP
// only) or truncate over TCP too, and counts what it was asked over UDP and over TCP apart, and
// how many queries it held at once.
//   const dns = await startTestDnsServer(); dns.set('example.com', 'MX', [...]);
//   createDnsResolver({ servers: [dns.address] }) or loadConfig({ DNS_SERVERS: dns.hostPort })
// or, for a whole file, `const holder = useTestDnsServer()` and `holder.server` in the tests.
import { createServer, Packet, type DnsHandler, type DnsServer } from 'dns2';
import dgram from 'node:dgram';
import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { MxRecord, RecordType } from '../dns/answers.ts';
import type { DnsServerAddress } from '../dns/servers.ts';

/** A, AAAA, PTR, CNAME: the address or name; TXT: one string, or its character-strings; MX. */
export type TestRecord = string | Array<string | Buffer> | MxRecord;

export interface TestDnsServer {
  address: DnsServerAddress;
  /** `127.0.0.1:port`, as DNS_SERVERS takes it */
  hostPort: string;
  /** answer `type` queries of `name` with these records (replacing any), with this TTL */
  set(name: string, type: RecordType, records: TestRecord[], ttl?: number): void;
  /** answer every query of `name` with this error */
  fail(name: string, rcode: 'SERVFAIL' | 'REFUSED'): void;
  /** the SOA of negative answers (NXDOMAIN, NODATA); null sends none */
  soa: { ttl: number; minimum: number } | null;
  /** ms every answer waits */
  delayMs: number;
  /** counts queries, answers none (a server that never answers), over UDP and TCP */
  silent: boolean;
  /** answers over UDP, counts TCP queries and answers none (a server whose TCP is blocked) */
  silentOverTcp: boolean;
  /** answers over TCP with TC=1 and no records, as over UDP (a relay that cannot do better) */
  truncateOverTcp: boolean;
  /** every UDP query received, in order: name (lower case) and type */
  readonly queries: Array<{ name: string; type: string }>;
  /** every TCP query received, in order, likewise */
  readonly tcpQueries: Array<{ name: string; type: string }>;
  /** queries received over `transport` (UDP unless told) for `name` (and `type`), or all */
  count(name?: string, type?: RecordType, transport?: 'UDP' | 'TCP'): number;
  /** most queries held unanswered at the same time, UDP and TCP together (with delayMs) */
  readonly maxConcurrent: number;
  close(): Promise<void>;
}

interface Zone {
  records: Map<string, { records: TestRecord[]; ttl: number }>;
  failure?: 'SERVFAIL' | 'REFUSED';
}

function resource(name: string, type: string, record: TestRecord, ttl: number) {
  const fields =
    type === 'A' || type === 'AAAA'
      ? { address: record as string }
      : type === 'MX'
        ? (record as MxRecord)
        : type === 'TXT'
          ? { data: (Array.isArray(record) ? record : [record as string]) as string[] }
          : { domain: record as string };
  const code = Packet.TYPE[type as keyof typeof Packet.TYPE];
  return Object.assign(new Packet.Resource(name, code, Packet.CLASS.IN, ttl), fields);
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zones = new Map<string, Zone>();
  const queries: Array<{ name: string; type: string }> = [];
  const tcpQueries: Array<{ name: string; type: string }> = [];
  /** open TCP connections, cut by close() (dns2 keeps an unanswered one 10 s) */
  const connections = new Set<net.Socket>();
  let held = 0;
  let maxConcurrent = 0;

  const zoneOf = (name: string) => {
    const key = name.toLowerCase();
    const zone: Zone = zones.get(key) ?? { records: new Map() };
    zones.set(key, zone);
    return zone;
  };

  function answer(request: Parameters<DnsHandler>[0]) {
    const response = Packet.createResponseFromRequest(request);
    response.header.ra = 1;
    const question = request.questions[0];
    if (!question) return response;
    const type = Packet.typeName(question.type);
    let name = question.name.toLowerCase();
    const negative = (rcode: number) => {
      response.header.rcode = rcode;
      if (api.soa)
        response.authorities.push(
          Object.assign(new Packet.Resource(name, Packet.TYPE.SOA, Packet.CLASS.IN, api.soa.ttl), {
            primary: 'ns.test',
            admin: 'hostmaster.test',
            serial: 1,
            refresh: 3600,
            retry: 600,
            expiration: 86400,
            minimum: api.soa.minimum,
          }),
        );
      return response;
    };
    // Follows CNAMEs as a recursive resolver does, at most 8 deep.
    for (let depth = 0; depth < 8; depth += 1) {
      const zone = zones.get(name);
      if (zone?.failure) {
        response.header.rcode = Packet.RCODE[zone.failure];
        return response;
      }
      if (!zone || zone.records.size === 0) return negative(Packet.RCODE.NXDOMAIN);
      const own = zone.records.get(type);
      const alias = zone.records.get('CNAME');
      if (own) {
        for (const record of own.records)
          response.answers.push(resource(name, type, record, own.ttl));
        return response;
      }
      if (!alias || type === 'CNAME') return negative(Packet.RCODE.NOERROR);
      const target = (alias.records[0] as string).toLowerCase();
      response.answers.push(resource(name, 'CNAME', target, alias.ttl));
      name = target;
    }
    response.header.rcode = Packet.RCODE.SERVFAIL;
    return response;
  }

  const handle: DnsHandler = (request, send, client) => {
    const overTcp = client instanceof net.Socket;
    if (overTcp && !connections.has(client)) {
      connections.add(client);
      client.once('close', () => connections.delete(client));
    }
    const question = request.questions[0];
    (overTcp ? tcpQueries : queries).push({
      name: question?.name.toLowerCase() ?? '',
      type: question ? Packet.typeName(question.type) : '',
    });
    if (api.silent || (overTcp && api.silentOverTcp)) return;
    held += 1;
    maxConcurrent = Math.max(maxConcurrent, held);
    setTimeout(() => {
      held -= 1;
      const response = answer(request);
      if (overTcp && api.truncateOverTcp) {
        response.header.tc = 1;
        response.answers = [];
      }
      void send(response);
    }, api.delayMs);
  };
  const { server, port } = await listenOnOnePort(handle);

  const api: TestDnsServer = {
    address: { host: '127.0.0.1', port, family: 4 },
    hostPort: `127.0.0.1:${port}`,
    set(name, type, records, ttl = 300) {
      const zone = zoneOf(name);
      delete zone.failure;
      zone.records.set(type, { records, ttl });
    },
    fail(name, rcode) {
      zoneOf(name).failure = rcode;
    },
    soa: { ttl: 3600, minimum: 300 },
    delayMs: 0,
    silent: false,
    silentOverTcp: false,
    truncateOverTcp: false,
    queries,
    tcpQueries,
    count(name, type, transport = 'UDP') {
      return (transport === 'TCP' ? tcpQueries : queries).filter(
        (query) =>
          (name === undefined || query.name === name.toLowerCase()) &&
          (type === undefined || query.type === type),
      ).length;
    },
    get maxConcurrent() {
      return maxConcurrent;
    },
    close: async () => {
      for (const connection of connections) connection.destroy();
      await server.close();
    },
  };
  return api;
}

/**
 * dns2's server on UDP and TCP of one free port of 127.0.0.1, as a resolver expects them. The
 * port is a free UDP one the system picked; should its TCP twin be taken, another is tried.
 */
async function listenOnOnePort(handle: DnsHandler): Promise<{ server: DnsServer; port: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const probe = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => probe.bind(0, '127.0.0.1', resolve));
    const { port } = probe.address();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = createServer({ udp: true, tcp: true, handle });
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server
          .listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } })
          .then(resolve, reject);
      });
      return { server, port };
    } catch (error) {
      // The half that did listen closes; the failed one has nothing to close.
      server.on('error', () => undefined);
      try {
        void server.close();
      } catch {
        // a socket that never bound
      }
      if (attempt >= 5) throw error;
    }
  }
}

/** One server for the tests of a describe block: started before them, closed after. */
export function useTestDnsServer() {
  const holder = {} as { server: TestDnsServer };
  beforeAll(async () => {
    holder.server = await startTestDnsServer();
  });
  afterAll(async () => {
    await holder.server?.close();
  });
  return holder;
}
