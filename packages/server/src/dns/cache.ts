// The resolver's answer cache: entries expire at their own time, and past `maxEntries` the
// least recently used goes first (a Map keeps insertion order; a hit moves its entry to the end).
export interface CacheEntry<V> {
  value: V;
  /** ms timestamp (the cache's clock) */
  expiresAt: number;
}

export interface AnswerCache<V> {
  get(key: string): CacheEntry<V> | undefined;
  /** a lifetime of 0 or less stores nothing (a TTL of 0 means "do not cache") */
  set(key: string, value: V, lifetimeMs: number): void;
  readonly size: number;
  clear(): void;
}

export function createAnswerCache<V>(maxEntries: number, now: () => number): AnswerCache<V> {
  const entries = new Map<string, CacheEntry<V>>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry;
    },
    set(key, value, lifetimeMs) {
      entries.delete(key);
      if (lifetimeMs <= 0 || maxEntries <= 0) return;
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + lifetimeMs });
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
