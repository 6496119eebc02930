// Invitation rules: why an invitation cannot be accepted, and the message of each failure of
// loading or accepting it, chosen by the error's name as the change-password rules do.

import { decidedTexts, message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';
import { errorName } from './passwordRules.ts';

/** Why the invitation page cannot offer the invitation any more. */
export type InvitationFailure = 'notFound' | 'expired' | 'unavailable';

/**
 * The failures that end the invitation for good: unknown, withdrawn or already accepted
 * (InvitationNotFound), or past its date (InvitationExpired). Null for any other error.
 */
export function invitationGone(error: unknown): 'notFound' | 'expired' | null {
  switch (errorName(error)) {
    case 'InvitationNotFound':
      return 'notFound';
    case 'InvitationExpired':
      return 'expired';
    default:
      return null;
  }
}

const isNetworkError = (error: unknown) => errorName(error) === 'NetworkError';

/** Why loading the invitation failed; anything but a known refusal is "unavailable". */
export function loadFailure(error: unknown): InvitationFailure {
  return invitationGone(error) ?? 'unavailable';
}

/** What the page says about a failure; `error` tells a lost connection from a server fault. */
export function invitationFailureMessage(failure: InvitationFailure, error?: unknown): Message {
  if (failure === 'notFound') return message(decidedTexts.invitationNotFound);
  if (failure === 'expired') return message(decidedTexts.invitationExpired);
  return isNetworkError(error)
    ? message(specTexts.fetchFailed)
    : message(decidedTexts.invitationLoadFailed);
}

/** The message of a refused accept that leaves the form open (see `invitationGone` for the rest). */
export function acceptErrorMessage(error: unknown): Message {
  switch (errorName(error)) {
    case 'PasswordInsecure':
      return message(specTexts.passwordInsecure);
    case 'LimitExceeded':
      return message(decidedTexts.accountFull);
    case 'NetworkError':
      return message(specTexts.fetchFailed);
    default:
      return message(decidedTexts.invitationAcceptFailed);
  }
}
