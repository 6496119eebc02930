// The server's refusals by the contract's error names: where each is said (under a field or
// above the buttons) and what it carries.
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../api/apiErrors.ts';
import { fieldOfProblem, memberProblemOf } from './memberProblems.ts';

const refusal = (status: number, name: string, details?: unknown) =>
  new ApiRequestError(status, name, `${name} message`, details);

describe('memberProblemOf', () => {
  it('reads a Conflict as a member already when inviting, as the last owner otherwise', () => {
    expect(memberProblemOf(refusal(409, 'Conflict'), 'invite')).toEqual({ kind: 'alreadyMember' });
    expect(memberProblemOf(refusal(409, 'Conflict'), 'del')).toEqual({ kind: 'lastOwner' });
    expect(memberProblemOf(refusal(409, 'Conflict'), 'set')).toEqual({ kind: 'lastOwner' });
  });

  it('keeps the limit and the count of a LimitExceeded', () => {
    expect(
      memberProblemOf(refusal(422, 'LimitExceeded', { limit: 5, count: 5 }), 'invite'),
    ).toEqual({ kind: 'limit', limit: 5, count: 5 });
    expect(memberProblemOf(refusal(422, 'LimitExceeded'), 'invite')).toEqual({
      kind: 'limit',
      limit: null,
      count: null,
    });
  });

  it('puts a ValidationError under the field its first issue names', () => {
    const issues = [{ path: ['user'], code: 'invalid_format', message: 'Invalid email' }];
    const problem = memberProblemOf(refusal(400, 'ValidationError', { issues }), 'invite');
    expect(problem).toEqual({ kind: 'invalid', field: 'user', message: 'Invalid email' });
    expect(fieldOfProblem(problem)).toBe('user');
    expect(fieldOfProblem({ kind: 'alreadyMember' })).toBe('user');
    expect(fieldOfProblem({ kind: 'limit', limit: 5, count: 5 })).toBeNull();
  });

  it('tells the network, a lost right, a member gone and anything else apart', () => {
    expect(memberProblemOf(new NetworkError(false), 'alerts')).toEqual({ kind: 'network' });
    expect(memberProblemOf(refusal(403, 'Forbidden'), 'alerts')).toEqual({ kind: 'forbidden' });
    expect(memberProblemOf(refusal(404, 'NotFound'), 'set')).toEqual({ kind: 'notFound' });
    expect(memberProblemOf(refusal(500, 'InternalError'), 'del')).toEqual({ kind: 'failed' });
    expect(memberProblemOf(new Error('boom'), 'del')).toEqual({ kind: 'failed' });
  });
});
