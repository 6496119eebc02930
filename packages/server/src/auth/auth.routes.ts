// The sign-in calls under /api/v1.1/auth (spec section 7): login, logout, reset and change
// (reading and accepting an invitation are memberships' own: invitations.routes.ts). They are not {area}/{resource}/{action} calls: each has its own path, and the login answer's
// token becomes the client's CSRF token. Inputs are validated with the contract's schemas.
import { authCallByName, type AuthCallName } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from '../http/apiError.ts';
import { validationError } from '../http/validation.ts';
import type { Services } from '../http/context.ts';
import { authenticate, changePasswordWithToken, requestPasswordReset } from './auth.service.ts';
import { clientInfo, endSession, readSession, startSession } from './sessions.ts';

/** The body of a sign-in call, validated with the contract's schema (400 ValidationError). */
export function parseAuthInput<N extends AuthCallName>(name: N, request: FastifyRequest) {
  const schema = authCallByName(name).input as z.ZodType;
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data as z.output<ReturnType<typeof authCallByName<N>>['input']>;
}

export const authPath = (name: AuthCallName) => authCallByName(name).path;
const ok = { ok: true } as const;

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  app.post(authPath('login'), async (request, reply) => {
    const input = parseAuthInput('login', request);
    const user = await authenticate(services, input, clientInfo(request));
    const token = await startSession(services, request, reply, user.id);
    request.log.info({ user: user.id }, 'signed in');
    return { token };
  });

  app.post(authPath('logout'), async (request, reply) => {
    parseAuthInput('logout', request);
    const { session, csrfValid } = await readSession(services, request);
    // Ending someone's session is an action like any other: it needs their CSRF token.
    if (session && !csrfValid) throw fail('CsrfTokenInvalid', 'The CSRF token is missing or wrong');
    await endSession(services, request, reply, session?.id ?? null);
    return ok;
  });

  app.post(authPath('reset'), async (request) => {
    const { username } = parseAuthInput('reset', request);
    await requestPasswordReset(services, username);
    return ok;
  });

  app.post(authPath('change'), async (request) => {
    const { token, password } = parseAuthInput('change', request);
    await changePasswordWithToken(services, token, password);
    return ok;
  });
}
