// Why a Delivery Analytics call failed, in the words a screen shows: offline and unreachable
// server (spec section 8 texts), a dataset this user may not read (the server answers 404 for
// unknown and foreign datasets alike, 403 when the module is off), or anything else.
import { ApiRequestError, NetworkError } from '../../../api/apiErrors.ts';

export type LoadErrorKind = 'offline' | 'unreachable' | 'unavailable' | 'failed';

export function loadErrorKind(error: Error): LoadErrorKind {
  if (error instanceof NetworkError) return error.offline ? 'offline' : 'unreachable';
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
    return 'unavailable';
  return 'failed';
}
