// Single sign-on (spec sections 4 and 7): GET /api/v1.1/auth/authenticate?provider=google|
// microsoft, opened in a popup, redirects to the provider; the provider sends the browser back to
// /api/v1.1/auth/authenticate/{provider}/callback, which starts a session and answers the page
// that posts the CSRF token to the opener. Failures answer the same page with the error, so the
// popup always reports back: UnknownProvider, InvalidToken, or InvalidCredentials "Failed to
// login." for a provider identity that matches no user.
//
// A console opened at another loopback name than PUBLIC_URL's (ssoOrigins.ts) is sent to
// PUBLIC_URL to start, since the provider returns there; the finished sign-in is then handed
// back through GET .../authenticate/handoff on the origin it came from, which starts the
// session there (a cookie of PUBLIC_URL's host would be no use to it).
import { authCallByName, type SsoProvider } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { startSession } from './sessions.ts';
import { isConsoleOrigin, requestOrigin } from './ssoOrigins.ts';
import {
  claimHandoff,
  configuredProvider,
  finishSso,
  handOff,
  ssoRequestLifetimeMs,
  startSso,
} from './sso.service.ts';
import { sendSsoPage } from './ssoPage.ts';

const ssoCookieName = 'console_sso';
/** The console origin a sign-in started from, when it is not PUBLIC_URL's. */
const returnCookieName = 'console_sso_return';
const ssoPath = authCallByName('sso').path;
export const ssoHandoffPath = `${ssoPath}/handoff`;

export function registerSsoRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const origin = new URL(config.publicUrl).origin;
  const cookieOptions = {
    path: ssoPath,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries the cookie
    sameSite: 'lax' as const,
    secure: origin.startsWith('https:'),
  };
  /** Another console origin than PUBLIC_URL's, or null. */
  const otherConsoleOrigin = (value: unknown) =>
    typeof value === 'string' && value !== origin && isConsoleOrigin(value, config.publicUrl)
      ? value
      : null;

  const failed = (reply: FastifyReply, error: unknown, target: string) => {
    if (!(error instanceof ApiError)) throw error;
    return sendSsoPage(
      reply,
      error.status,
      { token: null, error: { name: error.name, message: error.message } },
      target,
    );
  };

  app.get(ssoPath, async (request, reply) => {
    const query = queryOf(request);
    const here = otherConsoleOrigin(requestOrigin(request));
    if (here) {
      const start = new URL(ssoPath, origin);
      start.searchParams.set('provider', String(query.provider ?? ''));
      start.searchParams.set('return', here);
      return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(start.href, 302);
    }
    const returnTo = otherConsoleOrigin(query.return);
    try {
      const provider = configuredProvider(services, query.provider);
      const { binding, url } = await startSso(services, provider);
      const lifetime = { ...cookieOptions, maxAge: ssoRequestLifetimeMs / 1000 };
      reply.setCookie(ssoCookieName, binding, lifetime);
      if (returnTo) reply.setCookie(returnCookieName, returnTo, lifetime);
      else reply.clearCookie(returnCookieName, cookieOptions);
      // As the page that ends the popup (ssoPage.ts): the popup keeps its opener.
      return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(url, 302);
    } catch (error) {
      return failed(reply, error, returnTo ?? origin);
    }
  });

  app.get(`${ssoPath}/:provider/callback`, async (request, reply) => {
    const binding = request.cookies[ssoCookieName];
    const returnTo = otherConsoleOrigin(request.cookies[returnCookieName]);
    reply.clearCookie(ssoCookieName, cookieOptions);
    reply.clearCookie(returnCookieName, cookieOptions);
    try {
      const provider: SsoProvider = configuredProvider(
        services,
        (request.params as Record<string, unknown>).provider,
      );
      const callbackUrl = new URL(request.url, config.publicUrl);
      const user = await finishSso(services, provider, binding, callbackUrl);
      request.log.info({ user: user.id, provider }, 'signed in by single sign-on');
      if (returnTo) {
        const code = await handOff(services, user.id, returnTo);
        const next = new URL(ssoHandoffPath, returnTo);
        next.searchParams.set('code', code);
        return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(next.href, 302);
      }
      const token = await startSession(services, request, reply, user.id);
      return sendSsoPage(reply, 200, { token }, origin);
    } catch (error) {
      return failed(reply, error, returnTo ?? origin);
    }
  });

  app.get(ssoHandoffPath, async (request, reply) => {
    const here = requestOrigin(request);
    const target = here && isConsoleOrigin(here, config.publicUrl) ? here : origin;
    try {
      const userId = await claimHandoff(services, queryOf(request).code, target);
      const token = await startSession(services, request, reply, userId);
      return sendSsoPage(reply, 200, { token }, target);
    } catch (error) {
      return failed(reply, error, target);
    }
  });
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}
