// The answers of ips/all and domains/all, kept in this process until any process writes a table
// they read: migration 0131 announces each such statement on the change feed, so a sweep, an
// SNDS fetch, an editor's change or the catalogue's drops them all. Between those (a sweep runs
// hourly), opening the IPs page again reads memory instead of 10,000 rows. The answer is kept
// as soon as it is asked for, so calls that arrive meanwhile share one read, and a change heard
// during the read drops it too. At most 32 answers are kept, the least recently used dropped.
import type { ChangeFeed } from '../../db/changeFeed.ts';
import { statementAnnouncedTables } from '../../db/migrations/0131_reputation_changes.ts';

type Feed = Pick<ChangeFeed, 'subscribe'>;

const capacity = 32;
const watched = new Set<string>(statementAnnouncedTables);
const caches = new WeakMap<Feed, Map<string, Promise<unknown>>>();

function cacheOf(feed: Feed): Map<string, Promise<unknown>> {
  let cache = caches.get(feed);
  if (!cache) {
    const entries = new Map<string, Promise<unknown>>();
    feed.subscribe({
      change: ({ table }) => {
        if (watched.has(table)) entries.clear();
      },
      reset: () => entries.clear(),
    });
    caches.set(feed, entries);
    cache = entries;
  }
  return cache;
}

/** The kept answer for `key`, or `read`'s, kept until a watched table changes. */
export function cachedOverview<T>(feed: Feed, key: string, read: () => Promise<T>): Promise<T> {
  const entries = cacheOf(feed);
  const kept = entries.get(key) as Promise<T> | undefined;
  if (kept) {
    // most recently used last
    entries.delete(key);
    entries.set(key, kept);
    return kept;
  }
  const answer = read();
  entries.set(key, answer);
  answer.catch(() => {
    if (entries.get(key) === answer) entries.delete(key);
  });
  if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
  return answer;
}
