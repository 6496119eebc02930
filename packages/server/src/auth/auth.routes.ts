// The sign-in calls under /api/v1.1/auth (spec section 7): login, logout, reset and change, and
// reading and accepting an invitation to an account.
// They are not {area}/{resource}/{action} calls: each has its own path, and the login answer's
// token becomes the client's CSRF token. Inputs are validated with the contract's schemas.
import { authCallByName, type AuthCallName } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from '../http/apiError.ts';
import { validationError } from '../http/validation.ts';
import type { Services } from '../http/context.ts';
import { authenticate, changePasswordWithToken, requestPasswordReset } from './auth.service.ts';
import { acceptInvitation, invitationOffer } from '../modules/memberships/invitations.service.ts';
import { clientInfo, endSession, readSession, startSession } from './sessions.ts';

function parse<N extends AuthCallName>(name: N, request: FastifyRequest) {
  const schema = authCallByName(name).input as z.ZodType;
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data as z.output<ReturnType<typeof authCallByName<N>>['input']>;
}

const path = (name: AuthCallName) => authCallByName(name).path;
const ok = { ok: true } as const;

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  app.post(path('login'), async (request, reply) => {
    const input = parse('login', request);
    const user = await authenticate(services, input, clientInfo(request));
    const token = await startSession(services, request, reply, user.id);
    request.log.info({ user: user.id }, 'signed in');
    return { token };
  });

  app.post(path('logout'), async (request, reply) => {
    parse('logout', request);
    const { session, csrfValid } = await readSession(services, request);
    // Ending someone's session is an action like any other: it needs their CSRF token.
    if (session && !csrfValid) throw fail('CsrfTokenInvalid', 'The CSRF token is missing or wrong');
    await endSession(services, request, reply, session?.id ?? null);
    return ok;
  });

  app.post(path('reset'), async (request) => {
    const { username } = parse('reset', request);
    await requestPasswordReset(services, username);
    return ok;
  });

  app.post(path('invitation'), async (request) => {
    const { token } = parse('invitation', request);
    return invitationOffer(services, token);
  });

  app.post(path('accept'), async (request) => {
    const { token, password } = parse('accept', request);
    await acceptInvitation(services, token, password);
    return ok;
  });

  app.post(path('change'), async (request) => {
    const { token, password } = parse('change', request);
    await changePasswordWithToken(services, token, password);
    return ok;
  });
}
