// Change-password rules (spec sections 5 and 8): length, repeat, and the server's error names.

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { decidedTexts, message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';

/**
 * What is wrong with the new password, or null. Says nothing while a field is still empty, so
 * the form does not scold a user who has not typed yet.
 */
export function passwordProblem(password: string, repeat: string): Message | null {
  if (password === '') return null;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return message(decidedTexts.passwordLength);
  }
  if (repeat !== '' && repeat !== password) return message(decidedTexts.passwordsDiffer);
  return null;
}

const CHANGE_ERRORS: Readonly<Record<string, Message>> = {
  ResetTokenNotFound: message(specTexts.tokenNotFound),
  ResetTokenExpired: message(specTexts.tokenExpired),
  PasswordInsecure: message(specTexts.passwordInsecure),
  PasswordUsed: message(specTexts.passwordUsed),
};

/** The `name` of a thrown error (the app's client errors carry the server's error name). */
export function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** The message for a failed change, chosen by the error's name. */
export function changeErrorMessage(error: unknown): Message {
  const name = errorName(error);
  if (name !== undefined && Object.hasOwn(CHANGE_ERRORS, name)) {
    return CHANGE_ERRORS[name] ?? message(specTexts.changeFailed);
  }
  return message(specTexts.changeFailed);
}
