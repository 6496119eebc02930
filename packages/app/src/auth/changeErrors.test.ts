import { changeErrorMessage } from '@console/machines';
import { expect, it } from 'vitest';
import { changeErrorField } from './changeErrors.ts';

it.each([
  ['ResetTokenNotFound', 'token'],
  ['ResetTokenExpired', 'token'],
  ['PasswordInsecure', 'password'],
  ['PasswordUsed', 'password'],
  ['InternalError', null],
  ['ValidationError', null],
])('a %s refusal belongs to the %s field', (name, field) => {
  expect(changeErrorField(changeErrorMessage({ name }))).toBe(field);
});

it('no refusal, no field', () => {
  expect(changeErrorField(null)).toBeNull();
});
