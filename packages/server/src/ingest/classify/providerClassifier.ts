// Provider of any recipient domain: the built-in map first, then the domain's MX records
// through an injectable resolver (the server's DNS module in production, a stub or a loopback
// DNS server in tests). Answers are cached with a TTL; concurrent lookups of one domain share
// one query; a domain without MX is cached as unknown for a shorter time.
import { knownProviderOfDomain, providerOfMxHost } from './providers.ts';

export interface MxRecord {
  exchange: string;
  priority: number;
}

/** Same shape as node:dns/promises `resolveMx`. */
export interface MxResolver {
  resolveMx(domain: string): Promise<MxRecord[]>;
}

export interface ProviderClassifierOptions {
  resolver: MxResolver;
  /** how long an answer is kept (default 6 hours) */
  ttlMs?: number;
  /** how long "no MX / no such domain" is kept (default 15 minutes) */
  negativeTtlMs?: number;
  /** how long a failed lookup (timeout, SERVFAIL) is kept, so a dead server is not hammered */
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

const noRecordCodes = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

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
      const records = await options.resolver.resolveMx(domain);
      const primary = [...records]
        .filter((record) => record.exchange !== '' && record.exchange !== '.')
        .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange))[0];
      // A null MX (RFC 7505, exchange ".") or no MX at all: the domain takes no mail.
      if (primary === undefined) return remember(domain, null, negativeTtl);
      return remember(domain, providerOfMxHost(primary.exchange), ttl);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const lifetime = typeof code === 'string' && noRecordCodes.has(code) ? negativeTtl : errorTtl;
      return remember(domain, null, lifetime);
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
