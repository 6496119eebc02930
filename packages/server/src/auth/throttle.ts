// Brute-force throttle of sign-in: at most LOGIN_MAX_FAILURES_PER_USER failures per username
// and LOGIN_MAX_FAILURES_PER_ADDRESS per client address within LOGIN_WINDOW_MINUTES. Attempts
// live in the database, so every server process sees the same count. An attempt is recorded
// (and committed) before it is counted, so parallel guesses cannot all slip under the limit.
import type { Services } from '../http/context.ts';
import { tooManyRequests } from '../http/apiError.ts';
import {
  failuresSince,
  forgetAttempt,
  forgetFailuresOfUser,
  markAttemptSucceeded,
  recordAttempt,
} from './loginAttempts.repository.ts';

export interface LoginAttempt {
  /** the password was right: clears the username's failures */
  succeeded(): Promise<void>;
  /** not a failure after all (the second factor is still to come) */
  withdraw(): Promise<void>;
}

/** Records an attempt, or throws TooManyRequests with Retry-After when over a limit. */
export async function admitLoginAttempt(
  { db, config }: Services,
  username: string,
  clientAddress: string,
): Promise<LoginAttempt> {
  const id = await recordAttempt(db, username, clientAddress);
  const windowMs = config.loginWindowMinutes * 60_000;
  const now = Date.now();
  const since = new Date(now - windowMs);
  const limits = [
    ['username', username, config.loginMaxFailuresPerUser],
    ['client_address', clientAddress, config.loginMaxFailuresPerAddress],
  ] as const;
  for (const [by, value, max] of limits) {
    // `count` includes this attempt, still counted as a failure until it succeeds
    const { count, oldest } = await failuresSince(db, by, value, since);
    if (count > max) {
      await forgetAttempt(db, id);
      const freedAt = (oldest?.getTime() ?? now) + windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
        retryAfterSeconds,
      );
    }
  }
  return {
    succeeded: async () => {
      await markAttemptSucceeded(db, id);
      await forgetFailuresOfUser(db, username);
    },
    withdraw: () => forgetAttempt(db, id),
  };
}
