// Security headers on every answer (@fastify/helmet): a Content-Security-Policy under which the
// app runs with no inline script and no eval (charts interpret their expressions), frames
// nowhere, and talks to its own origin only; nosniff, no referrer to other sites, and the rest
// of helmet's defaults. Inline styles stay allowed: styled-components writes its rules into a
// <style> element at run time, and react-aria positions overlays with style attributes. The
// single sign-on page sends a stricter policy of its own (a nonce for its one script).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicUrl) },
    // The sign-in popup must keep its opener while it visits the identity provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A self-hosted console should not decide for the sibling hosts of its domain.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
}
