import { describe, expect, it } from 'vitest';
import { changeErrorMessage, passwordProblem } from './passwordRules.ts';

describe('passwordProblem', () => {
  it('says nothing before a password is typed', () => {
    expect(passwordProblem('', 'anything')).toBeNull();
  });

  it.each([11, 65])('rejects %i characters', (length) => {
    expect(passwordProblem('x'.repeat(length), '')?.text).toBe(
      'The password must have at least 12 and at most 64 characters.',
    );
  });

  it.each([12, 64])('accepts %i characters', (length) => {
    expect(passwordProblem('x'.repeat(length), 'x'.repeat(length))).toBeNull();
  });

  it('waits for the repeat before comparing, then requires equality', () => {
    expect(passwordProblem('x'.repeat(12), '')).toBeNull();
    expect(passwordProblem('x'.repeat(12), 'y'.repeat(12))?.text).toBe(
      'The passwords do not match.',
    );
  });
});

describe('changeErrorMessage', () => {
  it.each([
    ['ResetTokenNotFound', 'Token not found'],
    ['ResetTokenExpired', 'Token expired'],
    ['PasswordInsecure', 'Password must contain at least 12 characters'],
    ['PasswordUsed', 'Password used before'],
    ['Error', 'Failed to change password.'],
    ['toString', 'Failed to change password.'],
  ])('maps the error name %s', (name, text) => {
    expect(changeErrorMessage({ name, message: 'ignored' })).toEqual({ text });
  });

  it.each([null, undefined, 'ResetTokenExpired', 42, { name: 7 }])(
    'falls back for the value %s that carries no error name',
    (error) => {
      expect(changeErrorMessage(error)).toEqual({ text: 'Failed to change password.' });
    },
  );
});
