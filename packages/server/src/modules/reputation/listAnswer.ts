// What one blocklist says about one address or domain. An IP a.b.c.d is asked as
// d.c.b.a.<zone> (an IPv6 address in nibbles, RFC 5782 2.4), a domain as <domain>.<zone>; a
// zone holding `{key}` takes the list's query key (Spamhaus DQS). NXDOMAIN or NODATA is clear.
// An A record in 127.0.0.0/8 is a listing unless the catalogue names it an error (Spamhaus'
// 127.255.255.254 for a public resolver, URIBL's 127.0.0.1 for a refused query) or it is any
// 127.255.255.x; an answer outside 127.0.0.0/8 is an error too (a dead zone parked on a web
// server), and so is a DNS failure: none of these is ever shown as a listing.
import net from 'node:net';
import type { DnsAnswer } from '../../dns/answers.ts';
import { reverseName } from '../../dns/resolver.ts';

export interface ListDefinition {
  id: string;
  name: string;
  zone: string;
  kind: 'ip' | 'domain';
  delisting_url: string | null;
  answers: Record<string, string>;
  errors: string[];
  bitmask: boolean;
  /** the domain the health probe expects listed; null: RFC 5782's `test` */
  test_point: string | null;
  /** opened query key, for a zone with `{key}` */
  key: string | null;
}

export type ListAnswer =
  | { status: 'clear' }
  | { status: 'listed'; answer: string; meaning: string | null }
  | { status: 'error'; answer: string };

/** The name to look up, or null when the list cannot be asked (its key is missing). */
export function queryName(list: ListDefinition, target: string): string | null {
  let zone = list.zone;
  if (zone.includes('{key}')) {
    if (!list.key) return null;
    zone = zone.replaceAll('{key}', list.key);
  }
  if (list.kind === 'domain') return `${target}.${zone}`;
  const reversed = reverseName(target);
  return `${reversed.replace(/\.(in-addr|ip6)\.arpa$/, '')}.${zone}`;
}

function meaningOf(list: ListDefinition, answer: string): string | null {
  if (!list.bitmask) return list.answers[answer] ?? null;
  const bits = Number(answer.split('.')[3]);
  const named = Object.entries(list.answers)
    .filter(([code]) => {
      const bit = Number(code.split('.')[3]);
      return bit > 0 && (bits & bit) === bit;
    })
    .map(([, meaning]) => meaning);
  return named.length > 0 ? named.join(', ') : null;
}

const isLoopbackAnswer = (address: string) => net.isIPv4(address) && address.startsWith('127.');

/** Reads the A answer of a query; several records are read together, any error wins. */
export function readListAnswer(list: ListDefinition, answer: DnsAnswer<string>): ListAnswer {
  if (answer.status === 'nxdomain' || answer.status === 'nodata') return { status: 'clear' };
  if (answer.status !== 'ok') return { status: 'error', answer: answer.status.toUpperCase() };
  const records = [...answer.records].sort();
  const failed = records.find(
    (record) =>
      !isLoopbackAnswer(record) ||
      record.startsWith('127.255.255.') ||
      list.errors.includes(record),
  );
  if (failed !== undefined) return { status: 'error', answer: failed };
  const first = records[0] as string;
  const meanings = records.map((record) => meaningOf(list, record)).filter((m) => m !== null);
  return {
    status: 'listed',
    answer: records.join(', '),
    meaning:
      meanings.length > 0 ? [...new Set(meanings)].join('; ') : (list.answers[first] ?? null),
  };
}
