// Forgets what sign-in no longer needs: expired sessions, login attempts older than a day (the
// throttle looks back LOGIN_WINDOW_MINUTES), and reset tokens used or expired a day ago. The
// hourly job auth.housekeeping runs it; any process may, the deletes are idempotent.
import type { Db } from '../db/schema/index.ts';
import { deleteSpentResetTokens } from './credentials.repository.ts';
import { deleteAttemptsBefore } from './loginAttempts.repository.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

const dayMs = 86_400_000;

export async function forgetExpiredSignIns(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - dayMs);
  await deleteExpiredSessions(db, now);
  await deleteAttemptsBefore(db, dayAgo);
  await deleteSpentResetTokens(db, dayAgo);
}
