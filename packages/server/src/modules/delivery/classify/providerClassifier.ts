// Provider of any recipient domain: the built-in map first, then the domain's MX records
// through the server's DNS resolver (services.dns, src/dns; a loopback DNS server in tests).
// Providers are cached with a TTL; concurrent lookups of one domain share one query; a domain
// without MX (NXDOMAIN, NODATA, null MX) is cached as unknown for a shorter time, a failed
// lookup (SERVFAIL, REFUSED, timeout) shorter still.
import type { DnsAnswer, MxRecord } from '../../../dns/answers.ts';
import { knownProviderOfDomain, providerOfMxHost } from './providers.ts';

export type { MxRecord };

/** The MX lookup of the DNS resolver (dns/resolver.ts). */
export interface MxResolver {
  mx(domain: string): Promise<DnsAnswer<MxRecord>>;
}

export interface ProviderClassifierOptions {
  resolver: MxResolver;
  /** how long an answer is kept (default 6 hours) */
  ttlMs?: number;
  /** how long "no MX / no such domain" is kept (default 15 minutes) */
  negativeTtlMs?: number;
  /** how long a failed lookup (timeout, SERVFAIL, REFUSED) is kept, so a dead server is not hammered */
  errorTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface ProviderClassifier {
  providerOf(domain: string | null): Promise<string | null>;
  /** lookups sent to the resolver so far (for tests and metrics) */
  readonly lookups: number;
}

interface CacheEntry {
  provider: string | null;
  expires: number;
}

export function createProviderClassifier(options: ProviderClassifierOptions): ProviderClassifier {
  const ttl = options.ttlMs ?? 6 * 3_600_000;
  const negativeTtl = options.negativeTtlMs ?? 15 * 60_000;
  const errorTtl = options.errorTtlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<string | null>>();
  let lookups = 0;

  function remember(domain: string, provider: string | null, lifetime: number): string | null {
    if (cache.size >= maxEntries) {
      // Map iterates in insertion order: drop the oldest tenth in one go.
      let drop = Math.ceil(maxEntries / 10);
      for (const key of cache.keys()) {
        if (drop-- <= 0) break;
        cache.delete(key);
      }
    }
    cache.set(domain, { provider, expires: now() + lifetime });
    return provider;
  }

  async function lookup(domain: string): Promise<string | null> {
    lookups += 1;
    try {
      const answer = await options.resolver.mx(domain);
      if (answer.status === 'nxdomain' || answer.status === 'nodata')
        return remember(domain, null, negativeTtl);
      if (answer.status !== 'ok') return remember(domain, null, errorTtl);
      const primary = [...answer.records]
        .filter((record) => record.exchange !== '' && record.exchange !== '.')
        .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange))[0];
      // A null MX (RFC 7505, exchange ".") or no MX at all: the domain takes no mail.
      if (primary === undefined) return remember(domain, null, negativeTtl);
      return remember(domain, providerOfMxHost(primary.exchange), ttl);
    } catch {
      return remember(domain, null, errorTtl);
    } finally {
      inFlight.delete(domain);
    }
  }

  return {
    get lookups() {
      return lookups;
    },
    async providerOf(rawDomain) {
      if (rawDomain === null || rawDomain === '') return null;
      const domain = rawDomain.toLowerCase();
      const known = knownProviderOfDomain(domain);
      if (known !== null) return known;
      const cached = cache.get(domain);
      if (cached !== undefined && cached.expires > now()) return cached.provider;
      const pending = inFlight.get(domain);
      if (pending !== undefined) return pending;
      const started = lookup(domain);
      inFlight.set(domain, started);
      return started;
    },
  };
}
