// REPUTATION: the sending IP on the catalogue's IP lists and the message's domains (From,
// Return-Path, DKIM signers, links) on its domain lists, asked at the time of the audit through
// the shared resolver. A list that failed its last health probe (Reputation Monitor's sweep) or
// answers an error is named as not checked, never as clear or listed.
import type { AuditTest } from '@console/contract';
import type { Services } from '../../../http/context.ts';
import { queryName, readListAnswer, type ListDefinition } from '../../reputation/listAnswer.ts';
import { listHealthRows } from '../../reputation/reputation.repository.ts';
import { loadLists } from '../../reputation/sweep.ts';
import { auditTest } from './auditTest.ts';

export interface Listings {
  /** target (IP or domain) -> names of the lists listing it */
  listed: Map<string, string[]>;
  /** lists that could not say, by name */
  unchecked: string[];
  ipLists: number;
  domainLists: number;
}

export async function lookUpListings(
  services: Pick<Services, 'db' | 'secrets' | 'dns'>,
  ip: string | null,
  domains: readonly string[],
): Promise<Listings> {
  const [lists, health] = await Promise.all([loadLists(services), listHealthRows(services.db)]);
  const unhealthy = new Set(
    health.filter((row) => row.health === 'unhealthy').map((row) => row.list_id),
  );
  const unchecked = new Set(
    lists.filter((list) => unhealthy.has(list.id)).map((list) => list.name),
  );
  const listed = new Map<string, string[]>();
  const ask = async (list: ListDefinition, target: string) => {
    const name = queryName(list, target);
    if (!name) return void unchecked.add(list.name);
    const answer = readListAnswer(list, await services.dns.a(name));
    if (answer.status === 'error') unchecked.add(list.name);
    if (answer.status === 'listed') listed.set(target, [...(listed.get(target) ?? []), list.name]);
  };
  const healthy = lists.filter((list) => !unhealthy.has(list.id));
  const ipLists = healthy.filter((list) => list.kind === 'ip');
  const domainLists = healthy.filter((list) => list.kind === 'domain');
  await Promise.all([
    ...(ip ? ipLists.map((list) => ask(list, ip)) : []),
    ...domains.flatMap((domain) => domainLists.map((list) => ask(list, domain))),
  ]);
  return {
    listed,
    unchecked: [...unchecked].sort(),
    ipLists: ipLists.length,
    domainLists: domainLists.length,
  };
}

export function reputationChecks(
  listings: Listings,
  ip: string | null,
  domains: readonly string[],
): AuditTest[] {
  const tests: AuditTest[] = [];
  if (ip) {
    const on = listings.listed.get(ip) ?? [];
    const facts = { ip, listed: on.join(', ') || null, checked: listings.ipLists };
    tests.push(
      on.length > 0
        ? auditTest('reputation.ip_lists', 'fail', `${ip} is listed on ${on.join(', ')}.`, facts)
        : auditTest(
            'reputation.ip_lists',
            'pass',
            `${ip} is on none of ${listings.ipLists} lists.`,
            facts,
          ),
    );
  }
  const listedDomains = domains
    .filter((domain) => listings.listed.has(domain))
    .map((domain) => `${domain} (${(listings.listed.get(domain) ?? []).join(', ')})`);
  const facts = {
    domains: domains.join(', '),
    listed: listedDomains.join('; ') || null,
    checked: listings.domainLists,
  };
  tests.push(
    listedDomains.length > 0
      ? auditTest('reputation.domain_lists', 'fail', `Listed: ${listedDomains.join('; ')}.`, facts)
      : auditTest('reputation.domain_lists', 'pass', `${domains.join(', ')}: on no list.`, facts),
  );
  if (listings.unchecked.length > 0)
    tests.push(
      auditTest(
        'reputation.unchecked',
        'warning',
        `Not checked: ${listings.unchecked.join(', ')}.`,
        { lists: listings.unchecked.join(', ') },
      ),
    );
  return tests;
}
