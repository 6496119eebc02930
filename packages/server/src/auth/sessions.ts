// Sessions: an HttpOnly cookie holding a random id, and a CSRF token the client keeps and sends
// as X-CSRF-Token on every call. The database holds only hashes of both. A session ends after
// SESSION_IDLE_HOURS without calls, after SESSION_MAX_DAYS in any case, and at logout.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { ClientInfo, Services, SessionInfo } from '../http/context.ts';
import { deleteSession, insertSession, touchSession } from './sessions.repository.ts';
import { randomToken, sameDigest, sha256 } from './tokens.ts';

export const sessionCookieName = 'console_session';
export const csrfHeaderName = 'x-csrf-token';

const hourMs = 3_600_000;
/** A session's last_seen_at is written at most this often, not on every call. */
const touchIntervalMs = 60_000;

function secureCookie(config: Config, request: FastifyRequest): boolean {
  if (config.cookieSecure === 'always') return true;
  if (config.cookieSecure === 'never') return false;
  return request.protocol === 'https';
}

function expiry(config: Config, createdAt: Date, now: Date): Date {
  const idleEnd = now.getTime() + config.sessionIdleHours * hourMs;
  const hardEnd = createdAt.getTime() + config.sessionMaxDays * 24 * hourMs;
  return new Date(Math.min(idleEnd, hardEnd));
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { address: request.ip, userAgent: (agent ?? '').slice(0, 512) };
}

/** Starts a session for the user, sets the cookie, and answers the CSRF token. */
export async function startSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const { db, config } = services;
  const cookieValue = randomToken();
  const csrfToken = randomToken();
  const now = new Date();
  const client = clientInfo(request);
  await insertSession(db, {
    id: sha256(cookieValue),
    user_id: userId,
    csrf_hash: sha256(csrfToken),
    client_address: client.address,
    user_agent: client.userAgent,
    created_at: now,
    last_seen_at: now,
    expires_at: expiry(config, now, now),
  });
  await services.directory.updateUser(userId, { last_visit: now });
  await services.directory.noteSignIn(userId);
  reply.setCookie(sessionCookieName, cookieValue, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(config, request),
    maxAge: config.sessionMaxDays * 24 * 3600,
  });
  return csrfToken;
}

export interface SessionLookup {
  /** the live session named by the cookie, whatever the CSRF header says */
  session: SessionInfo | null;
  /** the X-CSRF-Token header matches the session */
  csrfValid: boolean;
}

export async function readSession(
  services: Services,
  request: FastifyRequest,
): Promise<SessionLookup> {
  const cookieValue = request.cookies[sessionCookieName];
  if (!cookieValue) return { session: null, csrfValid: false };
  const now = new Date();
  const { directory } = services;
  const session = await directory.session(sha256(cookieValue));
  if (!session || session.expires_at.getTime() <= now.getTime())
    return { session: null, csrfValid: false };
  const user = await directory.user(session.user_id);
  if (!user) return { session: null, csrfValid: false };
  const header = request.headers[csrfHeaderName];
  const csrfValid = typeof header === 'string' && sameDigest(sha256(header), session.csrf_hash);
  if (csrfValid && now.getTime() - session.last_seen_at.getTime() > touchIntervalMs) {
    const expiresAt = expiry(services.config, session.created_at, now);
    await touchSession(services.db, session.id, now, expiresAt);
    await directory.updateUser(user.id, { last_visit: now });
  }
  return { session: { id: session.id, user }, csrfValid };
}

export async function endSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string | null,
): Promise<void> {
  if (sessionId) await deleteSession(services.db, sessionId);
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(services.config, request),
  });
}
