// The one error shape of the API, the error names, the HTTP status of each, and the text a
// screen shows for the names it handles (section 8).
import { z } from 'zod';
import { texts } from './texts.ts';

export const errorNames = [
  // section 8, change password
  'ResetTokenNotFound',
  'ResetTokenExpired',
  'PasswordInsecure',
  'PasswordUsed',
  // accepting an invitation
  'InvitationNotFound',
  'InvitationExpired',
  // every call
  'ValidationError',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'CsrfTokenInvalid',
  'TooManyRequests',
  'PayloadTooLarge',
  'LimitExceeded',
  'Conflict',
  'ModuleDisabled',
  'InternalError',
  // sign-in
  'UnknownProvider',
  'InvalidToken',
  'InvalidCredentials',
  'SecondFactorRequired',
] as const;
export const ErrorName = z.enum(errorNames);
export type ErrorName = z.infer<typeof ErrorName>;

/**
 * HTTP status per error name. The client reloads the page on any 401 (section 7), so 401 is kept
 * for "your session is gone" (Unauthorized, CsrfTokenInvalid: a missing or expired CSRF token
 * must force a reload). Failures a form shows in place (wrong password, missing second factor,
 * bad SSO answer) are 400, so a failed login never triggers a reload.
 */
export const httpStatusByError = {
  ResetTokenNotFound: 404,
  ResetTokenExpired: 410,
  PasswordInsecure: 400,
  PasswordUsed: 400,
  InvitationNotFound: 404,
  InvitationExpired: 410,
  ValidationError: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  CsrfTokenInvalid: 401,
  TooManyRequests: 429,
  // A body too large as sent, or once decompressed (ingest).
  PayloadTooLarge: 413,
  // The request is well formed but the account's limit (users, IPs, domains, ...) is reached.
  LimitExceeded: 422,
  Conflict: 409,
  ModuleDisabled: 403,
  InternalError: 500,
  UnknownProvider: 400,
  InvalidToken: 400,
  InvalidCredentials: 400,
  SecondFactorRequired: 400,
} as const satisfies Record<ErrorName, number>;

/** One issue of a ValidationError: where and what. */
export const ValidationIssue = z.strictObject({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/**
 * The body of every failed call: `{ name, message, details? }`. `details` is JSON whose shape
 * depends on the name: `{ issues: ValidationIssue[] }` for ValidationError,
 * `{ limit, count }` for LimitExceeded, `{ retryAfterSeconds }` for TooManyRequests. A 5xx
 * message never carries internals.
 */
export const ApiError = z.strictObject({
  name: ErrorName,
  message: z.string(),
  details: z.json().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Builds the body of a failed call. */
export function apiError(
  name: ErrorName,
  message: string,
  details?: z.infer<ReturnType<typeof z.json>>,
): ApiError {
  return details === undefined ? { name, message } : { name, message, details };
}

/** What the change-password screen shows for an error name (section 8). */
export const changePasswordErrorTexts = {
  ResetTokenNotFound: texts.tokenNotFound,
  ResetTokenExpired: texts.tokenExpired,
  PasswordInsecure: texts.passwordInsecure,
  PasswordUsed: texts.passwordUsed,
} as const satisfies Partial<Record<ErrorName, string>>;

export function changePasswordErrorText(name: string): string {
  return name in changePasswordErrorTexts
    ? changePasswordErrorTexts[name as keyof typeof changePasswordErrorTexts]
    : texts.changePasswordFailed;
}

/** What the sign-in screens show for an error name; anything else is "Failed to login.". */
export const signInErrorTexts = {
  UnknownProvider: texts.unknownProvider,
  InvalidToken: texts.invalidToken,
} as const satisfies Partial<Record<ErrorName, string>>;

export function signInErrorText(name: string): string {
  return name in signInErrorTexts
    ? signInErrorTexts[name as keyof typeof signInErrorTexts]
    : texts.loginFailed;
}

/** Statuses that have their own exceptions page (section 8); 401 goes to logout instead. */
export const exceptionPageStatuses = [400, 401, 403, 404, 500] as const;
