// Where the console may be reached, for single sign-on. The provider only knows PUBLIC_URL's
// callback, but a console on loopback is opened at http://localhost:8080 as often as at
// http://127.0.0.1:8080: those names of the same port count as the console too, and a sign-in
// started at one is finished at PUBLIC_URL and handed back (sso.routes.ts). Any other origin
// (a Host header an attacker chose) is never a target: messages and redirects go to PUBLIC_URL.
import type { FastifyRequest } from 'fastify';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** PUBLIC_URL's origin, or another loopback name of its scheme and port. */
export function isConsoleOrigin(origin: string, publicUrl: string): boolean {
  const own = new URL(publicUrl);
  if (origin === own.origin) return true;
  if (!loopbackNames.has(own.hostname)) return false;
  let other: URL;
  try {
    other = new URL(origin);
  } catch {
    return false;
  }
  return (
    other.origin === origin &&
    other.protocol === own.protocol &&
    other.port === own.port &&
    loopbackNames.has(other.hostname)
  );
}

/** The origin a request was made to (scheme after trusted proxies, Host with its port). */
export function requestOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}
