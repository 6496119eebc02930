// The page that ends the single sign-on popup: it posts `{ token }` (the CSRF token) or
// `{ token: null, error: { name, message } }` to the window that opened it, with the console's
// exact origin as target (so no other site that opened the popup can read the token), then
// closes. When a provider's page cut the link to the opener (a Cross-Origin-Opener-Policy
// severs window.opener for the rest of the popup's life), the same message goes to the
// console's tabs of that origin on the BroadcastChannel `console-sso`.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const ssoChannelName = 'console-sso';

export type SsoPageMessage =
  { token: string } | { token: null; error: { name: string; message: string } };

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function ssoPageHtml(message: SsoPageMessage, targetOrigin: string, nonce: string): string {
  const text = 'error' in message ? message.error.message : 'Signed in. You can close this window.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in</title></head>
<body>
<p role="status">${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  var origin = ${scriptJson(targetOrigin)};
  if (window.opener) {
    window.opener.postMessage(message, origin);
  } else if (typeof BroadcastChannel === 'function' && location.origin === origin) {
    var channel = new BroadcastChannel(${scriptJson(ssoChannelName)});
    channel.postMessage(message);
    channel.close();
  }
  window.close();
})();
</script>
</body>
</html>
`;
}

/** Sends the page; nothing but its own script may run, and nobody may frame or cache it. */
export function sendSsoPage(
  reply: FastifyReply,
  status: number,
  message: SsoPageMessage,
  targetOrigin: string,
) {
  const nonce = crypto.randomBytes(16).toString('base64');
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      // Any other policy here would put the popup, back from the provider's origin, in a new
      // browsing context group, cutting it from its opener.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .send(ssoPageHtml(message, targetOrigin, nonce))
  );
}
