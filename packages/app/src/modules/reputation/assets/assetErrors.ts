// Why the server refused to add, change or remove an asset, as the dialog says it: a duplicate
// belongs under the address or name; the account's limit, a role that may not edit, an asset
// removed meanwhile, a network failure or anything else is said above the buttons.
import { ApiRequestError, NetworkError } from '../../../api/apiErrors.ts';

export type SaveProblem =
  | { kind: 'conflict' }
  | { kind: 'limit'; limit: number | null; count: number | null }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'invalid'; message: string }
  | { kind: 'network' }
  | { kind: 'failed' };

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

export function saveProblemOf(error: unknown): SaveProblem {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  switch (error.name) {
    case 'Conflict':
      return { kind: 'conflict' };
    case 'LimitExceeded': {
      const details = (error.details ?? {}) as { limit?: unknown; count?: unknown };
      return { kind: 'limit', limit: numberOf(details.limit), count: numberOf(details.count) };
    }
    case 'Forbidden':
      return { kind: 'forbidden' };
    case 'NotFound':
      return { kind: 'notFound' };
    case 'ValidationError':
      return { kind: 'invalid', message: error.message };
    default:
      return { kind: 'failed' };
  }
}
