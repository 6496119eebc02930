// Where the CSRF token of the signed-in session lives (spec sections 4 and 7): stored by sign-in
// and single sign-on, sent by every call in the X-CSRF-Token header, kept by the exceptions
// page's "clear local storage" and removed by sign-out. One module, one key: the API client
// reads it through `csrfStorage.read`.

/** The localStorage key of the token ('csrf', as the machines' README names it). */
export const CSRF_STORAGE_KEY = 'csrf';

/** The piece of the Web Storage API used here, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/**
 * A token store over `storage`. Storage can throw (Safari private mode, a full quota, a
 * sandboxed frame): reading then says "no token" and writing is skipped, so sign-in still
 * works for the current page.
 */
export function createTokenStorage(key: string, storage: () => KeyValueStorage): TokenStorage {
  return {
    read() {
      try {
        const value = storage().getItem(key);
        return value === null || value.trim() === '' ? null : value;
      } catch {
        return null;
      }
    },
    write(token) {
      try {
        storage().setItem(key, token);
      } catch {
        // nothing to do: the token lives as long as the page
      }
    },
    clear() {
      try {
        storage().removeItem(key);
      } catch {
        // nothing stored, nothing to clear
      }
    },
  };
}

/** The app's CSRF token in localStorage. */
export const csrfStorage: TokenStorage = createTokenStorage(
  CSRF_STORAGE_KEY,
  () => globalThis.localStorage,
);
