// Rows kept in memory for a while, by key, with the loads of one key shared. An entry lives
// `ttlMs` at most (what the change feed could not tell, it forgets soon anyway) and is dropped
// when its key changes. A load that started before a change does not store what it read: it may
// have read the row as it was before.
export interface RowCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** drops the key, and every key filed under it as a group */
  drop(key: string): void;
  clear(): void;
  readonly size: number;
}

export interface RowCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** the group a key belongs to (dropping the group drops it), e.g. the user of a role */
  groupOf?: (key: string) => string;
  now?: () => number;
}

export function createRowCache<T>(options: RowCacheOptions): RowCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
  const groups = new Map<string, Set<string>>();
  const loading = new Map<string, Promise<T>>();
  // changes seen, per key or group: a load keeps its answer only if none came meanwhile
  let changes = 0;

  const file = (key: string) => {
    const group = options.groupOf?.(key);
    if (group === undefined) return;
    let keys = groups.get(group);
    if (!keys) groups.set(group, (keys = new Set()));
    keys.add(key);
  };
  const store = (key: string, value: T) => {
    if (entries.size >= options.maxEntries) {
      // the oldest stored go first (Map keeps insertion order)
      for (const oldest of entries.keys()) {
        entries.delete(oldest);
        if (entries.size < options.maxEntries * 0.9) break;
      }
    }
    entries.set(key, { value, until: now() + options.ttlMs });
    file(key);
  };
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return Promise.resolve(entry.value);
      const pending = loading.get(key);
      if (pending) return pending;
      const before = changes;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          if (changes === before) store(key, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    drop(key) {
      changes += 1;
      entries.delete(key);
      loading.delete(key);
      for (const member of groups.get(key) ?? []) {
        entries.delete(member);
        loading.delete(member);
      }
      groups.delete(key);
    },
    clear() {
      changes += 1;
      entries.clear();
      groups.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
