// Why a sign-in failed, as the sign-in page tells it (spec sections 4 and 8). The login machine
// says "Failed to login." for every failure; the page refines that with the server's error
// name: a missing second factor opens the code step instead of an error, a throttled account
// is told how long to wait, and a failed connection says so.
import { ApiRequestError, NetworkError } from '../api/apiErrors.ts';

export type LoginFailure =
  | { kind: 'secondFactorRequired' }
  /** `minutes` is null when the server did not say how long to wait. */
  | { kind: 'throttled'; minutes: number | null }
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

function retryAfterSeconds(details: unknown): number | null {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) {
    return null;
  }
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export function classifyLoginFailure(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { kind: error.offline ? 'offline' : 'unreachable' };
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  if (error.name === 'SecondFactorRequired') return { kind: 'secondFactorRequired' };
  if (error.name === 'TooManyRequests') {
    const seconds = retryAfterSeconds(error.details);
    return { kind: 'throttled', minutes: seconds === null ? null : Math.ceil(seconds / 60) };
  }
  return { kind: 'failed' };
}

/** The error carried by an xstate error event (`xstate.error.actor.*`), if any. */
export function errorOfEvent(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined;
}

// Second-factor codes of the contract: 6 to 8 digits (TOTP apps show 6).
const SECOND_FACTOR_CODE = /^\d{6,8}$/;

/** Whether a typed code can be sent; spaces people copy from their app are ignored. */
export function isSecondFactorCode(value: string): boolean {
  return SECOND_FACTOR_CODE.test(value.replace(/\s/g, ''));
}
