// Forgets what sign-in no longer needs: expired sessions, login attempts older than a day (the
// throttle looks back LOGIN_WINDOW_MINUTES), and reset tokens and invitations used or expired a
// day ago. Run at start and every hour (scheduled.ts); any process may run it, the deletes are
// idempotent.
import type { Db } from '../db/schema/index.ts';
import { deleteInvitationsExpiredBefore } from '../modules/memberships/memberships.repository.ts';
import { deleteSpentResetTokens } from './credentials.repository.ts';
import { deleteAttemptsBefore } from './loginAttempts.repository.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

const dayMs = 86_400_000;

export async function forgetExpiredSignIns(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - dayMs);
  await deleteExpiredSessions(db, now);
  await deleteAttemptsBefore(db, dayAgo);
  await deleteSpentResetTokens(db, dayAgo);
  await deleteInvitationsExpiredBefore(db, dayAgo);
}
