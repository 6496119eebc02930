// Why the server refused an owner call, as the page says it, by the contract's error names
// (errors.ts): an address that is a member already (Conflict on invite) belongs under the email
// field, an invalid field of a ValidationError under that field; the account's user_limit
// (LimitExceeded, with its limit and count), the last owner (Conflict on set and del), a member
// gone meanwhile (NotFound), a caller who no longer owns the account (Forbidden), the network or
// anything else is said above the dialog's buttons.
import type { ValidationIssue } from '@console/contract';
import { ApiRequestError, NetworkError } from '../../api/apiErrors.ts';

/** The fields of the invitation form, as the contract's input names them. */
export type MemberField = 'user' | 'role';

export type MemberProblem =
  | { kind: 'alreadyMember' }
  | { kind: 'lastOwner' }
  | { kind: 'limit'; limit: number | null; count: number | null }
  | { kind: 'invalid'; field: MemberField | null; message: string }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'network' }
  | { kind: 'failed' };

/** Which owner call was refused: a Conflict means another thing for each. */
export type MemberCall = 'invite' | 'set' | 'del' | 'alerts';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

function firstIssue(details: unknown): ValidationIssue | null {
  const issues = (details as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues[0] as ValidationIssue) : null;
}

const fieldOf = (issue: ValidationIssue | null): MemberField | null => {
  const field = issue?.path?.[0];
  return field === 'user' || field === 'role' ? field : null;
};

export function memberProblemOf(error: unknown, call: MemberCall): MemberProblem {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  switch (error.name) {
    case 'Conflict':
      return call === 'invite' ? { kind: 'alreadyMember' } : { kind: 'lastOwner' };
    case 'LimitExceeded': {
      const details = (error.details ?? {}) as { limit?: unknown; count?: unknown };
      return { kind: 'limit', limit: numberOf(details.limit), count: numberOf(details.count) };
    }
    case 'ValidationError': {
      const issue = firstIssue(error.details);
      return { kind: 'invalid', field: fieldOf(issue), message: issue?.message ?? error.message };
    }
    case 'NotFound':
      return { kind: 'notFound' };
    case 'Forbidden':
      return { kind: 'forbidden' };
    default:
      return { kind: 'failed' };
  }
}

/** The form field a problem belongs under; null for one said above the buttons. */
export function fieldOfProblem(problem: MemberProblem): MemberField | null {
  if (problem.kind === 'alreadyMember') return 'user';
  if (problem.kind === 'invalid') return problem.field;
  return null;
}
