// Single sign-on (spec sections 4 and 7): GET /api/v1.1/auth/authenticate?provider=google|
// microsoft, opened in a popup, redirects to the provider; the provider sends the browser back to
// /api/v1.1/auth/authenticate/{provider}/callback, which starts a session and answers the page
// that posts the CSRF token to the opener. Failures answer the same page with the error, so the
// popup always reports back: UnknownProvider, InvalidToken, or InvalidCredentials "Failed to
// login." for a provider identity that matches no user.
import { authCallByName, type SsoProvider } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { startSession } from './sessions.ts';
import { configuredProvider, finishSso, ssoRequestLifetimeMs, startSso } from './sso.service.ts';
import { sendSsoPage } from './ssoPage.ts';

const ssoCookieName = 'console_sso';
const ssoPath = authCallByName('sso').path;

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

  const failed = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    return sendSsoPage(
      reply,
      error.status,
      { token: null, error: { name: error.name, message: error.message } },
      origin,
    );
  };

  app.get(ssoPath, async (request, reply) => {
    try {
      const provider = configuredProvider(services, queryOf(request).provider);
      const { binding, url } = await startSso(services, provider);
      reply.setCookie(ssoCookieName, binding, {
        ...cookieOptions,
        maxAge: ssoRequestLifetimeMs / 1000,
      });
      // As the page that ends the popup (ssoPage.ts): the popup keeps its opener.
      return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(url, 302);
    } catch (error) {
      return failed(reply, error);
    }
  });

  app.get(`${ssoPath}/:provider/callback`, async (request, reply) => {
    const binding = request.cookies[ssoCookieName];
    reply.clearCookie(ssoCookieName, cookieOptions);
    try {
      const provider: SsoProvider = configuredProvider(
        services,
        (request.params as Record<string, unknown>).provider,
      );
      const callbackUrl = new URL(request.url, config.publicUrl);
      const user = await finishSso(services, provider, binding, callbackUrl);
      const token = await startSession(services, request, reply, user.id);
      request.log.info({ user: user.id, provider }, 'signed in by single sign-on');
      return sendSsoPage(reply, 200, { token }, origin);
    } catch (error) {
      return failed(reply, error);
    }
  });
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}
