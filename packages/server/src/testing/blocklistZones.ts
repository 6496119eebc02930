// The blocklists of the catalogue (migration 0130's data) served by a test DNS server
// (dnsServer.ts): each active list answers its RFC 5782 test points as a live list does, and a
// test lists an address or domain on a list, with the list's TXT reason, or takes it off.
import { blocklists2026, type CatalogueList } from '../db/migrations/catalogue/blocklists2026.ts';
import type { TestDnsServer } from './dnsServer.ts';

export const activeCatalogue = blocklists2026.filter((list) => list.active);

const listById = (id: string): CatalogueList => {
  const list = blocklists2026.find((one) => one.id === id);
  if (!list) throw new Error(`No list ${id} in the catalogue`);
  return list;
};

/** The name a list is asked about a target by (no {key} zones here). */
export function nameOnList(list: CatalogueList, target: string): string {
  if (list.kind === 'domain') return `${target}.${list.zone}`;
  return `${target.split('.').reverse().join('.')}.${list.zone}`;
}

/** Every active list (or those named) answers its test points as a live list. */
export function serveLiveLists(dns: TestDnsServer, ids?: readonly string[]): void {
  for (const list of activeCatalogue) {
    if (ids && !ids.includes(list.id)) continue;
    const listed = list.kind === 'ip' ? '127.0.0.2' : (list.test_point ?? 'test');
    dns.set(nameOnList(list, listed), 'A', [Object.keys(list.answers)[0] ?? '127.0.0.2']);
  }
}

/** Lists the target on the list with this answer (and TXT reason), or clears it (null). */
export function setListing(
  dns: TestDnsServer,
  listId: string,
  target: string,
  answer: string | null,
  reason?: string,
): void {
  const name = nameOnList(listById(listId), target);
  // TTL 0: the next sweep asks again rather than reading the resolver's cache
  dns.set(name, 'A', answer === null ? [] : [answer], 0);
  dns.set(name, 'TXT', answer === null || reason === undefined ? [] : [reason], 0);
}
