// What a lookup answers, typed: records with their TTL, "no such name" and "no such record"
// apart (both cacheable, RFC 2308), and failures that say what went wrong (SERVFAIL, REFUSED, a
// timeout, an answer truncated even over TCP). And the reading of dns-packet's responses (from
// dns-socket over UDP, from dns-packet's stream decoding over TCP) into those types.
import type dnsSocket from 'dns-socket';

export interface MxRecord {
  exchange: string;
  priority: number;
}

/** The record types the resolver reads, with what one record of each becomes. */
export interface RecordData {
  A: string;
  AAAA: string;
  MX: MxRecord;
  /** one string per record: its character-strings joined without a separator (RFC 7208 3.3) */
  TXT: string;
  PTR: string;
  CNAME: string;
}

export type RecordType = keyof RecordData;
export const recordTypes: readonly RecordType[] = ['A', 'AAAA', 'MX', 'TXT', 'PTR', 'CNAME'];

export interface DnsRecords<T> {
  status: 'ok';
  /** never empty: no records is `nodata` */
  records: T[];
  /** seconds the answer stays valid from now (its smallest TTL, bounded; see resolver.ts) */
  ttl: number;
  /** answered from this process's cache */
  cached: boolean;
}

export interface DnsNoRecords {
  /** nxdomain: the name does not exist; nodata: it exists, without records of this type */
  status: 'nxdomain' | 'nodata';
  ttl: number;
  cached: boolean;
}

export interface DnsFailure {
  /**
   * servfail and refused: what the server answered; timeout: no server answered in time;
   * truncated: the answer came truncated over TCP too (a UDP one is asked again over TCP, so
   * only a server or relay that truncates over TCP, or a set over 64 KiB, gives this);
   * error: anything else (a malformed name, FORMERR, NOTIMP, a socket or connection error, a
   * closed resolver)
   */
  status: 'servfail' | 'refused' | 'timeout' | 'truncated' | 'error';
  detail: string;
}

export type DnsAnswer<T> = DnsRecords<T> | DnsNoRecords | DnsFailure;

/** A server's answer before caching: data with the seconds its TTLs allow. */
export type WireOutcome =
  | { status: 'ok'; records: unknown[]; ttlSeconds: number }
  | { status: 'nxdomain' | 'nodata'; ttlSeconds: number | null }
  | DnsFailure;

function recordOf(record: dnsSocket.AnswerRecord): unknown {
  switch (record.type) {
    case 'MX':
      return { exchange: record.data.exchange, priority: record.data.preference };
    case 'TXT':
      // Concatenated as bytes, then decoded: a UTF-8 character may span two strings.
      return Buffer.concat(record.data).toString('utf8');
    default:
      return record.data;
  }
}

/** The negative TTL of RFC 2308 section 5: the smaller of the SOA's TTL and its minimum. */
function negativeTtl(response: dnsSocket.Response): number | null {
  const soa = response.authorities.find((record) => record.type === 'SOA');
  return soa?.type === 'SOA' ? Math.min(soa.ttl, soa.data.minimum) : null;
}

export function readResponse(
  response: dnsSocket.Response,
  name: string,
  type: RecordType,
  transport: 'UDP' | 'TCP',
): WireOutcome {
  const question = response.questions[0];
  if (question?.name.toLowerCase() !== name || question.type !== type)
    return { status: 'error', detail: `answer to another question (${question?.name ?? '?'})` };
  // Over UDP the resolver asks again over TCP; over TCP nothing is left to ask.
  if (response.flag_tc)
    return { status: 'truncated', detail: `the answer came truncated over ${transport}` };
  switch (response.rcode) {
    case 'NOERROR':
      break;
    case 'NXDOMAIN':
      return { status: 'nxdomain', ttlSeconds: negativeTtl(response) };
    case 'SERVFAIL':
      return { status: 'servfail', detail: 'the server failed (SERVFAIL)' };
    case 'REFUSED':
      return { status: 'refused', detail: 'the server refused the query (REFUSED)' };
    default:
      return { status: 'error', detail: `the server answered ${response.rcode}` };
  }
  const records = response.answers.filter((record) => record.type === type);
  if (records.length === 0) return { status: 'nodata', ttlSeconds: negativeTtl(response) };
  // The answer holds as long as every record it went through, CNAMEs of the chain included.
  const ttlSeconds = Math.min(...response.answers.map((record) => record.ttl));
  return { status: 'ok', records: records.map(recordOf), ttlSeconds };
}
