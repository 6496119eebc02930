// The page a signed-out user wanted (spec section 4): start-up stores it before sending the
// user to sign in; a successful sign-in (password or single sign-on) goes there and forgets it.
import { createTokenStorage, type TokenStorage } from './csrfStorage.ts';

/** The localStorage key ('referrer', as the machines' README names it). */
export const REFERRER_STORAGE_KEY = 'referrer';

/** The stored referrer: start-up's `storeReferrer` writes it, sign-in reads and clears it. */
export const referrerStorage: TokenStorage = createTokenStorage(
  REFERRER_STORAGE_KEY,
  () => globalThis.localStorage,
);
