import { describe, expect, it } from 'vitest';
import {
  acceptErrorMessage,
  invitationFailureMessage,
  invitationGone,
  loadFailure,
} from './invitationRules.ts';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('invitation rules', () => {
  it('tells a gone invitation by the error name', () => {
    expect(invitationGone(named('InvitationNotFound'))).toBe('notFound');
    expect(invitationGone(named('InvitationExpired'))).toBe('expired');
    expect(invitationGone(named('LimitExceeded'))).toBeNull();
    expect(invitationGone('InvitationExpired')).toBeNull();
  });

  it('calls every other load failure unavailable', () => {
    expect(loadFailure(named('InvitationExpired'))).toBe('expired');
    expect(loadFailure(named('NetworkError'))).toBe('unavailable');
    expect(loadFailure(undefined)).toBe('unavailable');
  });

  it('says a lost connection apart from a server fault', () => {
    expect(invitationFailureMessage('unavailable', named('NetworkError')).text).toBe(
      'Could not connect to the server.',
    );
    expect(invitationFailureMessage('unavailable', named('Http502')).text).toBe(
      'Failed to load the invitation.',
    );
  });

  it('maps accept refusals that keep the form', () => {
    expect(acceptErrorMessage(named('PasswordInsecure')).text).toBe(
      'Password must contain at least 12 characters',
    );
    expect(acceptErrorMessage(named('LimitExceeded')).text).toMatch(/^The account is full\./);
    expect(acceptErrorMessage(named('Conflict')).text).toBe('Failed to accept the invitation.');
  });
});
