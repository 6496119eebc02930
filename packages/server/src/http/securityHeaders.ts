// Security headers on every answer (helmet): a Content-Security-Policy under which the
// app runs with no inline script and no eval (charts interpret their expressions), frames
// nowhere, and talks to its own origin only; nosniff, no referrer to other sites, and the rest
// of helmet's defaults. Inline styles stay allowed: styled-components writes its rules into a
// <style> element at run time, and react-aria positions overlays with style attributes. The
// single sign-on page sends a stricter policy of its own (a nonce for its one script).
// helmet is built once here: @fastify/helmet built it again on every request (about 8 % of the
// CPU of a small call).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function contentSecurityPolicy(publicUrl: string) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only where the console is served over https: on http://localhost it would break it.
    ...(publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicUrl) },
    // The sign-in popup must keep its opener while it visits the identity provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A self-hosted console should not decide for the sibling hosts of its domain.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws rather than passing an error on
    apply(request.raw, reply.raw, () => done());
  });
}
