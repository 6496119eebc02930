// The machines speak in the spec's English texts (`Message.text`); the app translates them with
// named keys. This table names the key of every text the sign-in machines can show.
import { decidedTexts, specTexts, type MessageText } from '@console/machines';
import type enAccount from '../i18n/locales/en/account.json';
import type enErrors from '../i18n/locales/en/errors.json';

export type MessageKey =
  { ns: 'errors'; key: keyof typeof enErrors } | { ns: 'account'; key: keyof typeof enAccount };

const errors = (key: keyof typeof enErrors): MessageKey => ({ ns: 'errors', key });
const account = (key: keyof typeof enAccount): MessageKey => ({ ns: 'account', key });

/** Texts of the login, SSO, reset, change and invitation machines. */
export const authMessageKeys: ReadonlyMap<MessageText, MessageKey> = new Map([
  [specTexts.loginFailed, errors('loginFailed')],
  [specTexts.unknownProvider, errors('unknownProvider')],
  [specTexts.invalidToken, errors('invalidToken')],
  [specTexts.resetSent, errors('resetSent')],
  [specTexts.changeFailed, errors('changeFailed')],
  [specTexts.tokenNotFound, errors('tokenNotFound')],
  [specTexts.tokenExpired, errors('tokenExpired')],
  [specTexts.passwordInsecure, errors('passwordInsecure')],
  [specTexts.passwordUsed, errors('passwordUsed')],
  [decidedTexts.passwordLength, account('passwordLength')],
  [decidedTexts.passwordsDiffer, account('passwordsDiffer')],
  [specTexts.fetchFailed, errors('couldNotConnect')],
  [decidedTexts.invitationNotFound, account('invitationNotFound')],
  [decidedTexts.invitationExpired, account('invitationExpired')],
  [decidedTexts.invitationLoadFailed, account('invitationLoadFailed')],
  [decidedTexts.invitationAcceptFailed, account('invitationAcceptFailed')],
  [decidedTexts.accountFull, account('accountFull')],
]);
