// The rules of signing in and of passwords: credential and second-factor checks behind the
// throttle, reset tokens (single use, 1 hour, no account enumeration) and password changes
// (12..64 characters, none of the last 5).
import { texts } from '@console/contract';
import type { Db } from '../db/schema/index.ts';
import { fail } from '../http/apiError.ts';
import type { ClientInfo, Services, UserRow } from '../http/context.ts';
import { passwordResetMail } from '../mail/templates.ts';
import {
  addPasswordToHistory,
  claimResetToken,
  countResetTokensSince,
  findResetToken,
  insertResetToken,
  recentPasswordHashes,
} from './credentials.repository.ts';
import { assertPasswordPolicy, hashPassword, verifyNothing, verifyPassword } from './passwords.ts';
import { deleteSessionsOfUser } from './sessions.repository.ts';
import { admitLoginAttempt } from './throttle.ts';
import { randomToken, sha256 } from './tokens.ts';
import { acceptTotp } from './totp.ts';

export const resetTokenLifetimeMs = 3_600_000;
/** A new password may not be any of this many most recent ones (the current one included). */
export const passwordHistoryDepth = 5;
/** More reset mails than this per hour for one user are silently not sent (mail bombing). */
const resetMailsPerHour = 3;

const invalidCredentials = () => fail('InvalidCredentials', texts.loginFailed);

export async function authenticate(
  services: Services,
  input: { username: string; password: string; code?: string | undefined },
  client: ClientInfo,
): Promise<UserRow> {
  const attempt = await admitLoginAttempt(services, input.username, client.address);
  const user = await services.directory.user(input.username);
  const passwordOk = user?.password_hash
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyNothing(input.password, services.config.passwordScryptLogN);
  if (!user || !passwordOk) throw invalidCredentials();
  if (user.totp_enabled && user.totp_secret) {
    if (!input.code) {
      await attempt.withdraw();
      throw fail('SecondFactorRequired', 'Enter the code of your authenticator app');
    }
    const secret = services.secrets.open(user.totp_secret);
    const step = acceptTotp(secret, input.code, user.totp_last_step);
    if (step === null || !(await services.directory.claimTotpStep(user.id, step))) {
      throw invalidCredentials();
    }
  }
  await attempt.succeeded();
  return user;
}

/**
 * A reset asked for `username`: the answer is the same, and comes as soon, whether or not the
 * user exists, because all that depends on it is a job (auth.jobs.ts) done after the answer.
 */
export async function requestPasswordReset(services: Services, username: string) {
  await services.jobs.send('auth.password-reset', { username });
}

/** Mails a reset token if the user exists and has had fewer than 3 this hour. */
export async function mailResetToken(services: Services, username: string): Promise<void> {
  const { db, config, mailer, logger } = services;
  const user = await services.directory.user(username);
  if (!user) return;
  const now = Date.now();
  if ((await countResetTokensSince(db, user.id, new Date(now - 3_600_000))) >= resetMailsPerHour) {
    logger.warn({ user: user.id }, 'password reset not mailed: too many this hour');
    return;
  }
  const token = randomToken();
  await insertResetToken(db, {
    token_hash: sha256(token),
    user_id: user.id,
    expires_at: new Date(now + resetTokenLifetimeMs),
  });
  await mailer.send(passwordResetMail(user.id, token, config.publicUrl));
}

export async function changePasswordWithToken(
  services: Services,
  token: string,
  password: string,
): Promise<void> {
  const { db } = services;
  const tokenHash = sha256(token);
  const found = await findResetToken(db, tokenHash);
  if (!found || found.used_at !== null) throw fail('ResetTokenNotFound', texts.tokenNotFound);
  if (found.expires_at.getTime() <= Date.now()) throw fail('ResetTokenExpired', texts.tokenExpired);
  const hash = await newPasswordHash(services, found.user_id, password);
  await db.transaction().execute(async (tx) => {
    if (!(await claimResetToken(tx, tokenHash, new Date()))) {
      throw fail('ResetTokenNotFound', texts.tokenNotFound);
    }
    await storePassword(services, tx, found.user_id, hash);
  });
}

/**
 * Sets a user's password after the policy and history checks, and ends their sessions: whoever
 * knew the old password is signed out. Used by /user/change and the command line.
 */
export async function setPassword(services: Services, userId: string, password: string) {
  const hash = await newPasswordHash(services, userId, password);
  await services.db.transaction().execute((tx) => storePassword(services, tx, userId, hash));
}

/** Checks the policy and the history, then hashes (slow: kept outside transactions). */
async function newPasswordHash(services: Services, userId: string, password: string) {
  assertPasswordPolicy(password);
  for (const previous of await recentPasswordHashes(services.db, userId, passwordHistoryDepth)) {
    if (await verifyPassword(password, previous)) throw fail('PasswordUsed', texts.passwordUsed);
  }
  return hashPassword(password, services.config.passwordScryptLogN);
}

async function storePassword(
  services: Services,
  db: Db,
  userId: string,
  hash: string,
): Promise<void> {
  await services.directory.updateUser(userId, { password_hash: hash }, db);
  await addPasswordToHistory(db, userId, hash);
  await deleteSessionsOfUser(db, userId);
}
