// Types of dns-socket 4.2.2 (which ships none), as far as resolver.ts uses it. Packets are
// dns-packet's objects: names without the trailing dot, types and rcodes as upper-case names.
declare module 'dns-socket' {
  import type { Socket as UdpSocket } from 'node:dgram';
  import type { EventEmitter } from 'node:events';

  namespace dnsSocket {
    interface Options {
      /** resends to the same server before giving up: sends = retries + 2 (see resolver.ts) */
      retries?: number;
      socket?: UdpSocket;
      /** ms between sends; the query fails after (retries + 2) times this */
      timeout?: number;
      /** size of the id table: the most queries in flight */
      maxQueries?: number;
      timeoutChecks?: number;
    }

    interface Question {
      name: string;
      type: string;
      class?: string;
    }

    /** Answer records by type; other types come too, so read `data` after checking `type`. */
    type AnswerRecord = { name: string; ttl: number; class?: string } & (
      | { type: 'A' | 'AAAA' | 'PTR' | 'CNAME'; data: string }
      | { type: 'MX'; data: { preference: number; exchange: string } }
      | { type: 'TXT'; data: Buffer[] }
      | {
          type: 'SOA';
          data: { mname: string; rname: string; minimum: number; serial: number };
        }
    );

    interface OptRecord {
      name: '.';
      type: 'OPT';
      udpPayloadSize: number;
    }

    interface Query {
      flags?: number;
      questions: Question[];
      additionals?: OptRecord[];
    }

    interface Response {
      id: number;
      type: 'response';
      flag_tc: boolean;
      rcode: string;
      questions: Question[];
      answers: AnswerRecord[];
      authorities: AnswerRecord[];
    }

    interface DnsSocket extends EventEmitter {
      readonly inflight: number;
      query(
        query: Query,
        port: number,
        host: string,
        callback: (error: Error | null, response?: Response) => void,
      ): number;
      destroy(onclose?: () => void): void;
    }
  }

  function dnsSocket(options?: dnsSocket.Options): dnsSocket.DnsSocket;
  export = dnsSocket;
}
