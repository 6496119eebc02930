// Why the server refused an entity page's call, as the page says it: a field's problem under
// the field (ValidationError with issues), anything else by the contract's error name above the
// buttons, in the user's language.
import { ApiRequestError, NetworkError } from '../../../api/apiErrors.ts';
import { problemsOfAnswer, type FieldProblems } from './formValues.ts';

export type RefusalName =
  | 'Conflict'
  | 'NotFound'
  | 'LimitExceeded'
  | 'Forbidden'
  | 'ValidationError'
  | 'network'
  | 'failed';

export interface Refusal {
  name: RefusalName;
  /** the fields the server named (ValidationError) */
  problems: FieldProblems;
}

const named: readonly RefusalName[] = [
  'Conflict',
  'NotFound',
  'LimitExceeded',
  'Forbidden',
  'ValidationError',
];

export function refusalOf(error: unknown): Refusal {
  if (error instanceof NetworkError) return { name: 'network', problems: {} };
  if (error instanceof ApiRequestError) {
    const name = named.find((entry) => entry === error.name) ?? 'failed';
    return { name, problems: name === 'ValidationError' ? problemsOfAnswer(error.details) : {} };
  }
  return { name: 'failed', problems: {} };
}
