// Where an error that reached the router or the window sends the user (spec section 8): HTTP
// errors 400, 403, 404 and 500 open their exceptions page; 401 signs out when a page failed with
// it, and goes to sign in when nothing handled it; a failed chunk asks for a reload; anything else
// opens /exceptions and is reported to the server.
import { isRouteErrorResponse } from 'react-router';
import { ApiRequestError, NetworkError } from '../api/apiErrors.ts';
import { isChunkLoadError } from './chunkLoad.ts';

export const exceptionCodes = ['400', '401', '403', '404', '500'] as const;
export type ExceptionCode = (typeof exceptionCodes)[number];

export const isExceptionCode = (value: unknown): value is ExceptionCode =>
  typeof value === 'string' && (exceptionCodes as readonly string[]).includes(value);

/** Where an address that opens no page goes. */
export const NOT_FOUND_PATH = '/exceptions/404';

export type ErrorDestination =
  | { kind: 'updateRequired' }
  | { kind: 'navigate'; to: string; report: boolean }
  /** Nothing to do: the snackbar already said the network is down. */
  | { kind: 'stay' };

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiRequestError) return error.status;
  return null;
}

/** `route`: a loader, lazy import or render failed; `unhandled`: a promise or handler nobody caught. */
export type ErrorOrigin = 'route' | 'unhandled';

export function errorDestination(error: unknown, origin: ErrorOrigin = 'route'): ErrorDestination {
  if (isChunkLoadError(error)) return { kind: 'updateRequired' };
  const status = statusOf(error);
  if (status === 401) {
    const to = origin === 'unhandled' ? '/authenticate' : '/authenticate/logout';
    return { kind: 'navigate', to, report: false };
  }
  if (status !== null) {
    const code = String(status);
    return {
      kind: 'navigate',
      to: isExceptionCode(code) ? `/exceptions/${code}` : '/exceptions',
      report: false,
    };
  }
  // The server never saw a request that did not reach it: nothing to report, nothing it can fix.
  // A page that could not load its data cannot show; a stray call failing leaves the page as is.
  if (error instanceof NetworkError) {
    return origin === 'unhandled'
      ? { kind: 'stay' }
      : { kind: 'navigate', to: '/exceptions', report: false };
  }
  return { kind: 'navigate', to: '/exceptions', report: true };
}
