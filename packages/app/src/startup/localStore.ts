// What the app keeps in localStorage besides the CSRF token and the referrer (auth/): the
// history of visited workspace pages, plus the two whole-storage operations of spec section 8:
// the exceptions page's Reload clears everything but the CSRF token, and an error report carries
// a snapshot of the storage without that token.
import { CSRF_STORAGE_KEY } from '../auth/csrfStorage.ts';

/** The piece of the Web Storage API used here, so tests pass a Map-backed fake. */
export type WholeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key'> & {
  readonly length: number;
};

/** The localStorage key of the visited workspace pages (spec section 2, at most 10). */
export const HISTORY_STORAGE_KEY = 'history';

// Bounds of public/feedback/error's `localstorage` (contract limits.ts: localStorageEntries,
// localStorageValue). Repeated here so the app does not load the contract's schemas at run time.
export const SNAPSHOT_MAX_ENTRIES = 200;
export const SNAPSHOT_MAX_VALUE = 10_000;

/** Empties the storage but keeps the CSRF token, so the user stays signed in. */
export function clearStorageExceptCsrf(storage: WholeStorage): void {
  try {
    const token = storage.getItem(CSRF_STORAGE_KEY);
    storage.clear();
    if (token !== null) storage.setItem(CSRF_STORAGE_KEY, token);
  } catch {
    // storage unavailable (private mode, sandbox): there is nothing to clear
  }
}

/** The storage as a record for an error report: no CSRF token, values and entries bounded. */
export function storageSnapshot(storage: WholeStorage): Record<string, string> {
  const snapshot: Record<string, string> = {};
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (Object.keys(snapshot).length >= SNAPSHOT_MAX_ENTRIES) break;
      const key = storage.key(index);
      if (key === null || key === CSRF_STORAGE_KEY) continue;
      snapshot[key.slice(0, 256)] = (storage.getItem(key) ?? '').slice(0, SNAPSHOT_MAX_VALUE);
    }
  } catch {
    // a partial snapshot is still worth sending
  }
  return snapshot;
}

/** Reads a JSON value; a missing, unreadable or malformed entry gives `fallback`. */
export function readJson<T>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
): T {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: Pick<Storage, 'setItem'>, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // full or unavailable storage: the value lives as long as the page
  }
}
