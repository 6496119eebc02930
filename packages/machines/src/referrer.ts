// Where a successful sign-in goes (spec section 4, Login and Single sign-on).

import { ROUTES } from './constants.ts';

/** The stored referrer, or the root when there is none or it points back into sign-in. */
export function resolveReferrer(referrer: string | null | undefined): string {
  if (referrer === null || referrer === undefined || referrer.trim() === '') return ROUTES.root;
  if (referrer.includes(ROUTES.login)) return ROUTES.root;
  return referrer;
}
