// Every sign-in text of the machines has a translation key that exists, and the English file
// says exactly what the machine says.
import { decidedTexts, specTexts } from '@console/machines';
import { expect, it } from 'vitest';
import enAccount from '../i18n/locales/en/account.json';
import enErrors from '../i18n/locales/en/errors.json';
import { authMessageKeys } from './messageKeys.ts';

const signInTexts = [
  specTexts.loginFailed,
  specTexts.unknownProvider,
  specTexts.invalidToken,
  specTexts.resetSent,
  specTexts.changeFailed,
  specTexts.tokenNotFound,
  specTexts.tokenExpired,
  specTexts.passwordInsecure,
  specTexts.passwordUsed,
  decidedTexts.passwordLength,
  decidedTexts.passwordsDiffer,
  specTexts.fetchFailed,
  decidedTexts.invitationNotFound,
  decidedTexts.invitationExpired,
  decidedTexts.invitationLoadFailed,
  decidedTexts.invitationAcceptFailed,
  decidedTexts.accountFull,
];

it.each(signInTexts)('"%s" has an English text equal to the machine text', (text) => {
  const entry = authMessageKeys.get(text);
  expect(entry).toBeDefined();
  const english: Record<string, string> = entry?.ns === 'errors' ? enErrors : enAccount;
  expect(english[entry?.key ?? '']).toBe(text);
});
